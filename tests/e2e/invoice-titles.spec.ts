// 发票信息 in Chromium as `member` of procure (docs/invoices.md): a 企业 title with a wrong tax number is
// refused with its exact message and then added with a valid one; edited; deleted after a confirmation.
import { expect, LOADED, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

/** The exact message of a tax number whose check character is wrong (engine TAX_NUMBER_MESSAGES). */
const WRONG_CHECK = '纳税人识别号校验位不正确，请核对后重新填写';

const titleList = (page: Page) => page.getByRole('table', { name: '发票抬头列表' });
const titleRow = (page: Page, name: string) => titleList(page).getByRole('row', { name });
const form = (page: Page) => page.getByRole('form', { name: '填写发票抬头' });

test.beforeEach(async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
});

test('add a 企业 title (a wrong tax number first), edit it, delete it after confirming', async ({ page }) => {
  // Through the menu, as a member finds it.
  await page.goto('/procure/userCenter/userCenterView2');
  await page
    .getByRole('navigation', { name: '个人中心菜单' })
    .getByRole('link', { name: '发票信息' })
    .click();
  await expect(titleRow(page, '演示科技有限公司')).toBeVisible(LOADED);
  await page.getByRole('link', { name: '新增发票抬头' }).click();

  await expect(form(page)).toBeVisible(LOADED);
  await expect(form(page).getByRole('radio', { name: '企业' })).toBeChecked();
  await form(page).getByLabel('发票抬头', { exact: true }).fill('示例贸易有限公司');
  await form(page).getByLabel('纳税人识别号').fill('91310115MA1K4ABCD0');
  await form(page).getByLabel('接收邮箱').fill('invoice@example.com');
  await form(page).getByRole('button', { name: '保存' }).click();
  await expect(form(page).getByText(WRONG_CHECK, { exact: true })).toBeVisible();
  await expect(form(page).getByLabel('纳税人识别号')).toBeFocused();
  await expect(page).toHaveURL(/\/invoicedMsg\/addInvoicedInfo$/);

  await form(page).getByLabel('纳税人识别号').fill('91310115MA1K4ABCDD');
  await expect(form(page).getByText(WRONG_CHECK)).toHaveCount(0);
  await form(page).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增发票抬头成功')).toBeVisible();
  await expect(page).toHaveURL(/\/procure\/userCenter\/invoicedMsg$/);
  const added = titleRow(page, '示例贸易有限公司');
  await expect(added).toContainText('企业');
  await expect(added).toContainText('增值税普通发票');
  await expect(added).toContainText('91310115MA1K4ABCDD');

  // Edit: ask for the special VAT invoice, which needs the bank details.
  await added.getByRole('link', { name: '编辑' }).click();
  await expect(form(page).getByLabel('纳税人识别号')).toHaveValue('91310115MA1K4ABCDD', LOADED);
  await form(page).getByRole('radio', { name: '增值税专用发票' }).check();
  await form(page).getByRole('button', { name: '保存' }).click();
  await expect(form(page).getByText('请填写开户银行')).toBeVisible();
  await form(page).getByLabel('开户银行').fill('招商银行上海分行');
  await form(page).getByLabel('银行账号').fill('6214 8300 0000 1234');
  await form(page).getByLabel('注册地址').fill('上海市黄浦区示例路 1 号');
  await form(page).getByLabel('注册电话').fill('021-61234567');
  await form(page).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改发票抬头成功')).toBeVisible();
  await expect(titleRow(page, '示例贸易有限公司')).toContainText('增值税专用发票');

  // Delete: 取消 keeps it; 确定 deletes it.
  await titleRow(page, '示例贸易有限公司').getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  await expect(confirm).toContainText('确定删除该发票抬头吗？');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(titleRow(page, '示例贸易有限公司')).toBeVisible();
  await titleRow(page, '示例贸易有限公司').getByRole('button', { name: '删除' }).click();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除发票抬头成功')).toBeVisible();
  await expect(titleRow(page, '示例贸易有限公司')).toHaveCount(0);
  await expect(titleList(page).getByRole('row')).toHaveCount(3);
});
