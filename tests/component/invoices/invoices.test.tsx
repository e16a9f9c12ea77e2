// The invoice centre's screens (docs/invoices.md) over the in-process demo gateway: ticking orders with a
// running total, the apply page's checks and one submit for a double click, 开票信息, the two lists, a detail
// in each status with its actions (撤销申请 after a confirmation), 订单发票 and the state on the order detail.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  add,
  formatMoney,
  INVOICE_APPLY_TEXT,
  INVOICE_CANCEL_CONFIRM,
  INVOICE_REFUSAL,
} from '../../../engine';
import { ConfirmHost } from '../../../src/components/confirm-host';
import ApplyInvoicePage from '../../../src/features/invoices/apply-page';
import ApplicationsPage from '../../../src/features/invoices/applications-page';
import InvoiceDetailPage from '../../../src/features/invoices/detail-page';
import InvoicingInfoPage from '../../../src/features/invoices/info-page';
import InvoiceCentrePage from '../../../src/features/invoices/invoice-centre-page';
import InvoicesPage from '../../../src/features/invoices/invoices-page';
import { OrderInvoiceState } from '../../../src/features/invoices/order-invoice-state';
import OrderInvoicesPage from '../../../src/features/invoices/order-invoices-page';
import OrderDetailPage from '../../../src/features/orders/order-detail-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

/** A table's body rows, with their cells. */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];

startDemoGateway();

function Screens() {
  const at = (path: string) => `/:mallPath/userCenter/${path}`;
  return (
    <>
      <Routes>
        <Route path={at('settlementOrder')} element={<InvoiceCentrePage />} />
        <Route path={at('settlementOrder/applyInvoiced')} element={<ApplyInvoicePage />} />
        <Route path={at('settlementOrder/invoicedInfo')} element={<InvoicingInfoPage />} />
        <Route path={at('applyOrder')} element={<ApplicationsPage />} />
        <Route path={at('applyOrder/invoicedOrderInfo')} element={<InvoiceDetailPage />} />
        <Route path={at('invoicedOrder')} element={<InvoicesPage />} />
        <Route path={at('invoicedOrder/invoicedOrderInfo')} element={<InvoiceDetailPage />} />
        <Route path={at('orderInvoice')} element={<OrderInvoicesPage />} />
        <Route path={at('order/view')} element={<OrderDetailPage OrderInvoice={OrderInvoiceState} />} />
        <Route path="*" element={null} />
      </Routes>
      <ConfirmHost />
    </>
  );
}

const render = (route: string, mallPath = 'procure') =>
  renderDemoPage(<Screens />, { mallPath, account: 'member', route: `/${mallPath}/userCenter/${route}` });

/** The amount in a table row's last money cell (可开票金额). */
const rowAmount = (row: HTMLElement) => (row.textContent ?? '').match(/¥[\d.]+/g)?.at(-1) ?? '';

describe('开票中心 to 开票信息', () => {
  it('totals the ticked orders, then applies once for them and shows the application 待审核', async () => {
    await render('settlementOrder');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '可开票订单' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    await user.click(within(first).getByRole('checkbox'));
    await user.click(within(second).getByRole('checkbox'));
    const chosen = screen.getByRole('region', { name: '已选订单' });
    const sum = formatMoney(add(rowAmount(first).slice(1), rowAmount(second).slice(1)));
    expect(chosen).toHaveTextContent(`已选 2 个订单，合计 ${sum}`);
    await user.click(within(chosen).getByRole('button', { name: '申请开票' }));

    const summary = await screen.findByRole('table', { name: '开票订单' });
    expect(within(summary).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(sum)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /演示科技有限公司/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '纸质发票' }));
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVOICE_APPLY_TEXT.chooseAddress);
    expect(calls('/invoice/apply')).toHaveLength(0);
    await user.click(within(screen.getByRole('group', { name: '收件地址' })).getAllByRole('radio')[0]!);
    await user.dblClick(screen.getByRole('button', { name: '提交申请' }));

    expect(await screen.findByText(`${INVOICE_APPLY_TEXT.submitted}，请等待财务审核`)).toBeInTheDocument();
    expect(await screen.findByText('待审核', { selector: 'strong' })).toBeInTheDocument();
    expect(calls('/invoice/apply')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '撤销申请' })).toBeInTheDocument();
  });

  it('says when the start date is after the end date, and asks for a tick before applying', async () => {
    await render('settlementOrder');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '可开票订单' });
    await user.click(screen.getByRole('button', { name: '申请开票' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVOICE_APPLY_TEXT.noneTicked);
    await user.type(screen.getByLabelText('开始日期'), '2026-11-30');
    await user.type(screen.getByLabelText('结束日期'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByRole('alert')).toHaveTextContent(INVOICE_APPLY_TEXT.dateRangeInvalid);
  });
});

describe('the applications and invoices', () => {
  it('lists applications in progress and withdraws the 待审核 one after a confirmation', async () => {
    await render('applyOrder');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '申请开票订单' });
    const statuses = bodyRows(table).map((row) => row.cells[6]?.textContent);
    expect(statuses.sort()).toEqual(['已撤销', '已驳回', '开票中', '待审核'].sort());
    const pending = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('待审核'))!;
    await user.click(within(pending).getByRole('link', { name: /^查看/ }));
    await user.click(await screen.findByRole('button', { name: '撤销申请' }));
    const dialog = await screen.findByRole('dialog', { name: INVOICE_CANCEL_CONFIRM.title });
    await user.click(within(dialog).getByRole('button', { name: INVOICE_CANCEL_CONFIRM.confirmText }));
    expect(await screen.findByText('已撤销', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
  });

  it('shows a rejected application with its reason and no action', async () => {
    await render('applyOrder');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '申请开票订单' });
    const rejected = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('已驳回'))!;
    await user.click(within(rejected).getByRole('link', { name: /^查看/ }));
    expect(await screen.findByText(/^驳回原因：/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '撤销申请' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回申请开票订单' })).toBeInTheDocument();
  });

  it('lists voided invoices too, and offers the issued e-invoice for download and resending', async () => {
    await render('invoicedOrder');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '已开票订单' });
    const row = (status: string) =>
      within(table)
        .getAllByRole('row')
        .find((each) => each.textContent?.includes(status))!;
    expect(row('已红冲')).toBeDefined();
    await user.click(within(row('已开票')).getByRole('link', { name: /^查看/ }));
    expect(await screen.findByRole('button', { name: '下载电子发票' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重发至邮箱' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '重发至邮箱' })).getByRole('button', { name: '发送' }),
    );
    expect(await screen.findByText(INVOICE_APPLY_TEXT.resent('finance@example.com'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '发票抬头（申请时）' })).toHaveTextContent('演示科技有限公司');
  });
});

describe('订单发票', () => {
  /** Every order row of 订单发票, page by page (the seeded applications' orders are the oldest). */
  async function everyRow(user: ReturnType<typeof userEvent.setup>) {
    const table = await screen.findByRole('table', { name: '订单发票' });
    const first = bodyRows(table);
    const pager = screen.queryByRole('navigation', { name: '分页' });
    if (!pager) return first;
    await user.click(within(pager).getByRole('button', { name: '第2页' }));
    await screen.findByRole('button', { name: '第2页', current: 'page' });
    return [...first.map((row) => row.cloneNode(true) as HTMLTableRowElement), ...bodyRows(table)];
  }

  it('lists each order with its invoice state and action, and the order detail shows the same', async () => {
    await render('orderInvoice');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '订单发票' });
    const open = bodyRows(table).find((row) => row.cells[3]?.textContent === '未开票')!;
    const orderNo = open.cells[0]?.textContent ?? '';
    const rows = await everyRow(user);
    const states = rows.map((row) => row.cells[3]?.textContent);
    expect(states).toEqual(
      expect.arrayContaining(['未开票', '已开票', '待审核', '开票中', '订单完成后可开票']),
    );
    const invoiced = bodyRows(table).find((row) => row.cells[3]?.textContent === '已开票')!;
    expect(within(invoiced).getByRole('link', { name: /^查看发票/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '第1页' }));
    const link = await screen.findByRole('link', { name: `申请开票 ${orderNo}` });
    expect(link).toHaveAttribute(
      'href',
      `/procure/userCenter/settlementOrder/applyInvoiced?orderNos=${orderNo}`,
    );
    await user.click(link);
    expect(await screen.findByRole('table', { name: '开票订单' })).toHaveTextContent(orderNo);
  });

  it('shows the invoice state on the order detail; a shop without invoices refuses 订单发票', async () => {
    await render('orderInvoice');
    const invoiced = (await everyRow(userEvent.setup())).find(
      (row) => row.cells[3]?.textContent === '已开票',
    )!;
    const orderNo = invoiced.cells[0]?.textContent ?? '';
    cleanup();
    await render(`order/view?orderNo=${orderNo}`);
    expect(await screen.findByRole('region', { name: '订单发票' })).toHaveTextContent('发票：已开票');
    cleanup();
    await render('orderInvoice', 'points');
    expect(await screen.findByText(INVOICE_REFUSAL)).toBeInTheDocument();
  });
});
