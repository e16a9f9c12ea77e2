// 账单 in Chromium (docs/invoices.md), as `member` on `procure`: confirm last month's statement after the
// confirmation, export it and read the downloaded CSV (the byte-order mark, its orders), then 申请开票 makes one
// application of those orders; the demo's finance department then settles it.
import { readFile } from 'node:fs/promises';
import { demoControl, expect, LOADED, logIn, resetShop, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
});

test('confirm a statement, export it as CSV, and apply for its invoice', async ({ page }) => {
  await page.goto('/procure/userCenter/invoicingZdList');
  const rows = page.getByRole('table', { name: '账单列表' }).getByRole('row');
  await expect(rows.filter({ hasText: '待确认' })).toHaveCount(1, LOADED);
  const firstCell = rows.filter({ hasText: '待确认' }).getByRole('cell').first();
  const period = /\d{4}年\d{1,2}月/.exec((await firstCell.textContent()) ?? '')?.[0] ?? '';
  const pending = rows.filter({ hasText: period });
  const due = (await pending.getByRole('cell').nth(4).textContent()) ?? '';

  await pending.getByRole('button', { name: /^确认账单 / }).click();
  const ask = page.getByRole('dialog', { name: '确认账单' });
  await expect(ask).toContainText(`应付金额${due}`);
  await ask.getByRole('button', { name: '确认账单' }).click();
  await expect(page.getByText('账单已确认')).toBeVisible();
  await expect(pending.getByRole('cell').nth(5)).toHaveText('已确认');
  await expect(pending.getByRole('button', { name: /^确认账单/ })).toHaveCount(0);

  await pending.getByRole('link', { name: /^查看 / }).click();
  await expect(page.getByText(`账期：`)).toBeVisible(LOADED);
  await expect(page.getByText('已确认', { exact: true })).toBeVisible();
  const orderNos = (
    await page
      .getByRole('table', { name: '账单订单' })
      .getByRole('row')
      .locator('td:first-child')
      .allTextContents()
  ).map((text) => text.trim());
  expect(orderNos.length).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `导出 ${period}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^账单-\d{4}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  for (const orderNo of orderNos) expect(text).toContain(`${orderNo},`);
  expect(text).toContain('应付金额');

  const statementUrl = page.url();
  await page.getByRole('link', { name: '申请开票' }).click();
  await expect(page).toHaveURL(/\/procure\/userCenter\/settlementOrder\/applyInvoiced\?orderNos=/);
  expect(new URL(page.url()).searchParams.get('orderNos')?.split(',')).toEqual(orderNos);
  // One application of all its orders, under the default title.
  const applying = page.getByRole('table', { name: '开票订单' });
  for (const orderNo of orderNos) await expect(applying).toContainText(orderNo, LOADED);
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('开票申请已提交，请等待财务审核')).toBeVisible(LOADED);

  const id = new URL(statementUrl).searchParams.get('id');
  await demoControl(page, 'statement', { mallPath: 'procure', id, action: 'settle' });
  await page.goto(statementUrl);
  await expect(page.getByText('已结清', { exact: true })).toBeVisible(LOADED);
  await expect(page.getByText('结清时间')).toBeVisible();
});
