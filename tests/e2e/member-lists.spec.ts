// The member's own lists in Chromium (docs/member-pages.md): 我的收藏, 浏览记录 and 我的权益.
import { expect, LOADED, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const detail = (goodsCode: string) =>
  `/points/goodDetail/goodDetail?goodsCode=${goodsCode}&goodsSkuCode=${goodsCode}-01`;

/** Opens a goods detail and answers the goods' name, as its heading shows it. */
async function visit(page: Page, goodsCode: string): Promise<string> {
  await page.goto(detail(goodsCode));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty(LOADED);
  return (await heading.textContent())?.trim() ?? '';
}

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
});

test('favourites: add from a goods detail, first in 我的收藏, add to cart, cancel', async ({ page }) => {
  const name = await visit(page, 'G-0008');
  await page.getByRole('button', { name: '收藏', exact: true, pressed: false }).click();
  await expect(page.getByRole('button', { name: '已收藏', exact: true, pressed: true })).toBeVisible();

  await page.goto('/points/userCenter/colct');
  const list = page.getByRole('list', { name: '收藏列表' });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText(name, LOADED);
  await expect(first).toHaveAttribute('aria-posinset', '1');

  await first.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('添加购物车成功')).toBeVisible();

  await first.getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByText('取消收藏成功')).toBeVisible();
  await expect(list.getByRole('listitem').first()).not.toContainText(name);
});

test('history: two visits listed under 今天, then 清空', async ({ page }) => {
  const names = [await visit(page, 'G-0006'), await visit(page, 'G-0007')];
  await page.goto('/points/userCenter/historyRecords');
  const today = page.getByRole('region', { name: '今天' });
  for (const name of names) await expect(today).toContainText(name, LOADED);
  await expect(today.getByRole('listitem').first()).toContainText(names[1] ?? '');

  await page.getByRole('button', { name: '清空' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('暂无浏览记录')).toBeVisible();
});

test('an equity card opens its detail', async ({ page }) => {
  await page.goto('/points/userCenter/equityCard');
  const card = page.getByRole('list', { name: '权益卡' }).getByRole('link').first();
  await expect(card).toContainText('年度体检权益卡', LOADED);
  await card.click();
  await expect(page).toHaveURL(/\/points\/equity\/equityDetail\?id=\d+/);
  await expect(page.getByText('年度体检权益卡').first()).toBeVisible(LOADED);
});
