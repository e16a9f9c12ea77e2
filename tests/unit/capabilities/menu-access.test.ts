import { menuDeniesPage, menuTrail } from '../../../engine/capabilities/menu-access';
import type { MenuItem } from '../../../engine';

const orders: MenuItem = { key: 'order', title: '我的订单', path: '/userCenter/order', code: 'F000082' };
const review: MenuItem = {
  key: 'review',
  title: '订单审核',
  path: '/userCenter/reviewOrder',
  code: 'F000143',
};
const addresses: MenuItem = { key: 'address', title: '收货地址', path: '/userCenter/account/location' };
const account: MenuItem = { key: 'account', title: '账户设置', path: '/userCenter/account/setting' };
const profileMenu: MenuItem[] = [
  { key: 'orders', title: '订单中心', children: [orders, review] },
  { key: 'settings', title: '账户管理', children: [addresses, account] },
];
/** The member's menu: their codes leave out 订单审核. */
const userMenu: MenuItem[] = [
  { key: 'orders', title: '订单中心', children: [orders] },
  { key: 'settings', title: '账户管理', children: [addresses, account] },
];

describe('spec 1 §2: "User-centre layout: breadcrumb and a left menu filtered by permission code"', () => {
  it.each<[string, string, string[] | undefined]>([
    ['a page of the menu: its group and itself', '/userCenter/order', ['订单中心', '我的订单']],
    ['a page below one: its group and the parent page', '/userCenter/order/view', ['订单中心', '我的订单']],
    ['the deepest page wins over its parent path', '/userCenter/account/location', ['账户管理', '收货地址']],
    ['a page the menu does not list', '/userCenter/notice', undefined],
    ['a path that only starts like a page is not below it', '/userCenter/orderX', undefined],
  ])('menuTrail: %s (%s)', (_rule, path, titles) => {
    expect(menuTrail(profileMenu, path)?.map((item) => item.title)).toEqual(titles);
  });

  it.each<[string, string, boolean]>([
    ['a page the menu hides from the user may not be opened by its address', '/userCenter/reviewOrder', true],
    ['a page the user’s menu lists may', '/userCenter/order', false],
    ['a page below a listed page is the page’s to decide', '/userCenter/order/view', false],
    ['a page no menu lists is not the menu’s to deny', '/userCenter/notice', false],
  ])('menuDeniesPage: %s (%s)', (_rule, path, denied) => {
    expect(menuDeniesPage(profileMenu, userMenu, path)).toBe(denied);
  });
});
