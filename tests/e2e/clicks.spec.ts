// Controls answer every click, and the favourites drawer fits its 300 px (docs/member-pages.md), in Chromium
// against the demo gateway, as the member of the points shop.
import { expect, LOADED, logIn, openPage, resetShop, slidIn, test, watchRequests } from './fixtures';
import type { Page } from './fixtures';

const sidebarTab = (page: Page, title: string) =>
  page.getByRole('complementary', { name: '侧边栏' }).getByRole('button', { name: title, exact: true });

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
});

test('favourites drawer: every name shows, each price on one line, 取消收藏 inside the 300 px drawer', async ({
  page,
}) => {
  await openPage(page, '/points/home');
  await sidebarTab(page, '我的收藏').click();
  const drawer = page.getByRole('dialog', { name: '我的收藏' });
  const rows = drawer.getByRole('listitem');
  await expect(rows.first()).toBeVisible(LOADED);
  await slidIn(drawer);
  const box = await drawer.boundingBox();
  expect(box?.width).toBe(300);
  const count = Math.min(await rows.count(), 5);
  let previousBottom = -Infinity;
  for (let at = 0; at < count; at += 1) {
    const row = rows.nth(at);
    const name = row.getByRole('link').or(row.locator('button.name')).first();
    const nameBox = await name.boundingBox();
    // The name has room to show, and stays within its row: rows never overlap.
    expect(nameBox?.width ?? 0).toBeGreaterThan(60);
    const rowBox = await row.boundingBox();
    expect(nameBox!.y).toBeGreaterThanOrEqual(rowBox!.y);
    expect(nameBox!.y + nameBox!.height).toBeLessThanOrEqual(rowBox!.y + rowBox!.height);
    expect(rowBox!.y).toBeGreaterThanOrEqual(previousBottom - 1);
    previousBottom = rowBox!.y + rowBox!.height;
    // The price (and a badge such as 已下架) on one line: no taller than one line of text.
    const price = row.getByText(/积分$/).first();
    expect((await price.boundingBox())?.height ?? 99).toBeLessThan(24);
    for (const button of await row.getByRole('button', { name: /取消收藏|加入购物车/ }).all()) {
      const buttonBox = await button.boundingBox();
      expect(buttonBox!.x).toBeGreaterThanOrEqual(box!.x);
      expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
      await expect(button).toBeInViewport({ ratio: 1 });
    }
  }
  const badge = drawer.getByText(/^(已下架|已售罄)$/).first();
  await expect(badge).toBeVisible();
  expect((await badge.boundingBox())?.height ?? 99).toBeLessThan(24);
});

test('cart: a line ticked twice quickly, then 全选 twice quickly: the boxes, the header and 已选 agree, also after a reload', async ({
  page,
}) => {
  // A reload before every tick has its answer would cut the last one off.
  const ticks = watchRequests(page, '/updateCart');
  await page.goto('/points/cart');
  const box = page.getByRole('checkbox', { name: '选择 有机高山绿茶 特级 100g' });
  const all = page.getByRole('checkbox', { name: '全选' });
  const bar = page.getByRole('region', { name: '结算栏' });
  await expect(box).toBeChecked(LOADED);
  const before = await bar.textContent();

  // Two clicks end where they began, and a third right after counts too (no 3000 ms lock on a toggle).
  await box.click();
  await box.click();
  await expect(box).toBeChecked();
  await ticks.allAnswered();
  await page.reload();
  await expect(box).toBeChecked(LOADED);
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(all).not.toBeChecked();
  await ticks.allAnswered();
  await page.reload();
  await expect(box).not.toBeChecked(LOADED);

  await all.click();
  await all.click();
  await all.click();
  await expect(all).toBeChecked();
  await expect(box).toBeChecked();
  await expect(bar).toHaveText(before ?? '');
  await ticks.allAnswered();
  await page.reload();
  await expect(all).toBeChecked(LOADED);
  await expect(bar).toHaveText(before ?? '');
});
