// The goods screens on a phone (docs/phone.md): two cards a row, and the goods detail's actions in a bar
// fixed above the tab bar that stays put while the page scrolls, with room left for it at the page's end.
import { expect, logIn, resetShop, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const PHONE = { width: 390, height: 844 };
/** The bottom tab bar's height (PHONE_TAB_BAR_HEIGHT): the goods detail's bar sits on it. */
const TAB_BAR_HEIGHT = 56;
/** WCAG 2.5.8 and the issue: a primary action is a thumb's height. */
const PRIMARY_ACTION_HEIGHT = 44;

test.use({ viewport: PHONE, hasTouch: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

test('the goods centre shows two cards a row', async ({ page }) => {
  await page.goto('/points/commodityCenter/commodityCenter');
  const cards = page.getByRole('list', { name: '商品列表' }).getByRole('link');
  await expect(cards.nth(2)).toBeVisible();
  const [first, second, third] = [await box(cards.nth(0)), await box(cards.nth(1)), await box(cards.nth(2))];
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
  expect(third.x).toBe(first.x);
  expect(third.y).toBeGreaterThanOrEqual(first.y + first.height);
});

test('the goods detail: its actions are one bar above the tab bar, wherever the page is scrolled, and they work', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto('/points/goodDetail/goodDetail?goodsCode=G-DISCOUNT');
  const add = page.getByRole('button', { name: /加入购物车/ });
  const buy = page.getByRole('button', { name: '立即购买' });
  await expect(add).toHaveCount(1);
  await expect(buy).toHaveCount(1);
  await expect(page.getByRole('region', { name: '商品评价' })).toBeVisible();

  const tabBarTop = PHONE.height - TAB_BAR_HEIGHT;
  const bar = add.locator('..');
  for (const scrolled of [false, true]) {
    if (scrolled) await scrollToEnd(page);
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBe(tabBarTop);
    for (const action of [add, buy]) {
      const { y, height } = await box(action);
      expect(height).toBe(PRIMARY_ACTION_HEIGHT);
      expect(y).toBeGreaterThanOrEqual(barBox.y);
      expect(y + height).toBeLessThanOrEqual(tabBarTop);
    }
  }

  // The page's last section ends at least the bar's height above the end of the page's column.
  const barHeight = (await box(bar)).height;
  const reviews = await box(page.getByRole('region', { name: '商品评价' }));
  const main = await box(page.getByRole('main'));
  expect(main.y + main.height - (reviews.y + reviews.height)).toBeGreaterThanOrEqual(barHeight);

  await add.click();
  await expect(page.getByText('添加购物车成功')).toBeVisible();
  await buy.click();
  await expect(page).toHaveURL(/\/points\/orderSettlement\/settlement\?goodsCode=G-DISCOUNT&/);
});
