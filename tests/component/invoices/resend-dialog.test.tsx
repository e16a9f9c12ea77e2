// 重发至邮箱's dialog (docs/invoices.md) over the in-process demo gateway: the invoice's title address to
// start with, another of the member's titles' taken, an address only typed refused under the field with the
// text kept, one send for a double click, and the throttle's message when sent again at once.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { INVOICE_APPLY_TEXT, INVOICE_RESEND_TEXT } from '../../../engine';
import InvoiceDetailPage from '../../../src/features/invoices/detail-page';
import InvoicesPage from '../../../src/features/invoices/invoices-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();

/** The issued e-invoice's detail, reached from 已开票订单, and a way to open its 重发至邮箱 dialog. */
async function issuedInvoice() {
  await renderDemoPage(
    <Routes>
      <Route path="/:mallPath/userCenter/invoicedOrder" element={<InvoicesPage />} />
      <Route path="/:mallPath/userCenter/invoicedOrder/invoicedOrderInfo" element={<InvoiceDetailPage />} />
    </Routes>,
    { mallPath: 'procure', account: 'member', route: '/procure/userCenter/invoicedOrder' },
  );
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: '已开票订单' });
  const issued = within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes('已开票'))!;
  await user.click(within(issued).getByRole('link', { name: /^查看/ }));
  const open = async () => {
    await user.click(await screen.findByRole('button', { name: '重发至邮箱' }));
    const dialog = await screen.findByRole('dialog', { name: '重发至邮箱' });
    return { dialog, email: within(dialog).getByRole('textbox', { name: '接收邮箱' }) };
  };
  return { user, open };
}

describe('重发至邮箱', () => {
  it('refuses an address that is on none of the member’s titles, under the field, keeping what was typed', async () => {
    const { user, open } = await issuedInvoice();
    const { dialog, email } = await open();
    expect(email).toHaveValue('finance@example.com');
    expect(within(dialog).getByText(INVOICE_RESEND_TEXT.hint)).toBeInTheDocument();
    await user.clear(email);
    await user.paste('victim@example.net');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await within(dialog).findByText(INVOICE_RESEND_TEXT.notOwnEmail)).toBeInTheDocument();
    expect(email).toHaveValue('victim@example.net');
    expect(email).toHaveAccessibleDescription(
      `${INVOICE_RESEND_TEXT.hint} ${INVOICE_RESEND_TEXT.notOwnEmail}`,
    );
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.paste('zhangsan@example.com');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(await screen.findByText(INVOICE_APPLY_TEXT.resent('zhangsan@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends once for a double click; sent again at once, the dialog says when it may go', async () => {
    const { user, open } = await issuedInvoice();
    const first = await open();
    await user.dblClick(within(first.dialog).getByRole('button', { name: '发送' }));
    expect(await screen.findByText(INVOICE_APPLY_TEXT.resent('finance@example.com'))).toBeInTheDocument();
    expect(calls('/invoice/resend')).toHaveLength(1);
    const again = await open();
    await user.click(within(again.dialog).getByRole('button', { name: '发送' }));
    // The seconds left, as the gateway counted them on the real clock.
    const tooSoon = new RegExp(`^${INVOICE_RESEND_TEXT.tooSoon(60).replace('60', '\\d+')}$`);
    expect(await within(again.dialog).findByText(tooSoon)).toBeInTheDocument();
    expect(again.email).toHaveValue('finance@example.com');
  });
});
