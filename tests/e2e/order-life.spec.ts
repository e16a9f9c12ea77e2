// The rest of an order's life in Chromium (docs/orders.md): as `member` on `procure`, from the personal
// home's count to the shipped order, its parcel, and 确认收货 after the confirmation, to 已完成. (Seven 已完成
// at the start: the users' seed, after-sales' and one in each of the three statement months.)
import { expect, LOADED, logIn, resetShop, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
});

test('确认收货 on a shipped order moves it to 已完成', async ({ page }) => {
  await page.goto('/procure/userCenter/userCenterView2');
  const counts = page.getByRole('region', { name: '我的订单' });
  await expect(counts.getByRole('link', { name: '已发货 1个订单' })).toBeVisible(LOADED);
  // Three are the statement months' orders, five hold the seeded invoice applications.
  await expect(counts.getByRole('link', { name: '已完成 12个订单' })).toBeVisible();

  await counts.getByRole('link', { name: '已发货 1个订单' }).click();
  await expect(page).toHaveURL(/\/procure\/userCenter\/order\?status=1003$/);
  await expect(page.getByRole('tab', { name: '已发货', selected: true })).toBeVisible(LOADED);
  const card = page.getByRole('list', { name: '订单列表' }).getByRole('listitem').first();
  await card.getByRole('link', { name: /^订单详情：/ }).click();

  const parcel = page.getByRole('region', { name: '物流信息' });
  await expect(parcel.getByText(/^[A-Z]+\d{12}$/)).toBeVisible(LOADED);
  await expect(parcel.getByRole('list', { name: '物流跟踪' }).getByRole('listitem')).toHaveCount(4);

  await page.getByRole('button', { name: '确认收货' }).click();
  const ask = page.getByRole('dialog', { name: '确认收货' });
  await expect(ask).toContainText('确认后订单将变为已完成');
  await ask.getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByText('已确认收货')).toBeVisible();
  await expect(page.getByRole('region', { name: '订单跟踪' }).getByRole('listitem').first()).toContainText(
    '已完成',
  );
  await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);

  await page.goto('/procure/userCenter/userCenterView2');
  await expect(counts.getByRole('link', { name: '已完成 13个订单' })).toBeVisible(LOADED);
  await expect(counts.getByRole('link', { name: '已发货 0个订单' })).toBeVisible();
});
