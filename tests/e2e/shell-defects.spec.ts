// Defects a new user found in the shell, walked through in Chromium: both drawers open side by
// side, an opaque category pop-up, the flash-sale list and the top ad banner.
import { expect, hoverOpen, logIn, openPage, resetShop, slidIn, test } from './fixtures';
import type { Page } from './fixtures';

const sidebarTab = (page: Page, name: string) =>
  page.getByRole('complementary', { name: '侧边栏' }).getByRole('button', { name, exact: true });

test('a member opens the cart and the favourites together: both show, side by side', async ({
  page,
}, info) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await openPage(page, '/points/home');
  await sidebarTab(page, '购物车').click();
  await sidebarTab(page, '我的收藏').click();
  const cart = page.getByRole('dialog', { name: '购物车' });
  const favourites = page.getByRole('dialog', { name: '我的收藏' });
  await expect(cart.getByRole('button', { name: '去购物车结算' })).toBeVisible();
  await expect(favourites.getByRole('button', { name: '取消收藏' }).first()).toBeVisible();
  await slidIn(cart);
  await slidIn(favourites);
  const [cartBox, favouritesBox] = [await cart.boundingBox(), await favourites.boundingBox()];
  expect(cartBox?.width).toBe(300);
  expect(favouritesBox?.width).toBe(300);
  // The favourites opened second, beside the cart: no overlap.
  expect((favouritesBox?.x ?? 0) + (favouritesBox?.width ?? 0)).toBeLessThanOrEqual(cartBox?.x ?? 0);
  await page.screenshot({ path: info.outputPath('both-drawers.png') });
});

test('the category pop-up hides the page behind it', async ({ page }, info) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await openPage(page, '/points/home');
  const categories = page.getByRole('list', { name: '商品分类' });
  await hoverOpen(page.getByRole('button', { name: '全部商品分类' }), categories);
  expect(await categories.evaluate((list) => getComputedStyle(list).backgroundColor)).toBe('rgb(40, 40, 40)');
  await page.screenshot({ path: info.outputPath('category-popup.png') });
});

test('a member browses the flash sales and opens the running one', async ({ page }, info) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto('/points/spike/spike');
  await expect(page).toHaveTitle('限时秒杀 - 积分商城');
  const running = page.getByRole('region', { name: '进行中' });
  await expect(running.getByRole('timer')).toContainText('距结束');
  await expect(page.getByRole('region', { name: '即将开始' }).getByRole('timer')).toContainText('距开始');
  await expect(page.getByRole('region', { name: '已结束' }).getByRole('timer')).toHaveText('秒杀已结束');
  await page.screenshot({ path: info.outputPath('flash-sale.png'), fullPage: true });
  await running.getByRole('link', { name: /便携无线蓝牙音箱/ }).click();
  await expect(page).toHaveURL(/\/points\/goodDetail\/goodDetail\?goodsCode=G-FLASH-RUNNING&/);
  // The URL changes before the detail page replaces the list: wait for its heading, then its one timer.
  await expect(page.getByRole('heading', { level: 1, name: /便携无线蓝牙音箱/ })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('距结束');
});

test('a member opening 售后详情 without a case is told the number is missing, never 暂无售后记录', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto('/points/userCenter/afterSalesRecord/afterSaleDetail');
  await expect(page.getByText('缺少售后单号')).toBeVisible();
  await expect(page.getByText('暂无售后记录')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(
    /首页.*订单中心.*售后记录.*售后详情/,
  );
});

test('the guide shop shows its top ad banner above the nav bar', async ({ page }, info) => {
  await page.goto('/guide/home');
  const banner = page.getByRole('complementary', { name: '广告' });
  await expect(banner).toContainText('积分狂欢月');
  const [bannerBox, navBox] = [
    await banner.boundingBox(),
    await page.getByRole('navigation', { name: '顶部导航' }).boundingBox(),
  ];
  expect(bannerBox?.y).toBe(0);
  expect(navBox?.y).toBeGreaterThanOrEqual((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0));
  await page.screenshot({ path: info.outputPath('top-banner.png') });
});
