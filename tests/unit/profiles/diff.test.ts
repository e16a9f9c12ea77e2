// profiles:diff (docs/ops.md): what a draft changes against the live shop, each side's source, and the
// effect in the shopper's or operator's words; the command's exit codes and JSON.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPABILITY_KEYS, capabilityCatalogue } from '../../../engine';
import { capabilityEffect } from '../../../engine/capabilities/effects';
import { checkProfiles } from '../../../engine/profiles/check';
import { diffProfiles } from '../../../engine/profiles/diff';
import { readProfileFolder } from '../../../scripts/lib/profiles-fs';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- drafts are written as raw JSON, like an operator's
type RawProfile = any;

const folder = await readProfileFolder();
const live = async (mallPath: string): Promise<RawProfile> =>
  JSON.parse(await readFile(`shop-profiles/${mallPath}.json`, 'utf8'));

/** The draft (named like the live file, in drafts/) resolved, and its diff against the live shop. */
async function diffOf(mallPath: string, change: (draft: RawProfile) => void) {
  const draft = await live(mallPath);
  change(draft);
  const files = [
    { file: `shop-profiles/${mallPath}.json`, data: await live(mallPath) },
    { file: `drafts/${mallPath}.json`, data: draft },
  ];
  const [base, changed] = files.map((file) => {
    const { shops, problems } = checkProfiles([file], folder.presets);
    expect(problems).toEqual([]);
    return shops.get(mallPath)!;
  });
  return diffProfiles(base!, changed!);
}

const effects = async (mallPath: string, change: (draft: RawProfile) => void) =>
  (await diffOf(mallPath, change)).map((each) => [each.effect, each.users]);

describe('diffProfiles: each change with its effect on the shopper', () => {
  it('an unchanged draft has no change', async () => {
    expect(await diffOf('points', () => {})).toEqual([]);
  });

  it.each<[string, string, string, (draft: RawProfile) => void]>([
    [
      'points',
      'hiding prices on cards',
      '商品卡片不再显示价格',
      (d) => (d.capabilities = { 'goodsCard.showPrice': false }),
    ],
    ['s9406', 'showing them again', '商品卡片显示价格', (d) => delete d.capabilities['goodsCard.showPrice']],
    [
      'points',
      'a choice',
      '结算方式 普通 → 集采',
      (d) => (d.capabilities = { 'checkout.settlement': 'jiCai' }),
    ],
    [
      'points',
      'a text',
      '地址别名的标签 「别名」 → 「简称」',
      (d) => (d.capabilities = { 'address.aliasLabel': '简称' }),
    ],
    ['points', 'the theme colour', '主题色 #E32929 → #0B7A4B', (d) => (d.theme.color = '#0B7A4B')],
    [
      'points',
      'a limit without a name of its own',
      '限制·搜索 keywordMax 50 → 30',
      (d) => (d.limits = { search: { keywordMax: 30 } }),
    ],
  ])('%s: %s says “%s”', async (mallPath, _what, effect, change) => {
    expect(await effects(mallPath, change)).toEqual([[effect, undefined]]);
  });

  it('a list capability names what it gains and loses', () => {
    expect(
      capabilityEffect('orderAddress.editableFields', ['receiverName', 'detail'], ['detail', 'alias']),
    ).toBe('结算时可改的地址字段增加地址别名；结算时可改的地址字段去掉收货人');
  });

  it('a renamed, an added and a removed menu entry', async () => {
    const changes = await effects('points', (draft) => {
      draft.menus = {
        topNav: [
          {
            key: 'orders',
            title: '订单列表',
            path: '/userCenter/order',
            code: 'F000040',
            requiresLogin: true,
          },
          { key: 'cart', title: '购物车', path: '/cart', code: 'F000041' },
          { key: 'help', title: '帮助', path: '/helpCenter?id=101' },
        ],
      };
    });
    expect(changes.map(([effect]) => effect)).toEqual([
      '菜单「请登录」不再显示',
      '菜单「退出」不再显示',
      '菜单「我的订单」改名为「订单列表」',
      '菜单「手机版」不再显示',
      '新增菜单「帮助」',
    ]);
  });

  it('a rule that changes a capability for some users names them and the rule', async () => {
    const changes = await diffOf('procure', (draft) => {
      draft.rules = [
        {
          id: 'reviewer-sees-order-review',
          description: '审核员改看订单列表',
          when: { 'user.roleId': 2 },
          set: { 'orders.view': 'list' },
        },
      ];
    });
    expect(changes.map((each) => [each.effect, each.users])).toEqual([
      ['订单查看方式 订单审核 → 订单列表', ['审核员']],
      ['修改规则「reviewer-sees-order-review」：审核员改看订单列表', undefined],
    ]);
    expect(changes[0]?.before.source).toBe(
      'rule "reviewer-sees-order-review" shop-profiles/presets/procurement.json#/rules/0/set/orders.view',
    );
    expect(changes[0]?.after.source).toBe(
      'rule "reviewer-sees-order-review" drafts/procure.json#/rules/0/set/orders.view',
    );
  });

  it('names the layer and file#pointer of both sides', async () => {
    const [change] = await diffOf('points', (d) => (d.capabilities = { 'goodsCard.showPrice': false }));
    expect([change?.before.source, change?.after.source]).toEqual([
      'default engine/capabilities/catalogue.ts#/goodsCard.showPrice',
      'profile drafts/points.json#/capabilities/goodsCard.showPrice',
    ]);
  });

  it.each(CAPABILITY_KEYS)('%s has an effect line', (key) => {
    const { default: was } = capabilityCatalogue[key];
    const effect = capabilityEffect(key, was, Array.isArray(was) ? [] : !was);
    expect(effect).toMatch(/\p{Script=Han}/u);
  });
});

describe('npm run profiles:diff', () => {
  const run = promisify(execFile);
  let dir: string;
  const diff = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/profiles-diff.ts', ...args]).then(
      (done) => ({ code: 0, ...done }),
      (failed) => failed as { code: number; stdout: string; stderr: string },
    );
  const draft = async (change: (draft: RawProfile) => void) => {
    const data = await live('points');
    data.$schema = undefined;
    change(data);
    await writeFile(join(dir, 'points.json'), JSON.stringify(data));
    return join(dir, 'points.json');
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'drafts-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('exits 0 when the draft changes nothing', async () => {
    const answer = await diff(await draft(() => {}));
    expect([answer.code, answer.stdout]).toEqual([0, expect.stringContaining('0 change(s)')]);
  });

  it('exits 1 and prints old → new, both sources and the effect', async () => {
    const answer = await diff(await draft((d) => (d.theme.color = '#0B7A4B')));
    expect(answer.code).toBe(1);
    expect(answer.stdout).toContain('主题色 #E32929 → #0B7A4B');
    expect(answer.stdout).toContain('value /theme/color: "#E32929" → "#0B7A4B"');
    expect(answer.stdout).toContain('was: profile shop-profiles/points.json#/theme/color');
  });

  it('prints the same as data with --json, against another base', async () => {
    const answer = await diff(await draft(() => {}), '--base', 'guide', '--json');
    const printed = JSON.parse(answer.stdout);
    expect(answer.code).toBe(1);
    expect(printed.base).toBe('shop-profiles/guide.json');
    expect(printed.changes).toContainEqual(
      expect.objectContaining({
        kind: 'value',
        subject: '/shop/mallPath',
        effect: '商城路径 guide → points',
      }),
    );
  });

  it("exits 2 on an invalid draft with the checker's file, pointer and reason", async () => {
    const answer = await diff(await draft((d) => (d.capabilities = { 'goodsCard.showPrice': 'no' })));
    expect(answer.code).toBe(2);
    expect(answer.stderr).toMatch(/points\.json#\/capabilities\/goodsCard\.showPrice: .*must be a boolean/);
  });
});
