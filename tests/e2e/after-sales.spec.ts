// After-sales in Chromium (docs/after-sales.md), as `member` on `points`: the whole journey from an 已完成
// order to a refund that grows the points balance, with the demo controls playing the merchant; and a
// second application cancelled by the member.
import { demoControl, expect, LOADED, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The merchant's move on a case, through the demo control. */
async function merchant(page: Page, id: string, action: string) {
  await demoControl(page, 'afterSale', { mallPath: 'points', id, action });
}

/** The points balance as 积分卡 shows it. */
async function balance(page: Page): Promise<number> {
  await page.goto('/points/userCenter/scorecard');
  const shown = page.getByRole('definition').first();
  await expect(shown).toHaveText(/^\d+$/, LOADED);
  return Number(await shown.textContent());
}

/** Opens the seeded 已完成 order with a line of 2 units and presses its 申请售后. */
async function applyFromOrder(page: Page) {
  await page.goto('/points/userCenter/order');
  const order = page
    .getByRole('listitem', { name: /^订单 / })
    .filter({ hasText: '共1种商品，2件' })
    .filter({ hasText: '已完成' });
  await order.getByRole('link', { name: /^订单详情：/ }).click();
  await page
    .getByRole('region', { name: '售后' })
    .getByRole('link', { name: /^申请售后：/ })
    .click(LOADED);
  const lines = page.getByRole('list', { name: '订单商品' });
  await expect(lines).toContainText('可申请数量：', LOADED);
  await lines.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: '下一步' }).click();
  return page.getByRole('form', { name: '售后申请' });
}

/** The refund the form shows, as a number of points. */
const refundShown = async (page: Page) =>
  Number(
    (await page.getByRole('form', { name: '售后申请' }).getByRole('definition').textContent())?.replace(
      /\D/g,
      '',
    ),
  );

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
});

test('退货退款 of 1 of 2 units: applied, approved, sent back, received and refunded to the points balance', async ({
  page,
}) => {
  const before = await balance(page);
  const form = await applyFromOrder(page);
  await form.getByRole('radio', { name: '退货退款' }).check(LOADED);
  await form.getByRole('button', { name: '增加' }).click();
  const whole = await refundShown(page);
  await form.getByRole('button', { name: '减少' }).click();
  const half = await refundShown(page);
  expect(half * 2).toBe(whole);
  await form.getByLabel('售后原因').selectOption('商品质量问题');
  await form.getByLabel('问题描述').fill('外包装破损，商品有划痕');
  await form
    .getByLabel(/上传凭证/)
    .setInputFiles([{ name: 'proof.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(form.getByRole('list', { name: '商品图片' }).getByRole('img')).toHaveCount(1);
  // A submit while the image still uploads is refused (图片上传中，请稍候); a busy machine uploads slowly.
  await expect(page.getByText('图片上传成功')).toBeVisible(LOADED);
  await form.getByRole('button', { name: '提交申请' }).click();

  await expect(page.getByRole('heading', { level: 2, name: '售后申请已提交' })).toBeVisible(LOADED);
  const id = (await page.getByText(/^AS\d+$/).textContent()) ?? '';
  expect(id).toMatch(/^AS\d+$/);

  await page.getByRole('link', { name: '查看售后记录' }).click();
  const card = page.getByRole('listitem', { name: `售后单 ${id}` });
  await expect(card).toContainText('待审核', LOADED);

  await merchant(page, id, 'approve');
  await card.getByRole('link', { name: `查看详情：${id}` }).click();
  const logistics = page.getByRole('form', { name: '填写退货物流' });
  await logistics.getByLabel('快递公司').selectOption('顺丰速运', LOADED);
  await logistics.getByLabel('快递单号').fill('SF1234567890');
  await logistics.getByRole('button', { name: '提交物流信息' }).click();
  await expect(page.getByText('退货物流已提交')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '填写退货物流' })).toHaveCount(0);

  await merchant(page, id, 'receive');
  await merchant(page, id, 'refund');
  await page.reload();
  await expect(page.getByRole('list', { name: '售后进度' }).getByText('已完成')).toBeVisible(LOADED);
  expect(await balance(page)).toBe(before + half);
  await expect(page.getByRole('table')).toContainText('售后退款');
});

test('a second application is cancelled and shows 已取消', async ({ page }) => {
  const form = await applyFromOrder(page);
  await form.getByLabel('售后原因').selectOption({ index: 1 }, LOADED);
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '售后申请已提交' })).toBeVisible(LOADED);
  const id = (await page.getByText(/^AS\d+$/).textContent()) ?? '';

  await page.goto(`/points/userCenter/afterSalesRecord/afterSaleDetail?id=${id}`);
  await page.getByRole('button', { name: '取消申请' }).click(LOADED);
  await page.getByRole('dialog', { name: '取消申请' }).getByRole('button', { name: '确定取消' }).click();
  await expect(page.getByText('售后申请已取消')).toBeVisible();
  await expect(page.getByRole('list', { name: '售后进度' }).getByText('已取消')).toBeVisible();
  await page.goto('/points/userCenter/afterSalesRecord?tab=closed');
  await expect(page.getByRole('listitem', { name: `售后单 ${id}` })).toContainText('已取消', LOADED);
});
