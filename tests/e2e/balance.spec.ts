// 我的余额 and 余额支付 as `member` on procure (docs/balance.md): the balance and its ledger with the type
// filter, an order paid from the balance showing as 消费, and the exact refusal when the balance is short.
import { expect, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const BALANCE = '/procure/userCenter/userCenterView2/balance';
const ledger = (page: Page) => page.getByRole('table', { name: '余额明细' });
const ledgerRows = (page: Page) =>
  ledger(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const settlement = (quantity: number) =>
  `/procure/jiCaiOrderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=${quantity}`;
const balanceChoice = (page: Page) => page.getByRole('radio', { name: /^余额支付（可用余额¥[\d.,]+）$/ });

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
});

test('我的余额 shows the amounts and the ledger, and the type filter narrows it', async ({ page }) => {
  await page.goto('/procure/userCenter/userCenterView2');
  await page.getByRole('link', { name: '我的余额' }).click();
  await expect(page).toHaveURL(new RegExp(`${BALANCE}$`));
  await expect(page.getByRole('heading', { name: '我的余额' }).first()).toBeVisible();
  await expect(page.getByTestId('balance-available')).toHaveText(/^¥\d+\.\d{2}$/);
  await expect(page.getByTestId('balance-frozen')).toHaveText(/^¥\d+\.\d{2}$/);
  await expect(ledgerRows(page)).toHaveCount(10);
  // The newest entry left what is available now.
  await expect(ledgerRows(page).first().getByRole('cell').nth(3)).toHaveText(
    await page.getByTestId('balance-available').innerText(),
  );

  await page.getByRole('combobox', { name: '类型' }).selectOption({ label: '冻结' });
  await expect(page).toHaveURL(/type=freeze/);
  await expect(ledgerRows(page).first().getByRole('cell').nth(1)).toHaveText('冻结');
  for (const type of await ledgerRows(page).locator('td:nth-child(2)').allInnerTexts()) {
    expect(type).toBe('冻结');
  }
  await page.getByRole('combobox', { name: '类型' }).selectOption({ label: '全部类型' });
  await expect(ledgerRows(page)).toHaveCount(10);
});

test('an order paid with 余额支付 shows as 消费 linked to it; cancelling it gives it back as 退款', async ({
  page,
}) => {
  await page.goto(BALANCE);
  const availableBefore = await page.getByTestId('balance-available').innerText();
  await page.goto(settlement(1));
  await balanceChoice(page).check();
  const total = (await page.getByTestId('settlement-total').innerText()).trim();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/paySuccess\?orderNo=/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';

  await page.goto(BALANCE);
  const newest = ledgerRows(page).first();
  await expect(newest.getByRole('cell').nth(1)).toHaveText('消费');
  await expect(newest.getByRole('cell').nth(2)).toHaveText(`-${total}`);
  await newest.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(new RegExp(`jicaiOrder/view\\?orderNo=${orderNo}$`));

  await page.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog', { name: '取消订单' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消').first()).toBeVisible();
  await page.goto(BALANCE);
  const refund = ledgerRows(page).first();
  await expect(refund.getByRole('cell').nth(1)).toHaveText('退款');
  await expect(refund.getByRole('cell').nth(2)).toHaveText(`+${total}`);
  await expect(refund.getByRole('cell').nth(4)).toHaveText(orderNo);
  await expect(page.getByTestId('balance-available')).toHaveText(availableBefore);
});

test('a short balance shows the exact refusal and the order waits', async ({ page }) => {
  await page.goto(settlement(400));
  const choice = balanceChoice(page);
  const available = /¥([\d.]+)/.exec(await choice.locator('xpath=..').innerText())?.[1] ?? '';
  await choice.check();
  const total = (await page.getByTestId('settlement-total').innerText()).trim().replace('¥', '');
  const missing = (Math.round(Number(total) * 100) - Math.round(Number(available) * 100)) / 100;
  await expect(page.getByRole('alert').filter({ hasText: '余额不足' })).toHaveText(
    `余额不足：本单需支付¥${total}，当前可用余额¥${available}，还差¥${missing.toFixed(2)}`,
  );
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
});
