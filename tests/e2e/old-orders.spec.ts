// The old system's orders in Chromium (docs/old-orders.md): 旧系统订单 from the member's menu lists the seeded
// legacy orders, searches them, opens one and leads back; 旧系统售后 lists the old after-sales records.
import { expect, LOADED, logIn, resetShop, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
});

test('旧系统订单 lists the seeded legacy orders, finds one by its day and opens it', async ({ page }) => {
  await page.goto('/points/userCenter/userCenterView2');
  await page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: '旧系统订单' })
    .click();
  await expect(page).toHaveURL(/\/points\/userCenter\/limofangOrder$/);
  await expect(page.getByRole('heading', { level: 1, name: '旧系统订单' })).toBeVisible();
  await expect(page.getByRole('note', { name: '旧系统说明' })).toContainText('旧系统中的历史订单');

  const rows = page.getByRole('table', { name: '旧系统订单列表' }).getByRole('row');
  await expect(rows).toHaveCount(11, LOADED);
  const newest = rows.nth(1);
  const orderNo = (await newest.getByRole('cell').first().textContent()) ?? '';
  const day = ((await newest.getByRole('cell').nth(1).textContent()) ?? '').slice(0, 10);
  expect(orderNo).toMatch(/^LMF\d{17}$/);

  const search = page.getByRole('search', { name: '查询旧系统订单' });
  await search.getByLabel('开始日期').fill('2099-01-02');
  await search.getByLabel('结束日期').fill('2099-01-01');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();

  await search.getByLabel('开始日期').fill(day);
  await search.getByLabel('结束日期').fill(day);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${day}&endDate=${day}`));
  await expect(page.getByText('开始日期不能晚于结束日期')).toHaveCount(0);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(orderNo);

  await search.getByLabel('订单号').fill('LMF1999');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('没有符合条件的旧系统订单')).toBeVisible();
  await search.getByRole('button', { name: '重置' }).click();
  await expect(rows).toHaveCount(11, LOADED);

  await page.getByRole('link', { name: `查看旧系统订单 ${orderNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/limofangOrder/view\\?orderNo=${orderNo}$`));
  await expect(page.getByText(`订单号：${orderNo}`)).toBeVisible(LOADED);
  await expect(page.getByRole('navigation', { name: '面包屑' })).toHaveText(
    /首页.*订单中心.*旧系统订单.*旧系统订单详情/,
  );
  await expect(
    page.getByRole('region', { name: '商品清单' }).getByRole('columnheader', { name: '小计' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '返回旧系统订单' }).click();
  await expect(page).toHaveURL(/\/points\/userCenter\/limofangOrder$/);
  await expect(rows).toHaveCount(11, LOADED);
});

test('旧系统售后 lists the old after-sales records, each opening its order', async ({ page }) => {
  await page.goto('/points/userCenter/limofangOrder');
  await page.getByRole('note', { name: '旧系统说明' }).getByRole('link', { name: '旧系统售后记录' }).click();
  await expect(page).toHaveURL(/\/points\/userCenter\/afterSaleLimofang$/);
  const records = page.getByRole('table', { name: '旧系统售后记录' }).getByRole('row');
  await expect(records).toHaveCount(5, LOADED);
  const order = records.nth(1).getByRole('link');
  const orderNo = (await order.textContent()) ?? '';
  await order.click();
  await expect(page.getByText(`订单号：${orderNo}`)).toBeVisible(LOADED);
});
