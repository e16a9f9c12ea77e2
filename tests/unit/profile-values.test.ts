import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { profileKeys, type ProfileKey, type ProfileSchema } from './profile-values/profile-keys';
import {
  GENERATED_TYPES,
  isStorefront,
  profileReads,
  projectProgram,
  readersOf,
  type ProfileReads,
} from './profile-values/profile-reads';
import { sourceFiles } from './source-code';
import { scaled } from '../../scripts/lib/time-scale';

// Every profile value has exactly one reader in the storefront (docs/architecture.md): a key that ops can set
// and `profiles:check` accepts but no shipped code reads is a defect, and a key two places read is a rule
// restated. A reader is a file of src/ or engine/ that reads the key (how: profile-values/profile-reads.ts);
// the demo gateway never ships, so its reads do not count. Screens that need the same value share its one
// reader (an engine rule, a shop hook or a shared frame) and take the answer from there; no exceptions.

const schema = JSON.parse(readFileSync('schemas/shop-profile.schema.json', 'utf8')) as ProfileSchema;

/** Notes in a profile file, not values the storefront applies: the editor's schema hint, the preset a file
 * builds on (read from the raw JSON by the loader, engine/profiles/resolve.ts) and descriptions for people. */
const ANNOTATIONS = new Set([
  'ShopProfile.$schema',
  'ShopProfile.extends',
  'ShopProfile.description',
  'Rule.description',
]);

/**
 * Who the shop is, to the back end: the demo gateway serves these (queryWebsiteInfo), and the storefront, which
 * never asks which shop it is in, must read none of them.
 */
const SHOP_IDENTITY = new Set(['ShopIdentity.id', 'ShopProfile.type', 'ShopProfile.customProject']);

/** The storefront files among a tree's readers of a key, as paths from the tree's root. */
const storefrontReaders = (key: ProfileKey, reads: ProfileReads, root: string) =>
  readersOf(key.typePath, reads)
    .map((file) => relative(root, file))
    .filter(isStorefront);

/**
 * Values whose storefront readers break the rule, with those readers: a value needs exactly one (an identity
 * key none). A key of a type used in several places (MenuItem.title for every menu) stands for several
 * values the checker cannot tell apart, so it needs at least one.
 */
function misreadValues(keys: readonly ProfileKey[], reads: ProfileReads, root: string) {
  const misread: Record<string, string[]> = {};
  for (const key of keys) {
    const readers = storefrontReaders(key, reads, root);
    const wanted = SHOP_IDENTITY.has(key.typePath) ? 0 : 1;
    const fits = key.shared ? readers.length >= 1 : readers.length === wanted;
    if (!fits) misread[key.name] = readers;
  }
  return misread;
}

describe('the profile keys, from the schema', () => {
  const keys = profileKeys(schema);

  it('lists leaf keys of every section under the name ops use', () => {
    const names = keys.map((key) => key.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'limits.timing.requestTimeoutMs',
        'limits.images.extensions',
        'labels.unitName',
        'theme.color',
        'shopInfo.openVisitors',
        'shop.mallPath',
        'MenuItem.title',
        'rules[].when.user.roleId',
        'capabilities',
      ]),
    );
  });

  it('lists no group as a leaf (limits.timing is not a value, its keys are)', () => {
    const names = keys.map((key) => key.name);
    for (const group of ['limits', 'limits.timing', 'menus', 'menus.navTabs', 'rules', 'MenuItem.children'])
      expect(names).not.toContain(group);
  });
});

const exampleOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  lib: ['lib.es2022.d.ts'],
  types: [],
};
/** The library and generated files, parsed once for every example. */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** The detector run over one snippet of code that sees the generated profile types. */
function readsOf(code: string): ProfileReads {
  const file = resolve('engine/profile-reads-example.ts');
  const host = ts.createCompilerHost(exampleOptions);
  const source = `import type { Limits, Rule, ShopProfile, Theme } from './generated/shop-profile';\n${code}`;
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    if (resolve(name) === file) return ts.createSourceFile(name, source, language);
    if (!parsed.has(name)) parsed.set(name, getSourceFile(name, language));
    return parsed.get(name);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => resolve(name) === file || fileExists(name);
  const program = ts.createProgram({ rootNames: [file, GENERATED_TYPES], options: exampleOptions, host });
  return profileReads(program, [file]);
}

const P = 'declare const p: ShopProfile;\n';

describe('the read detector', () => {
  it.each([
    [
      'a property access with optional chaining',
      `${P}p.limits?.timing?.requestTimeoutMs;`,
      'Limits.timing.requestTimeoutMs',
    ],
    [
      'a renamed destructuring',
      `${P}const { keywordMax: cap } = p.limits!.search!; cap;`,
      'Limits.search.keywordMax',
    ],
    [
      'a nested parameter pattern over a mapped type (ShopLimits)',
      `type All = { [G in keyof Limits]-?: Required<NonNullable<Limits[G]>> };
       export const size = ({ lists: { goodsPageSize } }: All) => goodsPageSize;`,
      'Limits.lists.goodsPageSize',
    ],
    ['an element access with a literal key', `${P}p.labels!['unitName'];`, 'Labels.unitName'],
    [
      'an alias through Required<Pick<…>>',
      `declare const t: Required<Pick<Theme, 'color'>>; t.color;`,
      'Theme.color',
    ],
    [
      'a union with an empty fallback',
      `${P}const a = p.limits?.address ?? {}; a.detailMax;`,
      'Limits.address.detailMax',
    ],
    ['a menu item in a callback', `${P}p.menus?.navTabs?.map((item) => item.title);`, 'MenuItem.title'],
    [
      'every key of an iterated object',
      `declare const r: Rule; Object.entries(r.when);`,
      'Rule.when.user.roleId',
    ],
    ['for … in', `${P}for (const k in p.shopInfo) k;`, 'ShopInfoDefaults.openVisitors'],
  ])('counts %s', (_, code, typePath) => {
    expect(readersOf(typePath, readsOf(code))).not.toEqual([]);
  });

  it.each([
    [
      'a property of another type with the same name',
      `const style = { color: 'red' }; style.color;`,
      'Theme.color',
    ],
    [
      'a hand-written interface with the same key',
      `interface Mine { requestTimeoutMs: number } declare const m: Mine; m.requestTimeoutMs;`,
      'Limits.timing.requestTimeoutMs',
    ],
    ['writing it in an object literal', `export const t: Theme = { color: '#fff' };`, 'Theme.color'],
    ['assigning it', `${P}p.theme!.color = '#fff';`, 'Theme.color'],
    [
      'a comment or a string naming it',
      `// p.labels.unitName\nexport const s = 'labels.unitName';`,
      'Labels.unitName',
    ],
    ['reading only its group', `${P}p.limits?.timing;`, 'Limits.timing.clickLockMs'],
  ])('does not count %s', (_, code, typePath) => {
    expect(readersOf(typePath, readsOf(code))).toEqual([]);
  });
});

const FIXTURES = 'tests/unit/profile-values/fixtures';

describe('one reader per profile value', () => {
  const keys = profileKeys(schema).filter((key) => !ANNOTATIONS.has(key.typePath));
  const byName = (name: string) => keys.filter((key) => key.name === name);

  it.each([
    [
      'two-readers',
      'limits.search.keywordMax',
      ['src/features/goods-management/goods-search.ts', 'src/features/search/search-box.ts'],
    ],
    ['gateway-only', 'labels.hotline', []],
  ])('refuses the fixture %s: %s has the readers %j', (fixture, name, readers) => {
    const root = join(FIXTURES, fixture);
    const files = sourceFiles(root);
    const reads = profileReads(projectProgram(files), files);
    // The fixture does read the value; the question is where.
    expect(byName(name).flatMap((key) => readersOf(key.typePath, reads))).not.toEqual([]);
    expect(misreadValues(byName(name), reads, root)).toEqual({ [name]: readers });
  });

  it(
    'every value of the tree has exactly one reader in src/ or engine/, the demo gateway aside',
    { timeout: scaled(180_000) },
    () => {
      // One type-checked program over src/ and engine/: about 20 s on a busy 2-core machine.
      const files = [...sourceFiles('src'), ...sourceFiles('engine')];
      const reads = profileReads(projectProgram(files), files);
      expect(misreadValues(keys, reads, '.')).toEqual({});
    },
  );
});
