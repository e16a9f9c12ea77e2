// A double click never submits twice: cart 删除 asks once and sends one request; the 收藏 toggle follows the
// last click. In Chromium against the demo gateway, as the member of the points shop.
import { expect, logIn, resetShop, test, watchRequests } from './fixtures';
import type { Page } from './fixtures';

/** Toasts are status (or alert) messages; a late second answer would show a second one. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('cart 删除: a double click deletes once, says 删除成功 once and never 购物车中没有该商品', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  const deletes = watchRequests(page, '/cart/delCart');
  await page.goto('/points/cart');
  const line = page.getByRole('row').filter({ hasText: '有机高山绿茶' });
  await line.getByRole('button', { name: '删除' }).dblclick();
  const dialog = page.getByRole('dialog', { name: '删除商品' });
  await expect(dialog).toHaveCount(1);
  await dialog.getByRole('button', { name: '确定' }).dblclick();

  await expect(toast(page, '删除成功')).toHaveCount(1);
  await expect(line).toHaveCount(0);
  // Every delete sent has its answer: a second request, or a second answer's toast, would show by now.
  await deletes.allAnswered();
  expect(deletes.sent).toHaveLength(1);
  await expect(toast(page, '删除成功')).toHaveCount(1);
  await expect(page.getByText('购物车中没有该商品')).toHaveCount(0);
});

test('收藏 follows the last click: a double click ends where it began, the next click counts at once', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  const detail = '/points/goodDetail/goodDetail?goodsCode=G-DISCOUNT';
  await page.goto(detail);
  const notFavourite = page.getByRole('button', { name: '收藏', exact: true, pressed: false });
  const favourite = page.getByRole('button', { name: '已收藏', exact: true, pressed: true });

  await notFavourite.dblclick();
  await expect(notFavourite).toBeVisible();
  await expect(notFavourite).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(notFavourite).toBeVisible();

  // Within the spec's 3000 ms lock of the double click: a toggle is not held back.
  await notFavourite.click();
  await expect(favourite).toBeVisible();
  await expect(toast(page, '收藏成功').last()).toBeVisible();
  await expect(favourite).toHaveAttribute('aria-busy', 'false');
  await page.reload();
  await expect(favourite).toBeVisible();
});
