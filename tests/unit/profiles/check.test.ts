import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GUEST, resolveCapabilities, shopFacts } from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';

const run = promisify(execFile);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break profiles as raw JSON, outside the schema's types
type RawProfile = any;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'profiles-'));
  await cp('shop-profiles', dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const path = (name: string) => join(dir, name);
const read = async (name: string) => JSON.parse(await readFile(path(name), 'utf8'));
const write = (name: string, data: unknown) => writeFile(path(name), JSON.stringify(data, null, 2));
async function edit(name: string, change: (data: RawProfile) => void) {
  const data = await read(name);
  change(data);
  await write(name, data);
}
const withoutDir = (text: string) => text.replaceAll(`${dir}/`, '');
const problemsIn = async () =>
  (await checkProfileFolder(dir)).problems.map((p) => ({
    ...p,
    file: withoutDir(p.file),
    reason: withoutDir(p.reason),
  }));

describe('profiles:check', () => {
  it('passes every demo profile', async () => {
    const { problems, shops } = await checkProfileFolder('shop-profiles');
    expect(problems).toEqual([]);
    expect([...shops.keys()].sort()).toEqual([
      'dropship',
      'guide',
      'points',
      'procure',
      's1098',
      's4334',
      's7815',
      's9009',
      's9406',
    ]);
  });

  it('a profile copied from a demo shop with a new mall path and id passes and resolves with no code change', async () => {
    const copy = await read('s9406.json');
    copy.shop = { ...copy.shop, id: 5001, mallPath: 'newshop', name: '新店' };
    await write('newshop.json', copy);
    const { problems, shops } = await checkProfileFolder(dir);
    expect(problems).toEqual([]);
    const resolved = shops.get('newshop');
    expect(resolved).toBeDefined();
    const { capabilities } = resolveCapabilities(resolved!, {
      loggedIn: false,
      user: GUEST,
      shop: shopFacts(resolved!.profile),
    });
    expect(capabilities['goodsCard.showPrice']).toBe(false);
    expect(capabilities['price.mode']).toBe('points');
  });

  it.each([
    [
      'a bad colour',
      (d: RawProfile) => (d.theme.color = '#12345'),
      {
        pointer: '/theme/color',
        reason: 'must be a 3- or 6-digit hex colour such as #E32929 or #e22 (got "#12345")',
        rule: 'schema',
      },
    ],
    [
      'an unknown key',
      (d: RawProfile) => (d.theme.colour = '#fff'),
      { pointer: '/theme/colour', reason: 'unknown key "colour" (did you mean "color"?)', rule: 'schema' },
    ],
    [
      'a missing required field',
      (d: RawProfile) => delete d.shop.name,
      { pointer: '/shop', reason: 'missing required field "name"', rule: 'schema' },
    ],
    [
      'an unknown preset',
      (d: RawProfile) => (d.extends = 'pointz'),
      { pointer: '/extends', reason: 'unknown preset "pointz"', rule: 'extends' },
    ],
    [
      'an unknown capability',
      (d: RawProfile) => (d.capabilities = { 'goodsCard.showPrise': false }),
      {
        pointer: '/capabilities/goodsCard.showPrise',
        reason: 'unknown capability "goodsCard.showPrise" (did you mean "goodsCard.showPrice"?)',
        rule: 'capability',
      },
    ],
    [
      'a capability value of the wrong kind',
      (d: RawProfile) => (d.capabilities = { 'orders.view': 'admin' }),
      {
        pointer: '/capabilities/orders.view',
        reason: 'orders.view must be one of list, review, externalAdmin',
        rule: 'capability',
      },
    ],
    [
      'an unknown permission code in a rule',
      (d: RawProfile) =>
        (d.rules = [{ id: 'x', when: { 'user.codes': 'F999999' }, set: { 'cart.canAdd': false } }]),
      {
        pointer: '/rules/0/when/user.codes',
        reason: 'unknown permission code "F999999"',
        rule: 'permission-code',
      },
    ],
    [
      'a file name that is not the mall path',
      (d: RawProfile) => (d.shop.mallPath = 'elsewhere'),
      {
        pointer: '/shop/mallPath',
        reason: '"elsewhere" must match the file name "points"',
        rule: 'identity',
      },
    ],
  ])('rejects %s with the file, the pointer and the reason', async (_, change, expected) => {
    await edit('points.json', change);
    expect(await problemsIn()).toEqual([{ file: 'points.json', ...expected }]);
  });

  it.each([
    [
      'menus.navLinks',
      'navLinks',
      { key: 'evil', title: '帮助', url: ' JavaScript:alert(1)' },
      'javascript:',
    ],
    [
      'extraNavTabs with a url',
      'extraNavTabs',
      { key: 'x', title: '专区', url: 'data:text/html,x' },
      'data:',
    ],
    [
      'a sidebar tab with action link',
      'sidebarTabs',
      { key: 's', title: '链接', action: 'link', url: 'vbscript:msgbox(1)' },
      'vbscript:',
    ],
  ])(
    'refuses a %s the link policy refuses, with the file, the pointer and the reason',
    async (_, menu, item, scheme) => {
      await edit('points.json', (d) => (d.menus = { [menu]: [item] }));
      expect(await problemsIn()).toEqual([
        {
          file: 'points.json',
          pointer: `/menus/${menu}/0/url`,
          reason: `link ${JSON.stringify(item.url)}: ${scheme} addresses are refused (allowed: http(s)://, /path, mailto:, tel:)`,
          rule: 'link-policy',
        },
      ]);
    },
  );

  it('refuses a protocol-relative nav link and a logo that is not an http(s) address or a path', async () => {
    await edit('points.json', (d) => {
      d.menus = { navLinks: [{ key: 'n', title: '导航', url: '//evil.example/' }] };
      d.theme.logo = 'javascript:alert(1)';
    });
    expect((await problemsIn()).map(({ pointer, reason }) => [pointer, reason.split(' (')[0]])).toEqual([
      ['/menus/navLinks/0/url', 'link "//evil.example/": protocol-relative addresses are refused'],
      ['/theme/logo', 'image "javascript:alert(1)": javascript: addresses are refused'],
    ]);
  });

  it.each([
    [
      'a javascript: address',
      ' JavaScript:alert(1)',
      'javascript: addresses are refused (allowed: http(s)://, /path)',
    ],
    [
      'a foreign scheme',
      'weixin://dl/business',
      'weixin: addresses are refused (allowed: http(s)://, /path)',
    ],
    [
      'a path in the shop',
      '/home',
      'a mobile site must be a whole http(s):// address, not a path in the shop',
    ],
  ])(
    'refuses a mobile site that is %s, with the file, the pointer and the reason',
    async (_, address, reason) => {
      await edit('points.json', (d) => (d.links = { mobileSite: address }));
      expect(await problemsIn()).toEqual([
        {
          file: 'points.json',
          pointer: '/links/mobileSite',
          reason: `link ${JSON.stringify(address)}: ${reason}`,
          rule: 'link-policy',
        },
      ]);
    },
  );

  it('accepts http(s), shop paths, tel: links and an empty url (the jump-URL-abnormal warning)', async () => {
    await edit('points.json', (d) => {
      d.menus = {
        navLinks: [
          { key: 'a', title: 'a', url: 'https://example.com/x' },
          { key: 'b', title: 'b', url: '/helpCenter/helpCenter?id=101' },
          { key: 'c', title: 'c', url: 'tel:400-800-8888' },
          { key: 'd', title: 'd', url: '' },
        ],
      };
    });
    expect(await problemsIn()).toEqual([]);
  });

  it('rejects a cycle of extends', async () => {
    await write('presets/a.json', { extends: 'b' });
    await write('presets/b.json', { extends: 'a' });
    await edit('guide.json', (d) => (d.extends = 'a'));
    expect(await problemsIn()).toEqual([
      {
        file: 'presets/b.json',
        pointer: '/extends',
        reason: 'extends forms a cycle: guide.json → presets/a.json → presets/b.json → presets/a.json',
        rule: 'extends',
      },
    ]);
  });

  it('rejects two shops with the same shop id', async () => {
    const copy = await read('points.json');
    copy.shop.mallPath = 'another';
    await write('another.json', copy);
    expect(await problemsIn()).toEqual([
      {
        file: 'points.json',
        pointer: '/shop/id',
        reason: 'shop id 8101 is used by another.json too',
        rule: 'identity',
      },
    ]);
  });

  it('rejects two shops with the same mall path (a named file from elsewhere)', async () => {
    const elsewhere = await mkdtemp(join(tmpdir(), 'elsewhere-'));
    const copy = await read('points.json');
    copy.shop.id = 7001;
    await writeFile(join(elsewhere, 'points.json'), JSON.stringify(copy));
    const { problems } = await checkProfileFolder(dir, [join(elsewhere, 'points.json')]);
    expect(problems.map((p) => [p.pointer, p.reason.replace(/ is used by .*/, '')])).toEqual([
      ['/shop/mallPath', 'mall path "points"'],
    ]);
    await rm(elsewhere, { recursive: true });
  });

  it('the CLI exits 1 and prints file#pointer: reason for each problem, 0 when all pass', async () => {
    await expect(run('npx', ['tsx', 'scripts/profiles-check.ts', '--dir', dir])).resolves.toMatchObject({
      stdout: expect.stringContaining('9 shop profile(s) valid'),
    });
    await edit('procure.json', (d) => (d.theme.colour = '#fff'));
    const failure = await run('npx', ['tsx', 'scripts/profiles-check.ts', '--dir', dir]).catch(
      (error) => error,
    );
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain(
      `${dir}/procure.json#/theme/colour: unknown key "colour" (did you mean "color"?)`.replace(
        `${process.cwd()}/`,
        '',
      ),
    );
  });

  it('warns, without failing, about a theme colour too light to read as text, naming the file that set it', async () => {
    await edit('guide.json', (d) => (d.theme.color = '#2C3E50'));
    const { problems, warnings } = await checkProfileFolder(dir);
    expect(problems).toEqual([]);
    const warned = warnings.map((w) => `${withoutDir(w.file)}#${w.pointer}`);
    expect(warned).toContain('dropship.json#/theme/color');
    expect(warned).not.toContain('guide.json#/theme/color');
    expect(warnings.find((w) => w.file.endsWith('dropship.json'))).toMatchObject({
      rule: 'theme-contrast',
      reason:
        'theme colour #F60 falls below WCAG AA 4.5:1 (3:1 for large text): 2.94:1 with white (white text on it, or it as text on the white page; below 3:1 even for large text) and 2.62:1 on the grey #f2f2f2 or its own tint; the nearest colour that passes is #b84900, which the storefront shows instead',
    });
  });
});
