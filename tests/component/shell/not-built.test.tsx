import { screen } from '@testing-library/react';
import { renderApp, signInAs, runShellGateway } from './shell-harness';

runShellGateway();
vi.setConfig({ testTimeout: 30_000 });

const NOT_BUILT = '该功能即将开放，敬请期待';

describe('a page that is not built yet says so, never claiming emptiness it does not know', () => {
  it.each([
    // page, a text it must not claim (the member has orders, invoices, a cart …)
    ['userCenter/afterSalesRecord', '暂无售后记录'],
    ['userCenter/orderInvoice', '暂无发票'],
    ['userCenter/settlementOrder', '暂无可开票的订单'],
    ['userCenter/invoicingZdList', '暂无账单'],
    ['userCenter/userCenterView2/balance', '暂无余额明细'],
    ['editProductReview', '暂无待评价的商品'],
  ])('/points/%s says the page is not built yet, not %s', async (page, claim) => {
    await signInAs('points', 'member');
    renderApp(`/points/${page}`);
    expect(await screen.findByText(NOT_BUILT, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText(claim)).toBeNull();
  });
});
