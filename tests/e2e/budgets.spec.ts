// 预算管理 and the budget check at procurement checkout (docs/budgets.md), as `member`: an order over 行政部's
// nearly spent budget is refused where the profile says block (s9009), and goes to 待审核 with 超出预算 where
// it says review (procure), where the reviewer sees the reason; rejecting it frees the budget.
import { expect, logIn, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const BUDGET_PAGE = '/userCenter/account/budget';
const overBudget = (mallPath: string) =>
  `/${mallPath}/jiCaiOrderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=50`;

const adminBudget = (page: Page) => page.getByRole('region', { name: /^行政部.*预算$/ });
const remaining = (page: Page) => adminBudget(page).getByText('剩余', { exact: true }).locator('+ dd');
const budgetPanel = (page: Page) => page.getByRole('region', { name: '预算', exact: true });

test('预算管理: the member’s department first, then another chosen in the tree-select', async ({ page }) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
  await page.goto(`/procure${BUDGET_PAGE}`);
  await expect(page.getByRole('heading', { name: '预算管理' }).first()).toBeVisible();
  await expect(remaining(page)).toHaveText('¥800.00');
  await expect(adminBudget(page).getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    '已使用及冻结96%',
  );

  const chooser = page.getByRole('combobox', { name: '部门/人员' });
  await chooser.click();
  const tree = page.getByRole('tree', { name: '部门/人员' });
  await expect(tree.getByRole('treeitem')).toHaveCount(8);
  await page.getByRole('searchbox', { name: '搜索部门/人员' }).fill('研发');
  await tree.getByRole('treeitem', { name: '研发部' }).click();
  await expect(chooser).toHaveText('研发部');
  await expect(page.getByRole('region', { name: /^研发部.*季度预算$/ })).toBeVisible();
});

test('block (s9009): an order over the nearly spent budget is refused, and the budget is untouched', async ({
  page,
}) => {
  await resetShop(page, 's9009');
  await logIn(page, 's9009');
  await page.goto(overBudget('s9009'));
  await expect(budgetPanel(page).getByRole('alert')).toHaveText(
    /^超出预算：本单¥[\d.]+，「行政部.*预算」剩余¥800\.00，无法提交订单$/,
  );
  await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
  await page.goto(`/s9009${BUDGET_PAGE}`);
  await expect(remaining(page)).toHaveText('¥800.00');
});

test('review (procure): 待审核 with 超出预算, the reviewer sees why, and rejecting frees the budget', async ({
  page,
  browser,
  baseURL,
}) => {
  await resetShop(page, 'procure');
  await logIn(page, 'procure');
  await page.goto(overBudget('procure'));
  await expect(budgetPanel(page).getByRole('status')).toHaveText(/审核原因：超出预算$/);
  await expect(budgetPanel(page).getByTestId('budget-after')).toHaveText('¥0.00');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单已提交，等待审核')).toBeVisible();
  const orderNo = await page.getByTestId('order-no').innerText();

  await page.goto(`/procure${BUDGET_PAGE}`);
  await expect(remaining(page)).toHaveText('¥0.00');
  const row = adminBudget(page).getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('冻结中');

  const reviewer = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await logIn(reviewer, 'procure', 'reviewer');
  await reviewer.goto('/procure/userCenter/reviewOrder');
  const card = reviewer.getByRole('listitem', { name: `订单 ${orderNo}` });
  await expect(card.getByText('审核原因：超出预算')).toBeVisible();
  await card.getByRole('button', { name: '驳回' }).click();
  const reject = reviewer.getByRole('dialog', { name: '驳回订单' });
  await reject.getByLabel(`订单 ${orderNo} 的驳回原因`).fill('超出本月预算，请下月再提交');
  await reject.getByRole('button', { name: '确定驳回' }).click();
  await expect(reject).toBeHidden();
  await reviewer.context().close();

  await page.reload();
  await expect(remaining(page)).toHaveText('¥800.00');
  await expect(adminBudget(page).getByRole('row', { name: new RegExp(orderNo) })).toContainText('已释放');
});
