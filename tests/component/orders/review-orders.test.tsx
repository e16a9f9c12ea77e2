// 订单审核 (/userCenter/reviewOrder) on the procurement shop: the reviewer decides, the member sees the outcome.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, ORDER_STATUS } from '../../../engine';
import { calls, startDemoGateway } from '../goods/demo-shop';
import { location, orderCards, renderOrders } from './orders-harness';

startDemoGateway();

const PROCURE = { mallPath: 'procure' };
const REVIEW_LIST = '审核订单列表';
const REASON = '预算超支，请拆分后重新下单';

async function renderReview() {
  const user = userEvent.setup();
  const view = await renderOrders('/userCenter/reviewOrder', { ...PROCURE, account: 'reviewer' });
  const [pending] = (await orderCards(REVIEW_LIST)) as [HTMLElement];
  return { user, view, pending, orderNo: /DM\d+/.exec(pending.textContent ?? '')?.[0] };
}

describe('the review list', () => {
  it('lists the orders awaiting review with their buyer, 通过 and 驳回; the tabs filter by outcome', async () => {
    const { user, pending } = await renderReview();
    expect(calls('/reviewOrderList').at(-1)?.body).toEqual({
      orderStatus: ORDER_STATUS.pendingReview,
      currentPage: 1,
    });
    expect(pending).toHaveTextContent('下单人：演示会员');
    expect(within(pending).getByRole('button', { name: '通过' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: '驳回' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['待审核', '待发货', '已驳回']);

    await user.click(screen.getByRole('tab', { name: '待发货' }));
    await waitFor(() =>
      expect(calls('/reviewOrderList').at(-1)?.body).toEqual({
        orderStatus: ORDER_STATUS.toShip,
        currentPage: 1,
      }),
    );
    const shipping = (await orderCards(REVIEW_LIST))[0] as HTMLElement;
    await waitFor(() => expect(shipping).toHaveTextContent('待发货'));
    expect(within(shipping).queryByRole('button', { name: '通过' })).toBeNull();
  });

  it('通过 asks first: 取消 sends nothing and the order stays 待审核', async () => {
    const { user, pending, orderNo } = await renderReview();
    await user.click(within(pending).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过' });
    expect(dialog).toHaveTextContent(`确定通过订单 ${orderNo} 吗？`);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核通过' })).toBeNull());
    expect(calls('/reviewOrder')).toHaveLength(0);
    expect(within(pending).getByRole('button', { name: '通过' })).toBeInTheDocument();
  });

  it('通过 once confirmed approves: the order leaves 待审核 with 审核通过', async () => {
    const { user, pending, orderNo } = await renderReview();
    await user.click(within(pending).getByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过' });
    await user.click(within(dialog).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '审核通过' })).toBeNull());
    expect(await screen.findByText(ORDER_MESSAGES.approved)).toBeInTheDocument();
    expect(calls('/reviewOrder')).toEqual([expect.objectContaining({ body: { orderNo, approved: 1 } })]);
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
  });

  it('驳回 needs a reason; with one it rejects, and the member then sees 已驳回 and the reason', async () => {
    const { user, view, pending, orderNo } = await renderReview();
    await user.click(within(pending).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回订单' });
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.rejectReasonMissing);
    expect(calls('/reviewOrder')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /驳回原因/ }), REASON);
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText(ORDER_MESSAGES.rejected)).toBeInTheDocument();
    expect(calls('/reviewOrder')).toEqual([
      expect.objectContaining({ body: { orderNo, approved: 0, reviewRemark: REASON } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '驳回订单' })).toBeNull());
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
    view.unmount();

    await renderOrders('/userCenter/order', { ...PROCURE, account: 'member' });
    const rejected = (await orderCards()).find((card) => card.textContent?.includes(orderNo ?? '-'));
    expect(rejected).toHaveTextContent('已驳回');
    await user.click(within(rejected as HTMLElement).getByRole('link', { name: /^订单详情：/ }));
    expect(location()).toMatch(/^\/procure\/userCenter\/(order|jicaiOrder)\/view\?orderNo=/);
    const note = await screen.findByRole('note', { name: '审核结果' });
    expect(note).toHaveTextContent('已驳回');
    expect(note).toHaveTextContent(`驳回原因：${REASON}`);
  });
});
