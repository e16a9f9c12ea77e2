// The profile check's warnings (docs/ops.md): what passes but will look wrong, each with its rule id. For each
// rule, a profile that trips it and one that does not; then the CLI's formats and fail levels.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkProfiles } from '../../../engine/profiles/check';
import { readProfileFolder } from '../../../scripts/lib/profiles-fs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- profiles are edited as raw JSON, like an operator's
type RawProfile = any;

const folder = await readProfileFolder();
const live = async (mallPath: string): Promise<RawProfile> =>
  JSON.parse(await readFile(`shop-profiles/${mallPath}.json`, 'utf8'));

/** The warnings of one rule for a demo shop after `change`, as [rule, pointer, reason]. */
async function warningsOf(mallPath: string, rule: string, change: (profile: RawProfile) => void) {
  const data = await live(mallPath);
  change(data);
  const { problems, warnings } = checkProfiles([{ file: `${mallPath}.json`, data }], folder.presets);
  expect(problems).toEqual([]);
  return warnings.filter((each) => each.rule === rule).map((each) => [each.rule, each.pointer, each.reason]);
}

const TAB = { path: '/home' };
const tabs = (...titles: string[]) => titles.map((title, index) => ({ ...TAB, key: `t${index}`, title }));

describe('profile warnings', () => {
  it.each<[string, string, (profile: RawProfile) => void]>([
    ['a dark theme colour', 'theme-contrast', (p) => (p.theme.color = '#1A3C6E')],
    [
      'six short nav tabs',
      'nav-overflow',
      (p) => (p.menus = { navTabs: tabs('首页', '商品中心', '新品', '热销', '品牌', '专题') }),
    ],
    [
      'a search hint that fits',
      'label-too-long',
      (p) => (p.labels = { searchPlaceholder: '搜索商品名称或编码' }),
    ],
    [
      'a menu entry the shop can open',
      'menu-unreachable',
      (p) => (p.menus = { navTabs: [{ ...TAB, key: 'x', title: '权益', capability: 'price.mode=points' }] }),
    ],
  ])('%s does not trip %s', async (_, rule, change) => {
    expect(await warningsOf('points', rule, change)).toEqual([]);
  });

  it('a light theme colour: its contrast with white and the grey, and the nearest colour that passes', async () => {
    expect(await warningsOf('points', 'theme-contrast', (p) => (p.theme.color = '#FFB000'))).toEqual([
      [
        'theme-contrast',
        '/theme/color',
        'theme colour #FFB000 falls below WCAG AA 4.5:1 (3:1 for large text): 1.83:1 with white (white text on it, or it as text on the white page; below 3:1 even for large text) and 1.64:1 on the grey #f2f2f2 or its own tint; the nearest colour that passes is #946600, which the storefront shows instead',
      ],
    ]);
  });

  it('more nav tabs than the 1200 px bar holds beside the category menu', async () => {
    const many = tabs(
      '首页',
      '商品中心',
      '新品上市',
      '热销排行',
      '品牌馆',
      '专题活动',
      '企业采购',
      '积分兑换',
      '会员专享',
      '帮助中心',
    );
    const found = await warningsOf('points', 'nav-overflow', (p) => (p.menus = { navTabs: many }));
    expect(found).toEqual([
      [
        'nav-overflow',
        '/menus/navTabs',
        'the 10 nav tabs need about 1032 px; the 1200 px bar has 968 px for them beside the category menu: shorten or remove some',
      ],
    ]);
  });

  it('a label longer than its slot', async () => {
    const hint = '请输入您想要搜索的商品名称、品牌、型号或者商品编码，支持模糊搜索';
    expect(
      await warningsOf('points', 'label-too-long', (p) => (p.labels = { searchPlaceholder: hint })),
    ).toEqual([
      [
        'label-too-long',
        '/labels/searchPlaceholder',
        `"${hint}" sets about 448 px at 14 px; its slot is 436 px wide and cuts it off`,
      ],
    ]);
  });

  it('a menu entry of the shop whose capability no user of the shop gets', async () => {
    const entry = { ...TAB, key: 'x', title: '积分规则', capability: 'price.mode=points' };
    expect(await warningsOf('procure', 'menu-unreachable', (p) => (p.menus = { navTabs: [entry] }))).toEqual([
      [
        'menu-unreachable',
        '/menus/navTabs/0',
        'menu entry "积分规则" needs price.mode=points, which no user of this shop gets: no one can open it',
      ],
    ]);
  });

  it('a configured link the link policy refuses is an error, not a warning', async () => {
    const data = await live('points');
    data.menus = { navLinks: [{ key: 'x', title: '外链', url: 'javascript:alert(1)' }] };
    const { problems } = checkProfiles([{ file: 'points.json', data }], folder.presets);
    expect(problems.map((each) => [each.rule, each.pointer])).toEqual([
      ['link-policy', '/menus/navLinks/0/url'],
    ]);
  });
});

describe('npm run profiles:check: formats and fail levels', () => {
  const run = promisify(execFile);
  let dir: string;
  const check = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/profiles-check.ts', ...args]).then(
      (done) => ({ code: 0, ...done }),
      (failed) => failed as { code: number; stdout: string; stderr: string },
    );
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'warned-'));
    const data = await live('points');
    data.labels = { searchPlaceholder: '请输入您想要搜索的商品名称、品牌、型号或者商品编码，支持模糊搜索' };
    delete data.$schema;
    data.shop = { ...data.shop, id: 5999, mallPath: 'warned' };
    await writeFile(join(dir, 'warned.json'), JSON.stringify(data));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prints each finding as data with --format json: file, pointer, rule, severity, message', async () => {
    const answer = await check('--format', 'json', join(dir, 'warned.json'));
    expect(answer.code).toBe(0);
    expect(JSON.parse(answer.stdout).findings).toContainEqual({
      file: join(dir, 'warned.json'),
      pointer: '/labels/searchPlaceholder',
      rule: 'label-too-long',
      severity: 'warning',
      message: expect.stringContaining('its slot is 436 px wide'),
    });
  });

  it('passes with warnings by default and fails on them at --fail-level warning', async () => {
    const named = join(dir, 'warned.json');
    expect((await check(named)).code).toBe(0);
    const strict = await check('--fail-level', 'warning', named);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('warning: ');
  });
});
