// A double click never submits twice (issue 11 item 6): cart 删除 and 收藏 / 取消收藏 send one request each
// and show one toast, in Chromium against the demo gateway, as the member of the points shop.
import { expect, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

/** Counts the requests the page sends to a gateway path ending in `pathEnd`. */
function countRequests(page: Page, pathEnd: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(pathEnd)) sent.push(request.url());
  });
  return sent;
}

/** Toasts are status (or alert) messages; a late second answer would show a second one. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('cart 删除: a double click deletes once, says 删除成功 once and never 购物车中没有该商品', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  const deletes = countRequests(page, '/cart/delCart');
  await page.goto('/points/cart');
  const line = page.getByRole('row').filter({ hasText: '有机高山绿茶' });
  await line.getByRole('button', { name: '删除' }).dblclick();

  await expect(toast(page, '删除成功')).toHaveCount(1);
  await expect(line).toHaveCount(0);
  // Room for a second request or answer to arrive, were there one.
  await page.waitForTimeout(500);
  expect(deletes).toHaveLength(1);
  await expect(toast(page, '删除成功')).toHaveCount(1);
  await expect(page.getByText('购物车中没有该商品')).toHaveCount(0);
});

test('收藏 and 取消收藏: a double click on each sends one request and shows one toast', async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  const adds = countRequests(page, '/cellection/add');
  const cancels = countRequests(page, '/cellection/cancel');
  await page.goto('/points/goodDetail/goodDetail?goodsCode=G-DISCOUNT');

  await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).dblclick();
  const favourite = page.getByRole('button', { name: '已收藏', exact: true, pressed: true });
  await expect(favourite).toBeVisible();
  await expect(toast(page, '收藏成功')).toHaveCount(1);
  expect(adds).toHaveLength(1);

  // The button stays locked for the spec's 3000 ms (spec 1 §5), then takes the next click.
  await expect(favourite).toBeEnabled({ timeout: 5000 });
  await favourite.dblclick();
  await expect(page.getByRole('button', { name: '收藏', exact: true, pressed: false })).toBeVisible();
  await expect(toast(page, '取消收藏成功')).toHaveCount(1);
  await page.waitForTimeout(500);
  expect(cancels).toHaveLength(1);
  expect(adds).toHaveLength(1);
  await expect(toast(page, '取消收藏成功')).toHaveCount(1);
});
