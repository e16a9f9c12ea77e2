// Product reviews in Chromium (docs/reviews.md): as `member` on `points`, 评价 on a line of an 已完成 order
// with 4 stars and text; the goods detail's 商品评价 then shows the review and the new average.
import { expect, LOADED, logIn, resetShop, test } from './fixtures';

const REVIEWED_GOODS = '/points/goodDetail/goodDetail?goodsCode=G-0012&goodsSkuCode=G-0012-01';

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
});

test('a completed line reviewed with 4 stars and text shows on the goods detail with the new average', async ({
  page,
}) => {
  await page.goto(REVIEWED_GOODS);
  const reviews = page.getByRole('region', { name: '商品评价' });
  await reviews.scrollIntoViewIfNeeded(LOADED);
  await expect(reviews).toContainText('共 2 条评价', LOADED);
  await expect(reviews).toContainText('综合评分 5.0 分');

  await page.goto('/points/userCenter/order');
  // The seeded unreviewed order's G-0012 line (other completed orders have lines to review too).
  const entry = page
    .getByRole('link', { name: /^评价：/ })
    .and(page.locator('[href*="goodsSkuCode=G-0012-01"]'))
    .first();
  await expect(entry).toBeVisible(LOADED);
  await entry.click();
  await expect(page).toHaveURL(/\/points\/editProductReview\?orderNo=DM\d+&goodsSkuCode=G-0012-01$/);

  const submit = page.getByRole('button', { name: '提交评价' });
  await submit.click();
  await expect(page.getByText('请选择评分')).toBeVisible();
  await page.getByRole('radiogroup', { name: '商品评分' }).getByRole('radio', { name: '4星 好' }).check();
  await page.getByLabel('评价内容').fill('茶香清新，<i>回甘</i>明显，会再回购。');
  await expect(page.getByText('22/500')).toBeVisible();
  await submit.click();
  await expect(page.getByText('评价成功')).toBeVisible();
  const mine = page.getByRole('article', { name: '我的评价' });
  await expect(mine).toContainText('茶香清新，<i>回甘</i>明显，会再回购。');
  await expect(page.getByText('已评价', { exact: true })).toBeVisible();

  await page.goto('/points/userCenter/order');
  await expect(page.getByRole('link', { name: /^已评价：.+/ }).first()).toBeVisible(LOADED);

  await page.goto(REVIEWED_GOODS);
  await reviews.scrollIntoViewIfNeeded(LOADED);
  await expect(reviews).toContainText('共 3 条评价', LOADED);
  await expect(reviews).toContainText('综合评分 4.7 分');
  const newest = reviews.getByRole('article').first();
  await expect(newest).toContainText('茶香清新，<i>回甘</i>明显，会再回购。');
  await expect(newest).toContainText('演***员');
  await expect(newest.getByRole('img', { name: '4星 好' })).toBeVisible();
});
