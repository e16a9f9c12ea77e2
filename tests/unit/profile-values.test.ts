import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileKeys, type ProfileSchema } from './profile-values/profile-keys';
import {
  GENERATED_TYPES,
  isRead,
  profileReads,
  projectProgram,
  sourceFilesUnder,
} from './profile-values/profile-reads';

// Every profile value has exactly one home where it is read (docs/architecture.md): a key that ops can set and
// `profiles:check` accepts but no code reads is a defect. How a read is detected: profile-values/profile-reads.ts.

const schema = JSON.parse(readFileSync('schemas/shop-profile.schema.json', 'utf8')) as ProfileSchema;

/** Notes in a profile file, not values the storefront applies: the editor's schema hint, the preset a file
 * builds on (read from the raw JSON by the loader, engine/profiles/resolve.ts) and descriptions for people. */
const ANNOTATIONS = new Set([
  'ShopProfile.$schema',
  'ShopProfile.extends',
  'ShopProfile.description',
  'Rule.description',
]);

/** The code that may read profile values: the app and the engine, minus the files that only declare them. */
const readerFiles = [...sourceFilesUnder('src'), ...sourceFilesUnder('engine')].filter(
  (file) => !file.startsWith('engine/generated/') && file !== 'engine/profiles/defaults.ts',
);

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
        'shop.domains',
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
function readsOf(code: string): Set<string> {
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
    expect(isRead(typePath, readsOf(code))).toBe(true);
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
    expect(isRead(typePath, readsOf(code))).toBe(false);
  });
});

describe('every profile value has a reader', () => {
  const keys = profileKeys(schema).filter((key) => !ANNOTATIONS.has(key.typePath));
  let reads = new Set<string>();
  // One type-checked program over src/ and engine/: about 20 s on a busy 2-core machine.
  beforeAll(() => {
    reads = profileReads(projectProgram(readerFiles), readerFiles);
  }, 180_000);

  it('every key under limits and every other section is read by code in src/ or engine/', () => {
    const unread = keys.filter((key) => !isRead(key.typePath, reads));
    expect(unread.map((key) => key.name)).toEqual([]);
  });
});
