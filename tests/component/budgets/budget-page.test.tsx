// 预算管理 and the budget line at procurement checkout (docs/budgets.md), against the demo gateway in process.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUDGET_TEXT } from '../../../engine';
import BudgetPage from '../../../src/features/budgets/budget-page';
import { SETTLEMENT_PAGES } from '../../../src/features/checkout/settlement-page';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { gateway, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();
beforeEach(() => sessionStorage.clear());

const renderBudgets = (mallPath = 'procure') =>
  renderDemoPage(
    <UserCentreFrame title="预算管理">
      <BudgetPage />
    </UserCentreFrame>,
    { account: 'member', mallPath, route: `/${mallPath}/userCenter/account/budget` },
  );

const chooser = () => screen.getByRole('combobox', { name: BUDGET_TEXT.chooser });

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(chooser());
  await user.type(screen.getByRole('searchbox', { name: `搜索${BUDGET_TEXT.chooser}` }), name);
  await user.click(await screen.findByRole('treeitem', { name: new RegExp(`${name}$`) }));
}

describe('预算管理', () => {
  it('opens on the member’s department: its budget’s figures, bar and orders', async () => {
    await renderBudgets();
    const budget = await screen.findByRole('region', { name: /^行政部.*预算$/ });
    expect(chooser()).toHaveTextContent('行政部');
    expect(within(budget).getByText('剩余').nextElementSibling).toHaveTextContent('¥800.00');
    expect(within(budget).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '已使用及冻结96%');
    const orders = await within(budget).findByRole('table', { name: /的订单$/ });
    expect(within(orders).getAllByText('演示会员').length).toBeGreaterThan(0);
    expect(within(orders).getAllByText('冻结中').length).toBeGreaterThan(0);
  });

  it('the chooser searches the directory: another department, a person, one without a budget', async () => {
    const user = userEvent.setup();
    await renderBudgets();
    await screen.findByRole('region', { name: /^行政部.*预算$/ });
    await choose(user, '研发部');
    expect(await screen.findByRole('region', { name: /^研发部.*季度预算$/ })).toBeInTheDocument();
    await choose(user, '张伟');
    const own = await screen.findByRole('region', { name: /^张伟.*年预算$/ });
    expect(within(own).getByText(/个人预算/)).toBeInTheDocument();
    await choose(user, '法务部');
    expect(await screen.findByText(BUDGET_TEXT.noBudget)).toBeInTheDocument();
  });

  it('a failed load shows the message with 重试', async () => {
    gateway.faults.add({ path: '/mall/member/budget/owners', code: '99999', times: 1 });
    const user = userEvent.setup();
    await renderBudgets();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('region', { name: /^行政部.*预算$/ })).toBeInTheDocument();
  });

  it('is not offered where the shop keeps no budgets', async () => {
    await renderBudgets('points');
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('the budget at procurement checkout', () => {
  const settle = (mallPath: string, quantity: number) =>
    renderDemoPage(<SETTLEMENT_PAGES.jiCai />, {
      account: 'member',
      mallPath,
      route: `/${mallPath}/jiCaiOrderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=${quantity}`,
    });
  const budgetPanel = async () => screen.findByRole('region', { name: '预算' });

  it('names the budget and what remains after this order', async () => {
    await settle('procure', 1);
    const panel = await budgetPanel();
    expect(within(panel).getByText(/^行政部.*预算$/)).toBeInTheDocument();
    expect(within(panel).getByText('¥800.00')).toBeInTheDocument();
    expect(within(panel).getByTestId('budget-after')).toHaveTextContent(/^¥[1-7]\d\d\.\d\d$/);
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
  });

  it('block: refuses an order over the budget before it is sent', async () => {
    await settle('s9009', 50);
    const panel = await budgetPanel();
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      /^超出预算：本单¥.*剩余¥800\.00，无法提交订单$/,
    );
    expect(screen.getByRole('button', { name: '提交订单' })).toBeDisabled();
  });

  it('review: tells the member the order will wait with 超出预算', async () => {
    await settle('procure', 50);
    const panel = await budgetPanel();
    expect(within(panel).getByRole('status')).toHaveTextContent(/提交后将进入待审核，审核原因：超出预算$/);
    expect(within(panel).getByTestId('budget-after')).toHaveTextContent('¥0.00');
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
  });

  it('warn: lets it through with a notice, the remaining shown as overspent', async () => {
    await settle('s4334', 50);
    const panel = await budgetPanel();
    expect(within(panel).getByRole('status')).toHaveTextContent(/提交后该预算将超支$/);
    expect(within(panel).getByTestId('budget-after')).toHaveTextContent(/^已超支 ¥\d+\.\d\d$/);
    expect(screen.getByRole('button', { name: '提交订单' })).toBeEnabled();
  });

  it('is not shown where the shop keeps no budgets', async () => {
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'member',
      mallPath: 'points',
      route: '/points/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1',
    });
    await screen.findByRole('region', { name: '商品清单' });
    expect(screen.queryByRole('region', { name: '预算' })).not.toBeInTheDocument();
  });
});
