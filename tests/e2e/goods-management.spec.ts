// The supplier (who holds F000382/F000383) manages goods from the user centre.
import { expect, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const goodsTable = (page: Page) => page.getByRole('table', { name: '商品列表' });
const tick = (page: Page, code: string) => page.getByRole('checkbox', { name: new RegExp(`（${code}）`) });

test('supplier stops the sale of two goods in one batch, and the tab counts change', async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure', 'supplier');
  await page.goto('/procure/userCenter/userCenterView2');
  await page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: '商品管理' })
    .click();
  await expect(page).toHaveURL(/\/procure\/userCenter\/goodsManagement$/);
  await expect(page.getByRole('tab', { name: '已停售(2)' })).toBeVisible();

  await page.getByRole('tab', { name: '在售(4)' }).click();
  await expect(page).toHaveURL(/status=onSale/);
  await tick(page, 'M-0003').check();
  await tick(page, 'M-0005').check();
  await expect(page.getByRole('toolbar', { name: '批量操作' })).toContainText('已选 2 件');
  await page.getByRole('button', { name: '批量停售' }).click();

  await expect(page.getByRole('status').filter({ hasText: '商品已停售' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '在售(2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '已停售(4)' })).toBeVisible();
  await expect(goodsTable(page)).not.toContainText('M-0003');

  await page.getByRole('tab', { name: '已停售(4)' }).click();
  await expect(goodsTable(page)).toContainText('M-0003');
  await expect(goodsTable(page)).toContainText('M-0005');
  // A reload shows the same tab and the same counts: the change is the gateway's, not the page's.
  await page.reload();
  await expect(page.getByRole('tab', { name: '已停售(4)', selected: true })).toBeVisible();
});

test('审核不通过 asks for a reason and sends the goods to 审核驳回, not on sale', async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure', 'supplier');
  await page.goto('/procure/userCenter/goodsManagement?status=pendingReview');
  const pending = goodsTable(page).getByRole('row').filter({ hasText: 'M-0011' });
  await pending.getByRole('button', { name: '审核不通过' }).click();
  const dialog = page.getByRole('dialog', { name: '审核不通过' });
  await dialog.getByRole('textbox', { name: /不通过的原因/ }).fill('图片与实物不符');
  await dialog.getByRole('button', { name: '确定不通过' }).click();

  await expect(page.getByRole('status').filter({ hasText: '审核不通过' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '审核驳回(2)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '在售(4)' })).toBeVisible();
  await page.getByRole('tab', { name: '审核驳回(2)' }).click();
  await expect(goodsTable(page).getByRole('row').filter({ hasText: 'M-0011' })).toContainText(
    '原因：图片与实物不符',
  );
});

test('member (no F000382/F000383) has no 商品管理 and cannot open it by its address', async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure', 'member');
  await page.goto('/procure/userCenter/userCenterView2');
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  await expect(menu.getByRole('link', { name: '我的订单' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '商品管理' })).toHaveCount(0);
  await page.goto('/procure/userCenter/goodsManagement');
  await expect(page.getByText('您没有访问该页面的权限')).toBeVisible();
  await expect(page.getByRole('table', { name: '商品列表' })).toHaveCount(0);
});
