import { describe, expect, it } from 'vitest';
import { CAPABILITY_KEYS, explainCapabilities, GUEST, resolveCapabilities, shopFacts } from '../../../engine';
import type { CapabilityKey, Facts } from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';

const { shops } = await checkProfileFolder();

type User = Partial<Facts['user']> | 'guest';

function capabilitiesOf(mallPath: string, user: User = {}, shopInfo: Facts['shop'] = {}) {
  const resolved = shops.get(mallPath);
  if (!resolved) throw new Error(`no shop ${mallPath}`);
  const facts: Facts = {
    loggedIn: user !== 'guest',
    user: user === 'guest' ? GUEST : { roleId: 1, supplier: false, codes: [], ...user },
    shop: shopFacts(resolved.profile, shopInfo),
  };
  return resolveCapabilities(resolved, facts);
}

const value = (mallPath: string, key: CapabilityKey, user?: User, shopInfo?: Facts['shop']) =>
  capabilitiesOf(mallPath, user, shopInfo).capabilities[key];

describe('capabilities per shop type and special shop (spec 1 §1, §2, §6)', () => {
  it.each([
    // shop, capability, expected, rule
    ['points', 'price.mode', 'points', 'type 1: prices in points'],
    ['procure', 'price.mode', 'money', 'type 4: prices in money'],
    ['dropship', 'price.mode', 'money', 'type 10: prices in money'],
    ['points', 'goodsCard.showPrice', true, 'goods cards show prices'],
    ['procure', 'goodsCard.showPrice', true, 'goods cards show prices'],
    ['dropship', 'goodsCard.showPrice', false, 'type 10 hides prices on goods cards'],
    ['s9406', 'goodsCard.showPrice', false, 'shop 9406 hides prices on goods cards'],
    ['points', 'nav.homeTab', true, 'the home tab shows'],
    ['procure', 'nav.homeTab', true, 'the home tab shows'],
    ['dropship', 'nav.homeTab', false, 'type 10 hides the home tab'],
    ['dropship', 'header.logoLink', false, 'type 10 hides the logo link'],
    ['points', 'header.logoLink', true, 'the logo links home'],
    ['s7815', 'nav.goodsCentreTab', false, 'shop 7815 hides the goods-centre tab'],
    ['points', 'nav.goodsCentreTab', true, 'the goods-centre tab shows'],
    ['dropship', 'orders.view', 'externalAdmin', 'type 10 sends order viewing to an external admin page'],
    ['procure', 'orders.view', 'list', 'roleId 1 sees the order list'],
    ['points', 'orders.view', 'list', 'the order list'],
    ['s1098', 'browseHistory.record', false, 'custom project 1098 records no browse history'],
    ['guide', 'browseHistory.record', true, 'browse history is recorded'],
    ['procure', 'address.aliasLabel', '地址简称', 'type 4: the alias is labelled 地址简称'],
    ['points', 'address.aliasLabel', '别名', 'ordinary shops: 别名'],
    ['procure', 'address.aliasRequired', true, 'type 4: the alias is required'],
    ['points', 'address.aliasRequired', false, 'ordinary shops: the alias is optional'],
    [
      's9009',
      'orderAddress.editableFields',
      ['receiverName', 'receiverPhone', 'isDefault'],
      'shop 9009: name, phone and default flag only',
    ],
    ['s9009', 'orderAddress.saveVia', 'placeOrderAddress', 'shop 9009 saves through the order-address call'],
    ['procure', 'orderAddress.saveVia', 'memberAddress', 'other shops save to the address book'],
  ] as [string, CapabilityKey, unknown, string][])('%s: %s is %j (%s)', (mallPath, key, expected) => {
    expect(value(mallPath, key)).toEqual(expected);
  });

  it.each([
    ['procure', 2, 'review', 'in a type 4 shop roleId 2 sees the order review view'],
    ['s4334', 2, 'review', 'every type 4 shop'],
    ['points', 2, 'list', 'not in a points mall'],
    ['dropship', 2, 'externalAdmin', 'type 10 keeps the admin page'],
  ] as [string, number, string, string][])(
    '%s roleId %i: orders.view is %s (%s)',
    (mallPath, roleId, expected) => {
      expect(value(mallPath, 'orders.view', { roleId })).toBe(expected);
    },
  );

  it.each([
    [1, true],
    [null, true],
    [2, false],
    [3, false],
  ])('roleId %s may add to cart: %s (roleId 1 or empty may add to cart)', (roleId, expected) => {
    for (const mallPath of ['points', 'procure', 'dropship'])
      expect(value(mallPath, 'cart.canAdd', { roleId })).toBe(expected);
  });

  it('guests count as an empty roleId for the cart (they are sent to login when they try)', () => {
    expect(value('points', 'cart.canAdd', 'guest')).toBe(true);
  });

  it.each([
    [{ supplier: true, codes: ['F000430'] }, true],
    [{ supplier: false, codes: ['F000430'] }, false],
    [{ supplier: true, codes: [] }, false],
  ])('goods sourcing needs a supplier with F000430: %j → %s', (user, expected) => {
    expect(value('procure', 'sourcing.enabled', user)).toBe(expected);
  });

  it.each([
    ['points', { openVisitors: 1 }, true],
    ['points', { openVisitors: 0 }, false],
    ['procure', {}, false],
    ['procure', { openVisitors: 1 }, true],
  ] as const)('%s with shop info %j: visitors allowed %s (openVisitors)', (mallPath, shopInfo, expected) => {
    expect(value(mallPath, 'visitors.allowed', 'guest', shopInfo)).toBe(expected);
  });

  it.each([
    [{ showSales: 1001 }, true],
    [{ showSales: '1001' as unknown as number }, true],
    [{ showSales: 1002 }, false],
  ])('showSales %j shows the sold count: %s', (shopInfo, expected) => {
    expect(value('procure', 'goodsCard.showSales', {}, shopInfo)).toBe(expected);
  });

  it('points restricted to designated goods come from the shop info (isPointsDesignatedGoods)', () => {
    expect(value('points', 'goodsCard.pointsDesignatedOnly')).toBe(true);
    expect(value('points', 'goodsCard.pointsDesignatedOnly', {}, { isPointsDesignatedGoods: 0 })).toBe(false);
  });

  it('the equity label and tab need F000370 on a shop with equity', () => {
    expect(value('points', 'equity.enabled', { codes: ['F000370'] })).toBe(true);
    expect(value('points', 'equity.enabled', { codes: [] })).toBe(false);
    expect(value('procure', 'equity.enabled', { codes: ['F000370'] })).toBe(false);
  });
});

describe('menus filtered by permission codes and capabilities (spec 1 §2, §6)', () => {
  const keys = (items: readonly { key: string }[]) => items.map((item) => item.key);

  it('the user-centre menu shows only groups and items whose codes the user holds', () => {
    const { menus } = capabilitiesOf('points', { codes: ['F000060', 'F000061', 'F000513', 'F000176'] });
    expect(menus.userCentre.map((group) => [group.key, keys(group.children ?? [])])).toEqual([
      ['personal', ['home', 'scorecard', 'favourites']],
    ]);
  });

  it('a group the user holds no child of is hidden', () => {
    const { menus } = capabilitiesOf('points', { codes: ['F000060'] });
    expect(menus.userCentre).toEqual([]);
  });

  it('the order list or the order review shows by orders.view', () => {
    const codes = ['F000082', 'F000143'];
    const orderItems = (roleId: number) =>
      keys(
        capabilitiesOf('procure', { roleId, codes }).menus.userCentre.find((group) => group.key === 'orders')
          ?.children ?? [],
      );
    expect(orderItems(1)).toEqual(['order']);
    expect(orderItems(2)).toEqual(['review-order']);
  });

  it.each([
    ['points', ['home', 'goods-centre']],
    ['dropship', ['goods-centre']],
    ['s7815', ['home']],
    ['s4334', ['home', 'goods-centre', 'contract-customers', 'apple-zone']],
  ])('%s nav tabs: %j', (mallPath, expected) => {
    expect(keys(capabilitiesOf(mallPath).menus.navTabs)).toEqual(expected);
  });

  it.each([
    ['points', ['personal-centre', 'cart', 'favourites', 'customer-service', 'back-to-top']],
    ['procure', ['personal-centre', 'cart', 'favourites', 'back-to-top']],
    ['dropship', ['personal-centre', 'cart', 'favourites', 'back-to-top', 'my-orders']],
    ['guide', ['personal-centre', 'cart', 'favourites', 'back-to-top', 'survey', 'guide']],
  ])('%s sidebar tabs for a member with cart, favourites and orders codes: %j', (mallPath, expected) => {
    const { menus } = capabilitiesOf(mallPath, { codes: ['F000041', 'F000176', 'F000040'] });
    expect(keys(menus.sidebarTabs)).toEqual(expected);
  });
});

describe('explain: every answer names the layer, file and JSON pointer that decided it', () => {
  it.each([
    [
      'dropship',
      'nav.homeTab',
      {},
      'nav.homeTab = false  ← profile shop-profiles/presets/dropshipping.json#/capabilities/nav.homeTab',
    ],
    [
      's9406',
      'goodsCard.showPrice',
      {},
      'goodsCard.showPrice = false  ← profile shop-profiles/s9406.json#/capabilities/goodsCard.showPrice',
    ],
    [
      'points',
      'nav.homeTab',
      {},
      'nav.homeTab = true  ← default engine/capabilities/catalogue.ts#/nav.homeTab',
    ],
    [
      'procure',
      'orders.view',
      { roleId: 2 },
      'orders.view = "review"  ← rule "reviewer-sees-order-review" shop-profiles/presets/procurement.json#/rules/0/set/orders.view',
    ],
    [
      'points',
      'cart.canAdd',
      { roleId: 1 },
      'cart.canAdd = true  ← rule "cart-for-role-1-or-empty" engine/profiles/defaults.ts#/rules/5/set/cart.canAdd',
    ],
  ] as const)('%s %s', (mallPath, key, user, line) => {
    expect(explainCapabilities(capabilitiesOf(mallPath, user), key)).toEqual([line]);
  });

  it('explains every capability when none is named', () => {
    expect(explainCapabilities(capabilitiesOf('points'))).toHaveLength(CAPABILITY_KEYS.length);
  });
});
