// 账单 and 账单详情 (docs/invoices.md) over the in-process demo gateway: the list with its filters, 确认账单
// after a confirmation (once for a double click), the detail's orders, refunds and totals, 申请开票 of a
// confirmed statement, and 导出 as a CSV with the byte-order mark.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { STATEMENT_TEXT, statementFileName } from '../../../engine';
import { ConfirmHost } from '../../../src/components/confirm-host';
import StatementDetailPage from '../../../src/features/statements/statement-detail-page';
import StatementsPage from '../../../src/features/statements/statements-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();

function Screens() {
  const at = (path: string) => `/:mallPath/userCenter/${path}`;
  return (
    <>
      <Routes>
        <Route path={at('invoicingZdList')} element={<StatementsPage />} />
        <Route path={at('invoicingZdList/invoicingZdListDetail')} element={<StatementDetailPage />} />
        <Route path="*" element={<p>其他页面</p>} />
      </Routes>
      <ConfirmHost />
    </>
  );
}

const render = (route = 'invoicingZdList') =>
  renderDemoPage(<Screens />, {
    mallPath: 'procure',
    account: 'member',
    route: `/procure/userCenter/${route}`,
  });

const rows = async () =>
  within(await screen.findByRole('table', { name: '账单列表' }))
    .getAllByRole('row')
    .slice(1);
const statusOf = (row: HTMLElement) => within(row).getAllByRole('cell')[5]?.textContent;
const location = () => screen.getByTestId('location').textContent ?? '';

describe('账单', () => {
  it('lists the months newest first; only the 待确认 one offers 确认账单; every one 查看 and 导出', async () => {
    await render();
    const shown = await rows();
    expect(shown.map(statusOf)).toEqual(['待确认', '已确认', '已结清']);
    expect(within(shown[0] as HTMLElement).getByRole('button', { name: /^确认账单 / })).toBeInTheDocument();
    for (const row of shown.slice(1))
      expect(within(row).queryByRole('button', { name: /^确认账单/ })).toBeNull();
    for (const row of shown) {
      expect(within(row).getByRole('link', { name: /^查看 / })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: /^导出 / })).toBeInTheDocument();
      expect(row).toHaveTextContent(/¥\d+\.\d{2}/);
    }
  });

  it('filters by status and by period, kept in the address; 重置 shows all again', async () => {
    const user = userEvent.setup();
    await render();
    await rows();
    await user.selectOptions(screen.getByLabelText('状态'), '已确认');
    await waitFor(async () => expect((await rows()).map(statusOf)).toEqual(['已确认']));
    expect(location()).toContain('status=confirmed');
    expect(calls('/statement/list').at(-1)?.body).toEqual({ status: 'confirmed', currentPage: 1 });

    await user.selectOptions(screen.getByLabelText('状态'), '全部');
    fireEvent.change(screen.getByLabelText('账期'), { target: { value: '1999-01' } });
    expect(await screen.findByText(STATEMENT_TEXT.noMatch)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(await rows()).toHaveLength(3);
  });

  it('refuses a period that is not one, beside the field, and asks nothing', async () => {
    await render('invoicingZdList?period=2026-13');
    expect(await screen.findByText(STATEMENT_TEXT.periodInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('账期')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/statement/list')).toHaveLength(0);
  });

  it('确认账单 asks first with the amount due; 取消 sends nothing; a double click on 确认 confirms once', async () => {
    const user = userEvent.setup();
    await render();
    const pending = (await rows())[0] as HTMLElement;
    const due = within(pending).getAllByRole('cell')[4]?.textContent ?? '';
    await user.click(within(pending).getByRole('button', { name: /^确认账单 / }));
    const ask = await screen.findByRole('dialog', { name: '确认账单' });
    expect(ask).toHaveTextContent(`应付金额${due}`);
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(calls('/statement/confirm')).toHaveLength(0);

    await user.click(within(pending).getByRole('button', { name: /^确认账单 / }));
    const again = await screen.findByRole('dialog', { name: '确认账单' });
    await user.dblClick(within(again).getByRole('button', { name: '确认账单' }));
    expect(await screen.findByText(STATEMENT_TEXT.confirmed)).toBeInTheDocument();
    await waitFor(async () => expect((await rows()).map(statusOf)).toEqual(['已确认', '已确认', '已结清']));
    expect(calls('/statement/confirm')).toHaveLength(1);
  });
});

/** A Blob's bytes through FileReader, which jsdom's Blob supports. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });

describe('账单详情', () => {
  async function openDetail(index: number) {
    const user = userEvent.setup();
    await render();
    await user.click(within((await rows())[index] as HTMLElement).getByRole('link', { name: /^查看 / }));
    await screen.findByRole('table', { name: '账单订单' });
    return user;
  }

  it('shows its orders and totals; a confirmed statement applies for an invoice of all its orders', async () => {
    await openDetail(1);
    expect(screen.getByText('已确认')).toBeInTheDocument();
    const orderNos = within(screen.getByRole('table', { name: '账单订单' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    expect(orderNos.length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '申请开票' })).toHaveAttribute(
      'href',
      `/procure/userCenter/settlementOrder/applyInvoiced?orderNos=${orderNos.join(',')}`,
    );
    expect(screen.queryByRole('button', { name: /^确认账单/ })).toBeNull();
    expect(screen.getByRole('region', { name: '账单金额' })).toHaveTextContent(/应付金额¥\d+\.\d{2}/);
  });

  it('a 待确认 statement offers 确认账单 and, once confirmed, 申请开票', async () => {
    const user = await openDetail(0);
    expect(screen.queryByRole('link', { name: '申请开票' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^确认账单 / }));
    const ask = await screen.findByRole('dialog', { name: '确认账单' });
    await user.click(within(ask).getByRole('button', { name: '确认账单' }));
    expect(await screen.findByRole('link', { name: '申请开票' })).toBeInTheDocument();
    expect(screen.getByText('已确认')).toBeInTheDocument();
    expect(screen.getByText('确认时间')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^确认账单/ })).toBeNull();
  });

  it('导出 writes a CSV with the byte-order mark, its orders, named by the period', async () => {
    const files: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:statement';
    });
    // jsdom has none: gone again after the test, for the files after it in this worker.
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (lastBlob) files.push({ name: this.download, blob: lastBlob });
    });
    await openDetail(1);
    const [, period = ''] = /^账期：(\d{4}-\d{2})/.exec(screen.getByText(/^账期：/).textContent ?? '') ?? [];
    const orderNo = within(screen.getByRole('table', { name: '账单订单' })).getAllByRole('cell')[0]
      ?.textContent;
    // No pause between the clicks: the second lands while the first export runs, however soon papaparse
    // loads (at once when an earlier test or file of this worker loaded it).
    await userEvent.setup({ delay: null }).dblClick(screen.getByRole('button', { name: /^导出 / }));
    expect(await screen.findByText(STATEMENT_TEXT.exported)).toBeInTheDocument();
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file?.name).toBe(statementFileName(period));
    const bytes = new Uint8Array(await bytesOf(file?.blob as Blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain(`${orderNo},`);
    click.mockRestore();
  });
});
