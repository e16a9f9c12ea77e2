// What a shopper trips on in the shell, walked through in Chromium: a new page opens at its top, and tick
// boxes wear the shop's colour.
import { expect, logIn, resetShop, test } from './fixtures';

test('an order submitted from the bottom of the settlement opens 订单提交成功 at the top', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto(
    '/points/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1',
  );
  const submit = page.getByRole('button', { name: '提交订单' });
  await expect(submit).toBeEnabled();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await submit.click();
  await expect(page).toHaveURL(/\/points\/orderSettlement\/paySuccess\?orderNo=/);
  await expect(page.getByText('订单提交成功')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back returns to where the shopper was on the page before, as the browser keeps it.
  await page.goBack();
  await expect(page).toHaveURL(/\/points\/orderSettlement\/settlement/);
});

test('tick boxes wear the shop colour (blue on procure), with a ring when the keyboard is on them', async ({
  page,
}) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
  await page.goto('/procure/cart');
  const tick = page.getByRole('checkbox').first();
  await expect(tick).toBeVisible();
  const primary = await page
    .getByRole('button', { name: /去结算/ })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(await tick.evaluate((box) => getComputedStyle(box).accentColor)).toBe(primary);
  await page.keyboard.press('Tab');
  await tick.focus();
  expect(await tick.evaluate((box) => getComputedStyle(box).outlineStyle)).toBe('solid');
});
