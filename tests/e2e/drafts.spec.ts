// Nothing personal left behind, one order per purchase: a settlement draft does not outlive 退出, and a
// submit whose answer is lost, then a reload and the same submit, makes one order charged once.
import { expect, hoverOpen, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const RECHARGE =
  '/points/virtualOrderSettlement/settlement?goodsCode=G-VIRTUAL-RECHARGE&goodsSkuCode=G-VIRTUAL-RECHARGE-01&quantity=1';
const TEA = '/points/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1';

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });
const submit = (page: Page) => page.getByRole('button', { name: '提交订单' });
const orderCards = (page: Page) =>
  page.getByRole('list', { name: '订单列表' }).getByRole('listitem', { name: /^订单 / });
/** A points figure as the page writes it ("49,872积分"). */
const points = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function signOut(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name: '退出' });
  await hoverOpen(topNav(page).getByRole('link', { name }), button);
  await button.click();
  // Signed out: the shop's root, or its login page where the settlement was (a page that needs login).
  await expect(page).toHaveURL(/\/points(\/home|\/login.*)?$/);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
}

async function orderCount(page: Page) {
  await page.goto('/points/userCenter/order');
  await expect(page.getByRole('list', { name: '订单列表' })).toBeVisible();
  return orderCards(page).count();
}

test('after 退出, the next account on the same tab finds the settlement empty', async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await page.goto(RECHARGE);
  await page.getByLabel('充值账号').fill('13912345678');
  await page.getByLabel('备注').fill('放门卫');
  // The draft is kept for a reload, as it should be while the member is here.
  await page.reload();
  await expect(page.getByLabel('充值账号')).toHaveValue('13912345678');
  await expect(page.getByLabel('备注')).toHaveValue('放门卫');

  await signOut(page, /演示会员/);
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);
  await logIn(page, 'points', 'supplier');
  await page.goto(RECHARGE);
  await expect(page.getByRole('region', { name: '商品清单' })).toBeVisible();
  await expect(page.getByLabel('充值账号')).toHaveValue('');
  await expect(page.getByLabel('备注')).toHaveValue('');

  // Nor does the member find it again: it went with 退出, not only out of the next account's sight.
  await signOut(page, /供应商小王/);
  await logIn(page, 'points');
  await page.goto(RECHARGE);
  await expect(page.getByRole('region', { name: '商品清单' })).toBeVisible();
  await expect(page.getByLabel('充值账号')).toHaveValue('');
});

test('a lost answer, a reload and the same submit: one order, charged once, shown on paySuccess', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  const before = await orderCount(page);
  await page.goto(TEA);
  await page.getByLabel('备注').fill('请工作日送货');
  const balanceBefore = points(await page.getByTestId('points-balance').innerText());
  const price = points(await page.getByTestId('settlement-total').innerText());

  // The submit reaches the gateway, which places the order; its answer never reaches the page.
  await page.route('**/submitOrder', async (route) => {
    await route.fetch();
    await route.abort();
  });
  await submit(page).click();
  await expect(page.getByText('网络错误，请检查网络')).toBeVisible();
  await page.unroute('**/submitOrder');

  await page.reload();
  await expect(page.getByLabel('备注')).toHaveValue('请工作日送货');
  await submit(page).click();
  await expect(page).toHaveURL(/\/points\/orderSettlement\/paySuccess\?orderNo=/);
  const orderNo = await page.getByTestId('order-no').innerText();
  expect(page.url()).toContain(`orderNo=${orderNo}`);

  expect(await orderCount(page)).toBe(before + 1);
  await expect(orderCards(page).first()).toContainText(orderNo);
  await page.goto(TEA);
  await expect(page.getByTestId('points-balance')).toHaveText(/\d/);
  expect(points(await page.getByTestId('points-balance').innerText())).toBe(balanceBefore - price);
});
