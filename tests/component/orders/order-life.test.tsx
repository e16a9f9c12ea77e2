// The rest of an order's life on screen: a shipped order's parcel, 确认收货 from the detail and the list,
// the tabs of a shop that reviews orders, the payment facts of an unpaid order, and the personal home's counts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURIERS, ORDER_STATUS, RECEIPT_MESSAGES, receiptConfirmation } from '../../../engine';
import PersonalHomePage from '../../../src/features/user-centre/personal-home-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';
import { orderCards, renderOrders } from './orders-harness';

startDemoGateway();

const statusOf = (card: HTMLElement) => card.querySelector('strong')?.textContent;

/** Opens the detail of the member's order in `status` through its card's 详情. */
async function openDetailOf(statusName: string, mallPath = 'points') {
  const user = userEvent.setup();
  await renderOrders('/userCenter/order', { mallPath });
  const card = (await orderCards()).find((each) => statusOf(each) === statusName) as HTMLElement;
  await user.click(within(card).getByRole('link', { name: /^订单详情：/ }));
  await screen.findByRole('region', { name: '商品清单' });
  return user;
}

describe('a shipped order', () => {
  it('shows the courier, the tracking number with 复制, and the tracking steps newest first', async () => {
    const user = await openDetailOf('已发货');
    const parcel = screen.getByRole('region', { name: '物流信息' });
    const courier = within(parcel).getByText('物流公司').nextElementSibling?.textContent;
    expect(COURIERS.map(({ name }) => name)).toContain(courier);
    const trackingNo = within(parcel).getByText(/^[A-Z]+\d{12}$/).textContent;

    await user.click(within(parcel).getByRole('button', { name: '复制运单号' }));
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(trackingNo);

    const steps = within(within(parcel).getByRole('list', { name: '物流跟踪' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent('正在派送中');
    expect(steps.at(-1)).toHaveTextContent(`${courier}已揽收`);
    const times = steps.map((step) => step.querySelector('time')?.textContent ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a completed order shows its parcel signed for; an order not yet shipped has no parcel', async () => {
    await openDetailOf('已完成');
    const parcel = screen.getByRole('region', { name: '物流信息' });
    expect(within(parcel).getAllByRole('listitem')[0]).toHaveTextContent('快件已签收');
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
  });

  it('an order waiting for shipping has no parcel and no 确认收货', async () => {
    await openDetailOf('待发货');
    expect(screen.queryByRole('region', { name: '物流信息' })).toBeNull();
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
  });
});

describe('确认收货', () => {
  it('in the detail asks first; 取消 sends nothing, 确认收货 completes the order once', async () => {
    const user = await openDetailOf('已发货');
    const orderNo = (screen.getByText(/^订单号：/).textContent ?? '').replace('订单号：', '');
    const { title, message, confirmText } = receiptConfirmation(orderNo);

    await user.click(screen.getByRole('button', { name: '确认收货' }));
    const ask = await screen.findByRole('dialog', { name: title });
    expect(ask).toHaveTextContent(message);
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(calls('/confirmReceipt')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '确认收货' }));
    await user.dblClick(
      within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: confirmText }),
    );
    expect(await screen.findByText(RECEIPT_MESSAGES.confirmed)).toBeInTheDocument();
    expect(calls('/confirmReceipt')).toEqual([expect.objectContaining({ body: { orderNo } })]);
    const timeline = screen.getByRole('region', { name: '订单跟踪' });
    expect(await within(timeline).findByText('已完成')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认收货' })).toBeNull();
  });

  it('on the list card: the card then shows 已完成', async () => {
    const user = userEvent.setup();
    await renderOrders('/userCenter/order');
    const shipped = (await orderCards()).find((card) => statusOf(card) === '已发货') as HTMLElement;
    const orderNo = (shipped.getAttribute('aria-label') ?? '').replace('订单 ', '');
    expect(
      (await orderCards()).filter((card) => within(card).queryByRole('button', { name: '确认收货' })),
    ).toEqual([shipped]);
    await user.click(within(shipped).getByRole('button', { name: '确认收货' }));
    const ask = await screen.findByRole('dialog', { name: '确认收货' });
    await user.click(within(ask).getByRole('button', { name: '确认收货' }));
    await waitFor(async () => {
      const card = (await orderCards()).find((each) => each.getAttribute('aria-label') === `订单 ${orderNo}`);
      expect(statusOf(card as HTMLElement)).toBe('已完成');
    });
  });
});

describe('where orders are reviewed (procure)', () => {
  it('the tabs include 待审核 and 已驳回', async () => {
    await renderOrders('/userCenter/order', { mallPath: 'procure' });
    await orderCards();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部',
      '待审核',
      '待发货',
      '已发货',
      '已完成',
      '已取消',
      '已驳回',
    ]);
  });

  it('an order under review shows no payment method or time, only that it is unpaid', async () => {
    await openDetailOf('待审核', 'procure');
    const amounts = screen.getByRole('region', { name: '订单金额' });
    expect(amounts).toHaveTextContent('支付状态未支付');
    expect(amounts).not.toHaveTextContent('支付方式');
    expect(amounts).not.toHaveTextContent('支付时间');
  });

  it('a paid order shows how and when it was paid', async () => {
    await openDetailOf('待发货', 'procure');
    const amounts = screen.getByRole('region', { name: '订单金额' });
    expect(amounts).toHaveTextContent('支付方式现金支付');
    expect(amounts).toHaveTextContent(/支付时间\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });
});

describe('the personal home', () => {
  const counts = async () => {
    const panel = await screen.findByRole('region', { name: '我的订单' });
    return within(panel)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link'));
  };

  it.each([
    ['points', ['1 待发货', '1 已发货', '4 已完成', '0 已取消']],
    // procure's member also has a completed order in each of the three statement months (seed-statements.ts)
    // and five more that hold its seeded invoice applications (seed-invoice-applications.ts).
    ['procure', ['1 待审核', '1 待发货', '1 已发货', '12 已完成', '0 已取消', '0 已驳回']],
  ])('%s: the count in each of the shop’s tabs, each linking to its tab', async (mallPath, expected) => {
    await renderDemoPage(<PersonalHomePage />, { mallPath, account: 'member', route: `/${mallPath}/x` });
    const links = await counts();
    expect(
      links.map(
        (link) => `${link.querySelector('strong')?.textContent} ${link.textContent?.replace(/^\d+/, '')}`,
      ),
    ).toEqual(expected);
    expect(links.find((link) => link.textContent?.endsWith('已发货'))).toHaveAttribute(
      'href',
      `/${mallPath}/userCenter/order?status=${ORDER_STATUS.shipped}`,
    );
    expect(screen.getByRole('link', { name: '全部订单 ›' })).toHaveAttribute(
      'href',
      `/${mallPath}/userCenter/order`,
    );
  });

  it('no counts for a user whose menu has no 我的订单 (the procurement reviewer)', async () => {
    await renderDemoPage(<PersonalHomePage />, {
      mallPath: 'procure',
      account: 'reviewer',
      route: '/procure/x',
    });
    expect(await screen.findByRole('list', { name: '常用功能' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '我的订单' })).toBeNull();
    expect(calls('/statusCounts')).toHaveLength(0);
  });
});
