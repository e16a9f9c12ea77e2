// 发票信息, /userCenter/invoicedMsg (docs/invoices.md), against the demo gateway: the member's titles, the
// default first; 删除 after a confirmation, 设为默认, and 新增发票抬头 until the shop's limit.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE_TITLE_WRITE_MESSAGES } from '../../../engine';
import InvoiceTitlesPage from '../../../src/features/invoice-titles/invoice-titles-page';
import { saveInvoiceTitle } from '../../../src/lib/api/endpoints/invoice-titles';
import { calls, renderPiece, runShellGateway, signInAs } from '../shell/shell-harness';

runShellGateway();

async function renderPage() {
  const user = userEvent.setup();
  await renderPiece(<InvoiceTitlesPage />, { mallPath: 'procure', account: 'member' });
  await screen.findByRole('table', { name: '发票抬头列表' });
  return user;
}

const rows = () =>
  within(screen.getByRole('table', { name: '发票抬头列表' }))
    .getAllByRole('row')
    .slice(1);
const row = (name: string) => screen.getByRole('row', { name });
const cells = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent);

async function answerConfirm(user: ReturnType<typeof userEvent.setup>, button: '确定' | '取消') {
  const confirm = await screen.findByRole('dialog', { name: '提示' });
  expect(confirm).toHaveTextContent('确定删除该发票抬头吗？删除后不可恢复。');
  await user.click(within(confirm).getByRole('button', { name: button }));
}

it('lists the titles, the default first: kind, type, name with 默认, tax number, and the actions', async () => {
  await renderPage();
  expect(rows().map(cells)).toEqual([
    ['企业', '增值税专用发票', '演示科技有限公司默认', '91350100M000100Y43'],
    ['个人', '增值税普通发票', '张三', '—'],
  ]);
  expect(within(row('演示科技有限公司')).queryByRole('button', { name: '设为默认' })).toBeNull();
  expect(within(row('张三')).getByRole('button', { name: '设为默认' })).toBeInTheDocument();
  expect(within(row('张三')).getByRole('link', { name: '编辑' })).toHaveAttribute(
    'href',
    expect.stringMatching(/\/procure\/userCenter\/invoicedMsg\/addInvoicedInfo\?id=\d+$/),
  );
  expect(screen.getByRole('link', { name: '新增发票抬头' })).toHaveAttribute(
    'href',
    '/procure/userCenter/invoicedMsg/addInvoicedInfo',
  );
});

it('删除 asks first: 取消 sends nothing; 确定 deletes, and the other title becomes the default', async () => {
  const user = await renderPage();
  await user.click(within(row('演示科技有限公司')).getByRole('button', { name: '删除' }));
  await answerConfirm(user, '取消');
  expect(calls('/invoice/titles/delete')).toHaveLength(0);
  expect(rows()).toHaveLength(2);

  await user.click(within(row('演示科技有限公司')).getByRole('button', { name: '删除' }));
  await answerConfirm(user, '确定');
  expect(await screen.findByText(INVOICE_TITLE_WRITE_MESSAGES.remove.success)).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(calls('/invoice/titles/delete')).toHaveLength(1);
  expect(within(row('张三')).getByText('默认')).toBeInTheDocument();
});

it('deleting the last title shows the empty state with 新增发票抬头', async () => {
  const user = await renderPage();
  for (const name of ['演示科技有限公司', '张三']) {
    await user.click(within(row(name)).getByRole('button', { name: '删除' }));
    await answerConfirm(user, '确定');
    await waitFor(() => expect(screen.queryByRole('row', { name })).toBeNull());
  }
  expect(await screen.findByText('您还没有发票抬头')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '新增发票抬头' })).toBeInTheDocument();
});

it('设为默认 moves the 默认 badge: one default', async () => {
  const user = await renderPage();
  await user.click(within(row('张三')).getByRole('button', { name: '设为默认' }));
  expect(await screen.findByText(INVOICE_TITLE_WRITE_MESSAGES.setDefault.success)).toBeInTheDocument();
  await waitFor(() =>
    expect(rows().map((each) => each.getAttribute('aria-label'))).toEqual(['张三', '演示科技有限公司']),
  );
  expect(screen.getAllByText('默认')).toHaveLength(1);
  expect(within(row('张三')).getByText('默认')).toBeInTheDocument();
});

it('at the shop’s limit, 新增发票抬头 is off and says why', async () => {
  const api = await signInAs('procure', 'member');
  const title = { kind: 'personal', invoiceType: 'ordinary', name: '王五', email: 'w@example.com' };
  for (let count = 2; count < 20; count += 1) {
    const answer = await saveInvoiceTitle(api, {
      ...title,
      taxNo: '',
      bank: '',
      bankAccount: '',
      registeredAddress: '',
      registeredPhone: '',
      isDefault: 0,
    });
    expect(answer.success).toBe(true);
  }
  await renderPage();
  expect(screen.getByText('最多可保存 20 个发票抬头')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '新增发票抬头' })).toBeDisabled();
  expect(screen.queryByRole('link', { name: '新增发票抬头' })).toBeNull();
});
