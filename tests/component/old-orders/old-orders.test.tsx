// 旧系统订单, its detail and 旧系统售后 (docs/old-orders.md) against the demo gateway: the label, the search
// and its messages, paging, the empty states, the detail and the way back, and the menu's gating.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGACY_ORDER_TEXT } from '../../../engine';
import { calls, gateway, startDemoGateway } from '../goods/demo-shop';
import { renderOldOrders } from './old-orders-harness';

startDemoGateway();

const LIST = '/userCenter/limofangOrder';
const location = () => screen.getByTestId('location').textContent ?? '';
const listBodies = () => calls('/limofang/orderList').map((request) => request.body);
const rows = async (name = '旧系统订单列表') =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);
const orderNoOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent ?? '';
const search = () => within(screen.getByRole('search', { name: '查询旧系统订单' }));

describe('旧系统订单', () => {
  it("is labelled as the old system's and lists its orders newest first, 10 a page", async () => {
    const user = userEvent.setup();
    await renderOldOrders(LIST);
    expect(await screen.findByRole('note', { name: '旧系统说明' })).toHaveTextContent(
      LEGACY_ORDER_TEXT.notice,
    );
    const first = await rows();
    expect(first).toHaveLength(10);
    expect(orderNoOf(first[0] as HTMLElement)).toMatch(/^LMF\d{17}$/);
    expect(first[0]).toHaveTextContent(/\d+积分/);
    expect(listBodies()).toEqual([{ currentPage: 1 }]);

    await user.click(screen.getByRole('button', { name: '第2页' }));
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(listBodies().at(-1)).toEqual({ currentPage: 2 });
    expect(location()).toContain('page=2');
  });

  it('searches by part of the number; nothing found says so, and 重置 lists all again', async () => {
    const user = userEvent.setup();
    await renderOldOrders(LIST);
    const number = orderNoOf((await rows())[0] as HTMLElement);
    await user.type(search().getByLabelText('订单号'), number.slice(3, 11));
    await user.click(search().getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({ orderNo: number.slice(3, 11), currentPage: 1 }),
    );
    await waitFor(async () =>
      expect((await rows()).every((row) => orderNoOf(row).includes(number.slice(3, 11)))).toBe(true),
    );
    expect(location()).toContain(`orderNo=${number.slice(3, 11)}`);

    await user.clear(search().getByLabelText('订单号'));
    await user.type(search().getByLabelText('订单号'), 'LMF1999');
    await user.click(search().getByRole('button', { name: '查询' }));
    expect(await screen.findByText(LEGACY_ORDER_TEXT.noMatch)).toBeInTheDocument();
    expect(screen.queryByText(LEGACY_ORDER_TEXT.empty)).toBeNull();

    await user.click(search().getByRole('button', { name: '重置' }));
    expect(await rows()).toHaveLength(10);
    expect(search().getByLabelText('订单号')).toHaveValue('');
    expect(location()).toBe(`/points${LIST}`);
  });

  it('searches by a date range; a start after the end is refused beside the field and sends nothing', async () => {
    const user = userEvent.setup();
    await renderOldOrders(LIST);
    const newest = (await rows())[0] as HTMLElement;
    const day = within(newest).getAllByRole('cell')[1]?.textContent?.slice(0, 10) ?? '';
    const start = search().getByLabelText('开始日期');
    const end = search().getByLabelText('结束日期');

    fireEvent.change(start, { target: { value: '2099-01-02' } });
    fireEvent.change(end, { target: { value: '2099-01-01' } });
    await user.click(search().getByRole('button', { name: '查询' }));
    expect(await screen.findByText(LEGACY_ORDER_TEXT.startAfterEnd)).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveValue('2099-01-02');
    expect(listBodies()).toHaveLength(1);

    fireEvent.change(start, { target: { value: day } });
    fireEvent.change(end, { target: { value: day } });
    await user.click(search().getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({ startDate: day, endDate: day, currentPage: 1 }),
    );
    await waitFor(async () => expect(orderNoOf((await rows())[0] as HTMLElement)).toBe(orderNoOf(newest)));
    expect(screen.queryByText(LEGACY_ORDER_TEXT.startAfterEnd)).toBeNull();
  });

  it('a link with a day that does not exist shows why and sends nothing', async () => {
    await renderOldOrders(`${LIST}?startDate=2025-02-30`);
    expect(await screen.findByText(LEGACY_ORDER_TEXT.startDateInvalid)).toBeInTheDocument();
    expect(listBodies()).toEqual([]);
  });

  it('a member the old system never knew sees the empty state', async () => {
    await renderOldOrders(LIST, { account: 'newcomer' });
    expect(await screen.findByText(LEGACY_ORDER_TEXT.empty)).toBeInTheDocument();
  });

  it('a failed load shows the server message with 重试', async () => {
    gateway.faults.add({ path: '/order/limofang/orderList', code: '99999', times: 1 });
    const user = userEvent.setup();
    await renderOldOrders(LIST);
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await rows()).toHaveLength(10);
  });
});

describe('旧系统订单详情', () => {
  it('opens from the list: lines with 小计, receiver, amounts, and 返回旧系统订单', async () => {
    const user = userEvent.setup();
    await renderOldOrders(LIST);
    const number = orderNoOf((await rows())[0] as HTMLElement);
    await user.click(screen.getByRole('link', { name: `查看旧系统订单 ${number}` }));
    expect(location()).toBe(`/points/userCenter/limofangOrder/view?orderNo=${number}`);
    expect(await screen.findByText(`订单号：${number}`)).toBeInTheDocument();
    const lines = within(screen.getByRole('region', { name: '商品清单' }));
    expect(lines.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '商品',
      '规格',
      '单价',
      '数量',
      '小计',
    ]);
    expect(
      within(screen.getByRole('region', { name: '收货信息' })).getByText(/^138\*{4}\d{4}$/),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: '订单金额' })).toHaveTextContent(/订单总额\d+积分/);
    // Read-only: nothing to act on.
    expect(screen.queryByRole('button', { name: /售后|购买|取消|收货|评价/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: '返回旧系统订单' }));
    expect(location()).toBe(`/points${LIST}`);
  });

  it('an order that is not there says so, with the way back', async () => {
    await renderOldOrders(`${LIST}/view?orderNo=LMF00000000000000000`);
    expect(await screen.findByText(LEGACY_ORDER_TEXT.orderNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回旧系统订单' })).toBeInTheDocument();
  });
});

describe('旧系统售后', () => {
  it('lists the records, each naming its order, which opens', async () => {
    const user = userEvent.setup();
    await renderOldOrders('/userCenter/afterSaleLimofang');
    expect(await screen.findByRole('note', { name: '旧系统说明' })).toHaveTextContent(
      LEGACY_ORDER_TEXT.afterSalesNotice,
    );
    const records = await rows('旧系统售后记录');
    expect(records).toHaveLength(4);
    expect(records.map((row) => within(row).getAllByRole('cell')[4]?.textContent).sort()).toEqual(
      ['已完成', '已完成', '已拒绝', '已撤销'].sort(),
    );
    const order = within(records[0] as HTMLElement).getByRole('link');
    const number = order.textContent ?? '';
    await user.click(order);
    expect(await screen.findByText(`订单号：${number}`)).toBeInTheDocument();
  });

  it('a member without records sees the empty state', async () => {
    await renderOldOrders('/userCenter/afterSaleLimofang', { account: 'newcomer' });
    expect(await screen.findByText(LEGACY_ORDER_TEXT.afterSalesEmpty)).toBeInTheDocument();
  });
});

describe('the menu gates all three (F000260)', () => {
  it.each([LIST, `${LIST}/view?orderNo=LMF1`, '/userCenter/afterSaleLimofang'])(
    '%s is refused to the viewer, and nothing is asked',
    async (route) => {
      await renderOldOrders(route, { account: 'viewer' });
      expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
      expect(sentToOldSystem()).toEqual([]);
    },
  );
});

const sentToOldSystem = () =>
  ['/limofang/orderList', '/limofang/orderDetail', '/limofang/afterSaleList'].flatMap(calls);
