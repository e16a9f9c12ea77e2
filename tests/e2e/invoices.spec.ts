// The invoice centre in Chromium (docs/invoices.md), as `member` on `procure`: tick two 已完成 orders in
// 开票中心 with their total shown, apply, see the application 待审核; the finance department (a demo control)
// issues it; 已开票订单 downloads a real PDF; both orders show 已开票 in 订单发票 and are gone from 开票中心.
import { readFile } from 'node:fs/promises';
import { demoControl, expect, LOADED, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

/** The finance department's step on an application, through the demo control. */
async function finance(page: Page, id: string, action: string) {
  const response = await demoControl(page, 'invoice', { mallPath: 'procure', id, action });
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
}

/** Cents of a shown amount: '¥1,234.50' → 123450. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
});

test('apply for two completed orders, have the invoice issued, download its PDF and see both orders invoiced', async ({
  page,
}) => {
  await page.goto('/procure/userCenter/userCenterView2');
  await page.getByRole('link', { name: '开票中心' }).click(LOADED);
  const table = page.getByRole('table', { name: '可开票订单' });
  await expect(table).toBeVisible(LOADED);
  const rows = table.getByRole('row').filter({ has: page.getByRole('checkbox') });
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  const chosen = [rows.nth(0), rows.nth(1)];
  const orderNos: string[] = [];
  let sum = 0;
  for (const row of chosen) {
    await row.getByRole('checkbox').check();
    orderNos.push((await row.getByRole('cell').nth(1).textContent()) ?? '');
    sum += cents((await row.getByRole('cell').last().textContent()) ?? '');
  }
  const footer = page.getByRole('region', { name: '已选订单' });
  await expect(footer).toContainText('已选 2 个订单');
  expect(cents((await footer.locator('strong').textContent()) ?? '')).toBe(sum);
  await footer.getByRole('button', { name: '申请开票' }).click();

  await expect(page.getByRole('table', { name: '开票订单' })).toContainText(orderNos[0]!, LOADED);
  await expect(page.getByRole('radio', { name: /演示科技有限公司/ })).toBeChecked();
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('开票申请已提交，请等待财务审核')).toBeVisible(LOADED);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  expect(id).toMatch(/^KP\d+$/);

  await page.getByRole('link', { name: '查看申请开票订单' }).click();
  const applied = page.getByRole('table', { name: '申请开票订单' }).getByRole('row').filter({ hasText: id });
  await expect(applied).toContainText('待审核', LOADED);

  await finance(page, id, 'approve');
  await finance(page, id, 'issue');
  await page.getByRole('navigation', { name: '开票中心' }).getByRole('link', { name: '已开票订单' }).click();
  const issued = page.getByRole('table', { name: '已开票订单' }).getByRole('row').filter({ hasText: id });
  await expect(issued).toContainText('已开票', LOADED);
  await issued.getByRole('link', { name: `查看 ${id}` }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载电子发票' }).click(LOADED);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('link', { name: '订单发票' }).click();
  const states = page.getByRole('table', { name: '订单发票' });
  for (const orderNo of orderNos)
    await expect(states.getByRole('row').filter({ hasText: orderNo })).toContainText('已开票', LOADED);

  await page.getByRole('link', { name: '开票中心' }).click();
  await expect(table).toBeVisible(LOADED);
  for (const orderNo of orderNos)
    await expect(table.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);
});
