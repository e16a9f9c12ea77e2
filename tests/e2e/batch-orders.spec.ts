// 批量下单 and 批量下单（秒杀） (docs/batch-orders.md) as a procurement buyer: a CSV file and pasted lines,
// each row checked with its reasons, the valid ones into the cart or straight to settlement.
import { readFile } from 'node:fs/promises';
import { expect, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';
import { exportedSheet } from '../component/batch-order/spreadsheet-export';
import { xlsxFile } from './xlsx-file';

/** Five rows, two of them bad: an unknown SKU and more than the stock (3). */
const ROWS = [
  ['G-ACTIVITY-01', '2'],
  ['G-DISCOUNT-01', '1'],
  ['NO-SUCH-SKU', '1'],
  ['G-0001-01', '3'],
  ['G-LOW-STOCK-01', '9'],
];
const ADDED = ['不锈钢保温饭盒 三层', '真丝睡衣套装 女款', '西湖龙井绿茶 明前特级 250g礼盒装'];
const CSV = `\uFEFF商品编码,数量\r\n${ROWS.map((row) => row.join(',')).join('\r\n')}\r\n`;

const results = (page: Page) => page.getByRole('table', { name: '检查结果' });
/** A row of the result table by the SKU it names. */
const resultRow = (page: Page, sku: string) => results(page).getByRole('row').filter({ hasText: sku });
const cartRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The table names the two refused rows with their reasons; then 仅导入有效行 puts the three others in the cart. */
async function importValidRowsToCart(page: Page) {
  await expect(page.getByRole('status')).toHaveText('共5行：可导入3行，不可导入2行');
  await expect(resultRow(page, 'NO-SUCH-SKU')).toContainText('商品编码不存在');
  await expect(resultRow(page, 'G-LOW-STOCK-01')).toContainText('库存不足，当前库存3件');
  await page.getByRole('button', { name: '仅导入有效行' }).click();
  await expect(page.getByText('已加入购物车3种商品')).toBeVisible();
  await expect(resultRow(page, 'G-ACTIVITY-01')).toContainText('已加入购物车');
  await expect(resultRow(page, 'NO-SUCH-SKU')).toContainText('商品编码不存在');

  await page.goto('/procure/cart');
  for (const name of ADDED) await expect(cartRow(page, name).first()).toBeVisible();
  await expect(cartRow(page, '进口黑巧克力礼盒 24粒')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
});

test('a CSV of five rows, two bad, puts three lines in the cart and names the refused rows', async ({
  page,
}) => {
  await page.goto('/procure/userCenter/batchOrder');
  await expect(page.getByRole('heading', { name: '批量下单' })).toBeVisible();
  await page
    .getByLabel('选择CSV或XLSX文件')
    .setInputFiles([{ name: '批量下单.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) }]);
  await importValidRowsToCart(page);
});

test('an XLSX of the same five rows, its quantities as numbers, works the same way', async ({ page }) => {
  await page.goto('/procure/userCenter/batchOrder');
  const rows = [['商品编码', '数量'], ...ROWS.map(([sku = '', quantity]) => [sku, Number(quantity)])];
  await page.getByLabel('选择CSV或XLSX文件').setInputFiles([
    {
      name: '批量下单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsxFile(rows),
    },
  ]);
  await importValidRowsToCart(page);
});

test('a 150 × 30 export whose sheet unzips past 512 KB imports every row under the page’s CSP', async ({
  page,
}) => {
  await page.goto('/procure/userCenter/batchOrder');
  const file = exportedSheet(150, 30, (row) => `G-${String(row).padStart(4, '0')}-01`);
  await page.getByLabel('选择CSV或XLSX文件').setInputFiles([
    {
      name: '采购系统导出.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(file),
    },
  ]);
  await expect(page.getByRole('status')).toHaveText(/^共150行：/);
});

test('pasting "SKU 数量" lines works the same way', async ({ page }) => {
  await page.goto('/procure/userCenter/batchOrder');
  await page
    .getByRole('textbox', { name: '粘贴商品编码和数量' })
    .fill(ROWS.map((row) => row.join(' ')).join('\n'));
  await page.getByRole('button', { name: '识别粘贴内容' }).click();
  await importValidRowsToCart(page);
});

test('the template downloads as a CSV with a BOM, holding the checked rows at today’s price', async ({
  page,
}) => {
  await page.goto('/procure/userCenter/batchOrder');
  const download = async () => {
    const started = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载模板' }).click();
    const file = await started;
    expect(file.suggestedFilename()).toBe('批量下单模板.csv');
    return readFile(await file.path(), 'utf8');
  };
  expect(await download()).toBe('\uFEFF商品编码,数量,单价（选填）\r\n');
  await page.getByRole('textbox', { name: '粘贴商品编码和数量' }).fill('G-0001-01 3\nNO-SUCH-SKU 1');
  await page.getByRole('button', { name: '识别粘贴内容' }).click();
  await expect(page.getByRole('status')).toHaveText('共2行：可导入1行，不可导入1行');
  expect(await download()).toMatch(/^\uFEFF商品编码,数量,单价（选填）\r\nG-0001-01,3,\d+(\.\d+)?\r\n$/);
});

test('the flash-sale page takes only flash goods and settles them at the flash-sale checkout', async ({
  page,
}) => {
  await page.goto('/procure/userCenter/msBatchOrder');
  await page
    .getByRole('textbox', { name: '粘贴商品编码和数量' })
    .fill('G-FLASH-RUNNING-01 2\nG-0001-01 1\nG-FLASH-RUNNING-01 9');
  await page.getByRole('button', { name: '识别粘贴内容' }).click();
  // The two flash rows merge into 11, over the sale's limit of 5; the ordinary goods are refused.
  await expect(resultRow(page, 'G-FLASH-RUNNING-01')).toContainText('秒杀商品每单限购5件');
  await expect(resultRow(page, 'G-0001-01')).toContainText('该商品不在进行中的秒杀活动中');
  const quantity = page.getByRole('textbox', { name: '第1行数量' });
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(page.getByRole('status')).toHaveText('共2行：可导入1行，不可导入1行');
  await expect(page.getByRole('button', { name: '仅导入有效行' })).toHaveCount(0);
  await page.getByRole('button', { name: '直接结算' }).click();

  await expect(page).toHaveURL(/\/procure\/msOrderSettlement\/settlement\?items=/);
  const lines = page.getByRole('region', { name: '商品清单' });
  await expect(lines).toContainText('便携无线蓝牙音箱');
  await expect(lines).not.toContainText('西湖龙井绿茶');
});
