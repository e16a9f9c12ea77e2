// A member shops on a phone (docs/phone.md): Chromium at 390 × 844 with touch, every step a tap.
import { expect, logIn, openPage, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The right sidebar, a bottom tab bar on a phone. */
const tabBar = (page: Page) => page.getByRole('complementary', { name: '侧边栏' });

test('on a phone a points member picks a category from the menu, adds with the bottom bar, settles from the tab bar and finds the order', async ({
  page: shop,
}) => {
  await resetShop(shop, 'points');
  await logIn(shop, 'points');
  await openPage(shop, '/points/home');
  let page = shop;

  // 1. The menu, then a category three levels down.
  await page.getByRole('button', { name: '菜单' }).tap();
  const menu = page.getByRole('dialog', { name: '菜单' });
  await menu.getByRole('button', { name: '食品饮料' }).tap();
  await menu.getByRole('button', { name: '茗茶冲饮' }).tap();
  await menu.getByRole('link', { name: '绿茶', exact: true }).tap();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/categoryCode=/);

  // 2. A goods of that category, added with the bottom bar.
  const goods = page.getByRole('main').getByRole('link', { name: /绿茶/ }).first();
  const goodsName = (await goods.innerText()).split('\n')[0]!.trim();
  // points opens a goods in a new tab (goodsCard.openInNewTab), as a phone's browser does too.
  [page] = await Promise.all([shop.context().waitForEvent('page'), goods.tap()]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(goodsName);
  const addToCart = page.getByRole('button', { name: '加入购物车' });
  await expect(addToCart).toBeInViewport();
  await addToCart.tap();
  await expect(page.getByText('添加购物车成功')).toBeVisible();

  // 3. The cart from the bottom tab, then settle.
  await page
    .getByRole('complementary', { name: '侧边栏' })
    .getByRole('button', { name: '购物车', exact: true })
    .tap();
  await page.getByRole('dialog', { name: '购物车' }).getByRole('button', { name: '去购物车结算' }).tap();
  await expect(page).toHaveURL(/\/points\/cart$/);
  await expect(page.getByRole('main')).toContainText(goodsName);
  const settle = page.getByRole('button', { name: /去结算/ });
  await expect(settle).toBeInViewport();
  await settle.tap();

  // 4. Submit the order.
  await expect(page).toHaveURL(/\/points\/orderSettlement\/settlement$/);
  await expect(page.getByRole('region', { name: '商品清单' })).toContainText(goodsName);
  const submit = page.getByRole('button', { name: '提交订单' });
  await expect(submit).toBeInViewport();
  await submit.tap();
  await expect(page).toHaveURL(/\/points\/orderSettlement\/paySuccess\?orderNo=/);
  const orderNo = await page.getByTestId('order-no').innerText();

  // 5. The order, first in 我的订单: back to the shop, the personal centre from the tab bar, then its menu.
  await page.getByRole('link', { name: '继续购物' }).tap();
  await tabBar(page).getByRole('button', { name: '个人中心', exact: true }).tap();
  await page.getByRole('button', { name: /^菜单：/ }).tap();
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '我的订单' }).tap();
  await expect(page).toHaveURL(/\/points\/userCenter\/order/);
  const first = page
    .getByRole('list', { name: '订单列表' })
    .getByRole('listitem', { name: /^订单 / })
    .first();
  await expect(first).toContainText(orderNo);
  await expect(first).toContainText(goodsName);
  // No page on the way scrolled sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors, 'uncaught page errors in the goods tab').toEqual([]);
});
