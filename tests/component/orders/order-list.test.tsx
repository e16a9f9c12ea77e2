// 我的订单, /userCenter/order (docs/orders.md), against the demo gateway.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_CANCEL_CONFIRM, ORDER_STATUS } from '../../../engine';
import { submitOrder } from '../../../src/lib/api/endpoints/orders';
import { calls, startDemoGateway } from '../goods/demo-shop';
import { location, orderCards, renderOrders } from './orders-harness';

startDemoGateway();

const statusOf = (card: HTMLElement) => card.querySelector('strong')?.textContent;
const lastListBody = () => calls('/orderList').at(-1)?.body;

describe('the list', () => {
  it("shows the member's orders newest first, each with its number, time, status, lines and amount", async () => {
    await renderOrders('/userCenter/order');
    const cards = await orderCards();
    expect(cards.map(statusOf)).toEqual(['待发货', '已发货', '已完成', '已完成', '已完成', '已完成']);
    expect(lastListBody()).toEqual({ currentPage: 1 });
    const [newest, shipped] = cards as [HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent(/订单号：DM\d+/);
    expect(newest).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(newest).toHaveTextContent('共1种商品，10件');
    // A points shop shows the amount in its unit.
    expect(newest).toHaveTextContent(/\d+积分/);
    expect(within(shipped).getAllByRole('img')).toHaveLength(2);
    expect(within(shipped).getByText('共2种商品，3件')).toBeInTheDocument();
    // Only an order nothing has left the warehouse for may be cancelled.
    expect(within(newest).getByRole('button', { name: '取消订单' })).toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('the tabs filter by status through orderStatus, and a tab without orders says 暂无订单', async () => {
    const user = userEvent.setup();
    await renderOrders('/userCenter/order');
    await orderCards();
    // A points mall reviews no order: no 待审核 or 已驳回 tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '待发货',
      '已发货',
      '已完成',
      '已取消',
    ]);
    await user.click(screen.getByRole('tab', { name: '已发货' }));
    await waitFor(() =>
      expect(lastListBody()).toEqual({ orderStatus: ORDER_STATUS.shipped, currentPage: 1 }),
    );
    await waitFor(async () => expect((await orderCards()).map(statusOf)).toEqual(['已发货']));
    expect(location()).toContain(`status=${ORDER_STATUS.shipped}`);

    await user.click(screen.getByRole('tab', { name: '已取消' }));
    expect(await screen.findByText('暂无订单')).toBeInTheDocument();
  });

  it('pages through the orders, 10 a page', async () => {
    const user = userEvent.setup();
    const { queryClient, api } = await renderOrders('/userCenter/order');
    await orderCards();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    for (let each = 0; each < 9; each += 1) {
      const answer = await submitOrder(api, {
        kind: 'normal',
        items: [{ goodsCode: 'G-0001', goodsSkuCode: 'G-0001-01', quantity: 1 }],
        settlementKey: `paging-${each}`,
      });
      expect(answer.success).toBe(true);
    }
    await queryClient.invalidateQueries();
    await waitFor(async () => expect(await orderCards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(lastListBody()).toEqual({ currentPage: 2 }));
    await waitFor(async () =>
      expect((await orderCards()).map(statusOf)).toEqual(['已发货', '已完成', '已完成', '已完成', '已完成']),
    );
    expect(location()).toContain('page=2');
  });

  it('a page past the end is not called empty: it offers the first page', async () => {
    const user = userEvent.setup();
    await renderOrders('/userCenter/order?page=5');
    expect(await screen.findByText('该页没有订单')).toBeInTheDocument();
    expect(screen.queryByText('暂无订单')).toBeNull();
    await user.click(screen.getByRole('button', { name: '回到第一页' }));
    expect(await orderCards()).toHaveLength(6);
  });
});

describe('actions', () => {
  it('取消订单 asks first; 确定 sends one /order/cancelOrder and the order shows 已取消', async () => {
    const user = userEvent.setup();
    await renderOrders('/userCenter/order');
    const [newest] = (await orderCards()) as [HTMLElement];
    const orderNo = /DM\d+/.exec(newest.textContent ?? '')?.[0];

    await user.click(within(newest).getByRole('button', { name: '取消订单' }));
    const ask = await screen.findByRole('dialog', { name: '取消订单' });
    expect(ask).toHaveTextContent(ORDER_CANCEL_CONFIRM);
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(calls('/cancelOrder')).toHaveLength(0);

    await user.click(within(newest).getByRole('button', { name: '取消订单' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '取消订单' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('订单已取消')).toBeInTheDocument();
    expect(calls('/cancelOrder')).toEqual([expect.objectContaining({ body: { orderNo } })]);
    await waitFor(async () => expect(statusOf((await orderCards())[0] as HTMLElement)).toBe('已取消'));
    expect(
      within((await orderCards())[0] as HTMLElement).queryByRole('button', { name: '取消订单' }),
    ).toBeNull();
  });

  it("再次购买 adds each of the order's lines with its quantity, then offers the cart", async () => {
    const user = userEvent.setup();
    await renderOrders('/userCenter/order');
    const shipped = (await orderCards())[1] as HTMLElement;
    await user.click(within(shipped).getByRole('button', { name: '再次购买' }));
    const dialog = await screen.findByRole('dialog', { name: '再次购买' });
    const adds = within(dialog).getAllByRole('button', { name: /^加入购物车：/ });
    expect(adds).toHaveLength(2);
    for (const add of adds) await user.click(add);
    await waitFor(() => expect(calls('/addCart')).toHaveLength(2));
    expect(calls('/addCart').map((call) => call.body)).toEqual([
      expect.objectContaining({ goodsSkuCode: 'G-0012-01', quantity: 2 }),
      expect.objectContaining({ goodsSkuCode: 'G-0020-01', quantity: 1 }),
    ]);
    expect((await screen.findAllByText('添加购物车成功')).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: '去购物车' }));
    expect(location()).toBe('/points/cart');
  });

  it("详情 opens the order variant's detail page", async () => {
    const user = userEvent.setup();
    await renderOrders('/userCenter/order');
    const [newest] = (await orderCards()) as [HTMLElement];
    await user.click(within(newest).getByRole('link', { name: /^订单详情：/ }));
    expect(location()).toMatch(/^\/points\/userCenter\/order\/view\?orderNo=DM\d+$/);
    expect(await screen.findByRole('region', { name: '商品清单' })).toBeInTheDocument();
  });
});
