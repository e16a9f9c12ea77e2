import { readdirSync, readFileSync } from 'node:fs';
import {
  commodityCentrePath,
  engineDefaults,
  equityDetailPath,
  helpArticlePath,
  isLoginPage,
  loginPath,
  PAGE,
  PAGE_SEGMENTS,
  registerPath,
  SETTLEMENT,
  settlementPath,
  shopHome,
  shopPath,
  USER_CENTRE,
  withQuery,
} from '../../../engine';
import type { SettlementKind } from '../../../engine';
import { SHOP_ROUTES } from '../../../src/app/routes';

describe('the paths module builds every address to a page of the shop', () => {
  it.each([
    ['a page of the shop', shopPath('points', PAGE.cart), '/points/cart'],
    ['a page given without its slash', shopPath('points', 'cart'), '/points/cart'],
    ['the shop home', shopHome('procure'), '/procure/home'],
    ['spec 1 §4: login', loginPath('points'), '/points/login'],
    [
      'spec 1 §4: login remembers the page as its redirect, encoded',
      loginPath('points', '/userCenter/order?tab=2'),
      '/points/login?redirect=%2FuserCenter%2Forder%3Ftab%3D2',
    ],
    ['login with an empty redirect has none', loginPath('points', ''), '/points/login'],
    ['registration opens the login page on its form', registerPath('points'), '/points/login?tab=register'],
    ['the goods centre', commodityCentrePath(), '/commodityCenter/commodityCenter'],
    [
      'the goods centre searched, the keyword encoded',
      commodityCentrePath({ keyword: '茶 叶&' }),
      '/commodityCenter/commodityCenter?keyword=%E8%8C%B6%20%E5%8F%B6%26',
    ],
    [
      'the goods centre of a category',
      commodityCentrePath({ categoryCode: 'C1', keyword: '' }),
      '/commodityCenter/commodityCenter?categoryCode=C1',
    ],
    ['a help article', helpArticlePath(101), '/helpCenter/helpCenter?id=101'],
    ['an equity card', equityDetailPath('7'), '/equity/equityDetail?id=7'],
    ['a user-centre page', shopPath('s7815', USER_CENTRE.orders), '/s7815/userCenter/order'],
    ['a user-centre sub-page', USER_CENTRE.afterSaleDetail, '/userCenter/afterSalesRecord/afterSaleDetail'],
    ['empty query fields are left out', withQuery('/x', { a: null, b: undefined, c: '', d: 0 }), '/x?d=0'],
  ])('%s: %s', (_rule, built, expected) => {
    expect(built).toBe(expected);
  });

  it.each<[SettlementKind, string]>([
    ['normal', '/orderSettlement'],
    ['flashSale', '/msOrderSettlement'],
    ['virtual', '/virtualOrderSettlement'],
    ['jiCai', '/jiCaiOrderSettlement'],
  ])('spec 1 §2: the %s checkout lives under %s, with its settlement and paySuccess steps', (kind, base) => {
    expect(settlementPath(kind)).toBe(`${base}/settlement`);
    expect(settlementPath(kind, 'paySuccess')).toBe(`${base}/paySuccess`);
    expect(settlementPath(kind, 'settlement', { goodsCode: 'G1', quantity: 2 })).toBe(
      `${base}/settlement?goodsCode=G1&quantity=2`,
    );
  });

  it.each([
    ['/login', true],
    ['/login?redirect=%2Fcart', true],
    ['/login/', true],
    ['/pages/outside/login#x', true],
    ['/loginx', false],
    ['/cart', false],
    ['/', false],
  ])('isLoginPage(%s) is %s', (path, expected) => {
    expect(isLoginPage(path)).toBe(expected);
  });
});

describe('the route table takes every path from the paths module, once', () => {
  const modulePaths = [
    ...Object.values(PAGE),
    ...Object.values(USER_CENTRE),
    ...(Object.keys(SETTLEMENT) as SettlementKind[]).flatMap((kind) => [
      settlementPath(kind, 'settlement'),
      settlementPath(kind, 'paySuccess'),
    ]),
  ];
  const routePaths = SHOP_ROUTES.map((route) => `/${route.path}`);

  it('every page of the module has exactly one route', () => {
    for (const path of modulePaths)
      expect(
        routePaths.filter((route) => route === path),
        path,
      ).toHaveLength(1);
  });

  it('every route is a page of the module', () => {
    expect(routePaths.filter((path) => !modulePaths.includes(path))).toEqual([]);
  });

  it('the pages’ first segments are known, so a path starting with one is a page, not a mall path', () => {
    for (const path of routePaths) expect(PAGE_SEGMENTS.has(path.split('/')[1] ?? '')).toBe(true);
    expect(PAGE_SEGMENTS.has('points')).toBe(false);
  });
});

describe('menus name pages of the paths module', () => {
  /** Every `path` of a menu item, however deep the menu nests. */
  const menuPaths = (menus: unknown): string[] =>
    Array.isArray(menus) || (typeof menus === 'object' && menus !== null)
      ? Object.entries(menus).flatMap(([key, value]) =>
          key === 'path' && typeof value === 'string' ? [value] : menuPaths(value),
        )
      : [];
  const pages = new Set<string>([
    ...Object.values(PAGE),
    ...Object.values(USER_CENTRE),
    ...(Object.keys(SETTLEMENT) as SettlementKind[]).map((kind) => settlementPath(kind)),
  ]);
  const folder = new URL('../../../shop-profiles/', import.meta.url);
  const profileFiles = [
    ...readdirSync(folder).filter((file) => file.endsWith('.json') && file !== 'index.json'),
    ...readdirSync(new URL('presets/', folder)).map((file) => `presets/${file}`),
  ];

  it.each([
    ['the engine defaults', engineDefaults.menus],
    ...profileFiles.map((file) => [
      file,
      (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as { menus?: unknown }).menus,
    ]),
  ])('%s', (_file, menus) => {
    const unknown = menuPaths(menus).filter((path) => !pages.has(path.split('?')[0] ?? ''));
    expect(unknown).toEqual([]);
  });
});
