// After submit: each variant's paySuccess and /orderSettlement/payDetails, against the demo
// gateway in process; the orders are made through the settlement page as a member would.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, PAY_METHOD_LABEL } from '../../../engine';
import PayDetailsPage from '../../../src/features/checkout/pay-details-page';
import PaySuccessPage from '../../../src/features/checkout/pay-success-page';
import { SETTLEMENT_PAGES } from '../../../src/features/checkout/settlement-page';
import type { SettlementKind } from '../../../engine';
import { renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();
beforeEach(() => sessionStorage.clear());

/** Settles one goods by buy-now and submits; answers the page the submit went to (paySuccess?orderNo=…). */
async function placeOrder(mallPath: string, kind: SettlementKind, goodsCode: string): Promise<string> {
  const user = userEvent.setup();
  const Page = SETTLEMENT_PAGES[kind];
  const { unmount } = await renderDemoPage(<Page />, {
    account: 'member',
    mallPath,
    route: `/${mallPath}/x?goodsCode=${goodsCode}&goodsSkuCode=${goodsCode}-01&quantity=1`,
  });
  await user.click(await screen.findByRole('button', { name: '提交订单' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/paySuccess?orderNo='));
  const target = screen.getByTestId('location').textContent ?? '';
  unmount();
  return target;
}

describe('paySuccess', () => {
  it('shows the order number with 复制 (复制成功), the amount in the price mode and the links on', async () => {
    const target = await placeOrder('points', 'normal', 'G-ON-SALE');
    const orderNo = new URLSearchParams(target.split('?')[1]).get('orderNo') ?? '';
    const user = userEvent.setup();
    await renderDemoPage(<PaySuccessPage />, { account: 'member', route: target });
    expect(await screen.findByTestId('order-no')).toHaveTextContent(orderNo);
    expect(screen.getByRole('heading', { name: '订单提交成功' })).toBeInTheDocument();
    expect(screen.getByTestId('order-amount')).toHaveTextContent(/^\d+积分$/);
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText(ORDER_MESSAGES.copied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(orderNo);
    expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      `/points/userCenter/order/view?orderNo=${orderNo}`,
    );
    expect(screen.getByRole('link', { name: '继续购物' })).toHaveAttribute('href', '/points/home');
  });

  it('复制失败 when the browser refuses the clipboard', async () => {
    const target = await placeOrder('points', 'normal', 'G-ON-SALE');
    const user = userEvent.setup();
    await renderDemoPage(<PaySuccessPage />, { account: 'member', route: target });
    await screen.findByTestId('order-no');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '复制' }));
    expect(await screen.findByText(ORDER_MESSAGES.copyFailed)).toBeInTheDocument();
  });

  it('a virtual order links to the virtual order detail', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderDemoPage(<SETTLEMENT_PAGES.virtual />, {
      account: 'member',
      route: '/points/x?goodsCode=G-VIRTUAL-RECHARGE&goodsSkuCode=G-VIRTUAL-RECHARGE-01&quantity=1',
    });
    await user.type(await screen.findByRole('textbox', { name: '充值账号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/virtualOrderSettlement/paySuccess?orderNo='),
    );
    const target = screen.getByTestId('location').textContent ?? '';
    unmount();
    await renderDemoPage(<PaySuccessPage />, { account: 'member', route: target });
    expect(await screen.findByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/points\/userCenter\/order\/virtualOrderView\?orderNo=/),
    );
  });
});

describe('payDetails', () => {
  it('shows the amount, what paid it, the time and the status', async () => {
    const target = await placeOrder('points', 'normal', 'G-ON-SALE');
    const orderNo = new URLSearchParams(target.split('?')[1]).get('orderNo') ?? '';
    await renderDemoPage(<PayDetailsPage />, {
      account: 'member',
      route: `/points/orderSettlement/payDetails?orderNo=${orderNo}`,
    });
    expect(await screen.findByTestId('paid-amount')).toHaveTextContent(/^\d+积分$/);
    expect(screen.getByText(PAY_METHOD_LABEL.points)).toBeInTheDocument();
    expect(screen.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('待发货')).toBeInTheDocument();
  });

  it('without an order number says so', async () => {
    await renderDemoPage(<PayDetailsPage />, {
      account: 'member',
      route: '/points/orderSettlement/payDetails',
    });
    expect(await screen.findByText(ORDER_MESSAGES.orderNoMissing)).toBeInTheDocument();
  });
});
