// A page chunk that fails to load (a network blip, a deploy that removed it) in Chromium:
// the layout stays, 重试 loads the chunk again, 刷新页面 reloads at the same address.
import { expect, test } from './fixtures';
import type { Page } from './fixtures';

const GOODS_CENTRE_CHUNK = /\/assets\/commodity-centre-page-[^/]*\.js$/;
const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

async function openGoodsCentreWithout(page: Page, answer: 'abort' | 404) {
  await page.goto('/points/home');
  await expect(mainNav(page).getByRole('link', { name: '商品中心' })).toBeVisible();
  await page.route(GOODS_CENTRE_CHUNK, (route) =>
    answer === 'abort'
      ? route.abort('internetdisconnected')
      : route.fulfill({ status: 404, body: 'Not Found' }),
  );
  await mainNav(page).getByRole('link', { name: '商品中心' }).click();
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
}

test('a page chunk that fails shows 重试; the header stays usable; 重试 recovers once the network is back', async ({
  page,
}) => {
  await openGoodsCentreWithout(page, 'abort');
  // The header, cart and nav are still there and work while the page has failed.
  await expect(
    page.getByRole('navigation', { name: '顶部导航' }).getByRole('link', { name: /购物车/ }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索商品' }).fill('茶');

  await page.unroute(GOODS_CENTRE_CHUNK);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^商品中心 - 积分商城$/);
  await expect(page.getByRole('searchbox', { name: '搜索商品' })).toHaveValue('茶');

  await mainNav(page).getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/points\/home$/);
});

test('after a deploy removed the chunk (404), 刷新页面 reloads the same page', async ({ page }) => {
  await openGoodsCentreWithout(page, 404);
  await expect(page.getByRole('button', { name: '刷新页面' })).toBeVisible();
  await page.unroute(GOODS_CENTRE_CHUNK);
  await page.getByRole('button', { name: '刷新页面' }).click();
  await expect(page).toHaveURL(/\/points\/commodityCenter\/commodityCenter$/);
  await expect(page).toHaveTitle(/^商品中心 - 积分商城$/);
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toHaveCount(0);
});
