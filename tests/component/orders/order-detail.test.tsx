// The order detail of each variant (/userCenter/order/view, order/virtualOrderView, jicaiOrder/view).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_CANCEL_CONFIRM } from '../../../engine';
import { submitOrder } from '../../../src/lib/api/endpoints/orders';
import { calls, startDemoGateway } from '../goods/demo-shop';
import { location, orderCards, renderOrders } from './orders-harness';

startDemoGateway();

/** Opens the detail of the list's `index`-th order (newest first) through its 详情 link. */
async function openDetail(index = 0) {
  const user = userEvent.setup();
  const card = (await orderCards())[index] as HTMLElement;
  await user.click(within(card).getByRole('link', { name: /^订单详情：/ }));
  await screen.findByRole('region', { name: '商品清单' });
  return user;
}

describe('the order detail', () => {
  it('shows the lines, the delivery address, the amounts and the status history', async () => {
    await renderOrders('/userCenter/order');
    await openDetail(1);
    const lines = screen.getByRole('region', { name: '商品清单' });
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    // Each line: its unit price and its 小计 (unit price × quantity).
    const prices = within(lines)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    for (const [, unit, quantity, subtotal] of prices)
      expect(parseInt(subtotal ?? '', 10)).toBe(parseInt(unit ?? '', 10) * Number(quantity));
    expect(prices.map((row) => row[3])).toEqual([
      expect.stringMatching(/积分$/),
      expect.stringMatching(/积分$/),
    ]);

    const delivery = screen.getByRole('region', { name: '收货信息' });
    expect(delivery).toHaveTextContent('演示会员');
    expect(delivery).toHaveTextContent('138****0001');
    expect(delivery).toHaveTextContent('北京');

    const amounts = screen.getByRole('region', { name: '订单金额' });
    expect(amounts).toHaveTextContent(/商品金额\d+积分/);
    expect(amounts).toHaveTextContent('运费¥0.00');
    expect(amounts).toHaveTextContent('支付方式积分支付');
    expect(amounts).toHaveTextContent('订单备注无');

    const steps = within(screen.getByRole('region', { name: '订单跟踪' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual(['已发货', '待发货']);
    // Shipped: no longer cancellable, and nothing asks about the review.
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
    expect(screen.queryByRole('note', { name: '审核结果' })).toBeNull();
  });

  it('取消订单 while cancellable: asks, cancels, and the detail shows 已取消 with the new step', async () => {
    await renderOrders('/userCenter/order');
    const user = await openDetail(0);
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    const ask = await screen.findByRole('dialog', { name: '取消订单' });
    expect(ask).toHaveTextContent(ORDER_CANCEL_CONFIRM);
    await user.click(within(ask).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(calls('/cancelOrder')).toHaveLength(1);
    const timeline = screen.getByRole('region', { name: '订单跟踪' });
    expect(await within(timeline).findByText('已取消')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('a virtual order opens its own page and shows the credited account instead of an address', async () => {
    const { queryClient, api } = await renderOrders('/userCenter/order');
    await orderCards();
    const answer = await submitOrder(api, {
      kind: 'virtual',
      items: [{ goodsCode: 'G-VIRTUAL-RECHARGE', goodsSkuCode: 'G-VIRTUAL-RECHARGE-01', quantity: 1 }],
      rechargeAccount: '13900139000',
      settlementKey: 'virtual-detail',
    });
    expect(answer).toMatchObject({ success: true });
    await queryClient.invalidateQueries();
    await screen.findByText('共1种商品，1件');
    await openDetail(0);
    expect(location()).toMatch(/^\/points\/userCenter\/order\/virtualOrderView\?orderNo=DM\d+$/);
    expect(screen.getByRole('region', { name: '充值信息' })).toHaveTextContent('充值账号13900139000');
    expect(screen.queryByRole('region', { name: '收货信息' })).toBeNull();
  });

  it('an unknown order number says 订单不存在 and leads back to 我的订单, not to a 重试 that cannot help', async () => {
    await renderOrders('/userCenter/order/view?orderNo=DM0');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('订单不存在');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('link', { name: '返回我的订单' }));
    expect(location()).toBe('/points/userCenter/order');
  });
});
