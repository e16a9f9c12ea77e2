// 填写发票抬头, /userCenter/invoicedMsg/addInvoicedInfo (docs/invoices.md), against the demo gateway: the
// engine's message per field on blur and on submit, the company fields only for 企业, 专用 only where the shop
// allows it, one save, and `?id=` editing a title.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INVOICE_TITLE_MESSAGES as M,
  INVOICE_TITLE_WRITE_MESSAGES,
  TAX_NUMBER_MESSAGES,
} from '../../../engine';
import InvoiceTitleFormPage from '../../../src/features/invoice-titles/title-form-page';
import { changedDemoShop } from '../helpers/render-in-shop';
import { address, calls, renderApp, renderPiece, runShellGateway, signInAs } from '../shell/shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const FORM = '/procure/userCenter/invoicedMsg/addInvoicedInfo';

async function renderForm({ route = FORM, specialVat = true } = {}) {
  const user = userEvent.setup();
  const profile = specialVat
    ? undefined
    : await changedDemoShop('procure', { capabilities: { 'invoices.specialVat': false } });
  await renderPiece(<InvoiceTitleFormPage />, {
    mallPath: 'procure',
    account: 'member',
    route,
    ...(profile && { profile }),
  });
  const form = await screen.findByRole('form', { name: '填写发票抬头' });
  return { user, form };
}

const field = (label: string) => screen.getByLabelText(label);
const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
const save = () => screen.getByRole('button', { name: '保存' });

describe('messages', () => {
  it('an empty 企业 form asks for the name, the tax number and the email on submit, sends nothing, and focuses the first', async () => {
    const { user } = await renderForm();
    await user.click(save());
    expect(screen.getByText(M.name)).toBeInTheDocument();
    expect(screen.getByText(TAX_NUMBER_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(M.email)).toBeInTheDocument();
    expect(screen.queryByText(M.bank)).toBeNull();
    await waitFor(() => expect(field('发票抬头')).toHaveFocus());
    expect(field('纳税人识别号')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/invoice/titles/add')).toHaveLength(0);
  });

  it('a wrong tax number says so when left, and the message goes as it is corrected', async () => {
    const { user } = await renderForm();
    await user.type(field('纳税人识别号'), '91350100M000100Y44');
    await user.tab();
    expect(screen.getByText(TAX_NUMBER_MESSAGES.checkCharacter)).toBeInTheDocument();
    await user.clear(field('纳税人识别号'));
    await user.type(field('纳税人识别号'), '91350100I000100Y43');
    expect(screen.getByText(TAX_NUMBER_MESSAGES.characters)).toBeInTheDocument();
    await user.clear(field('纳税人识别号'));
    await user.type(field('纳税人识别号'), '91350100m000100y43');
    expect(screen.queryByText(/纳税人识别号/, { selector: 'p[id$="-error"]' })).toBeNull();
    expect(field('纳税人识别号')).not.toHaveAttribute('aria-invalid');
  });

  it('the email and the registered phone say what is wrong with them', async () => {
    const { user } = await renderForm();
    await user.click(radio('发票类型', '增值税专用发票'));
    await user.type(field('注册电话'), '5555');
    await user.type(field('接收邮箱'), 'finance@example');
    await user.tab();
    expect(screen.getByText(M.registeredPhoneFormat)).toBeInTheDocument();
    expect(screen.getByText(M.emailFormat)).toBeInTheDocument();
  });
});

describe('kinds and types', () => {
  it('企业 shows the company fields, 个人 only the name and the email, and no 专用', async () => {
    const { user } = await renderForm();
    expect(radio('抬头类型', '企业')).toBeChecked();
    for (const label of ['纳税人识别号', '开户银行', '银行账号', '注册地址', '注册电话'])
      expect(field(label)).toBeInTheDocument();
    expect(radio('发票类型', '增值税专用发票')).toBeInTheDocument();

    await user.click(radio('抬头类型', '个人'));
    for (const label of ['纳税人识别号', '开户银行', '银行账号', '注册地址', '注册电话'])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(within(screen.getByRole('radiogroup', { name: '发票类型' })).getAllByRole('radio')).toHaveLength(
      1,
    );
    expect(radio('发票类型', '增值税普通发票')).toBeChecked();
    expect(field('发票抬头')).toHaveAttribute('placeholder', '请填写个人姓名');
  });

  it('专用 makes the bank details required; back to 普通 their messages go', async () => {
    const { user } = await renderForm();
    await user.click(radio('发票类型', '增值税专用发票'));
    await user.click(save());
    for (const message of [M.bank, M.bankAccount, M.registeredAddress, M.registeredPhone])
      expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(radio('发票类型', '增值税普通发票'));
    for (const message of [M.bank, M.bankAccount, M.registeredAddress, M.registeredPhone])
      expect(screen.queryByText(message)).toBeNull();
    expect(screen.getByText(M.name)).toBeInTheDocument();
  });

  it('where the shop does not offer 专用 (invoices.specialVat off), a company may only ask for 普通', async () => {
    await renderForm({ specialVat: false });
    expect(within(screen.getByRole('radiogroup', { name: '发票类型' })).getAllByRole('radio')).toHaveLength(
      1,
    );
    expect(screen.queryByRole('radio', { name: '增值税专用发票' })).toBeNull();
  });
});

describe('saving', () => {
  it('a double click on 保存 sends one title, then goes back to the list with 新增发票抬头成功', async () => {
    await signInAs('procure', 'member');
    renderApp(FORM);
    const user = userEvent.setup();
    await screen.findByRole('form', { name: '填写发票抬头' }, { timeout: scaled(20_000) });
    await user.type(field('发票抬头'), '示例贸易有限公司');
    await user.type(field('纳税人识别号'), '91310115MA1K4ABCDD');
    await user.type(field('接收邮箱'), 'invoice@example.com');
    await user.dblClick(save());
    expect(await screen.findByText(INVOICE_TITLE_WRITE_MESSAGES.create.success)).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/procure/userCenter/invoicedMsg'));
    expect(await screen.findByRole('row', { name: '示例贸易有限公司' })).toBeInTheDocument();
    expect(calls('/invoice/titles/add')).toHaveLength(1);
  });

  it('?id= edits that title: its values, 默认 kept, and 修改发票抬头成功', async () => {
    await signInAs('procure', 'member');
    renderApp('/procure/userCenter/invoicedMsg');
    const user = userEvent.setup();
    const row = await screen.findByRole('row', { name: '演示科技有限公司' }, { timeout: scaled(20_000) });
    await user.click(within(row).getByRole('link', { name: '编辑' }));
    await screen.findByRole('form', { name: '填写发票抬头' });
    expect(field('纳税人识别号')).toHaveValue('91350100M000100Y43');
    expect(radio('发票类型', '增值税专用发票')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '设为默认发票抬头' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '设为默认发票抬头' })).toBeDisabled();
    await user.clear(field('开户银行'));
    await user.type(field('开户银行'), '招商银行上海分行');
    await user.click(save());
    expect(await screen.findByText(INVOICE_TITLE_WRITE_MESSAGES.update.success)).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/procure/userCenter/invoicedMsg'));
    expect(calls('/invoice/titles/edit')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ bank: '招商银行上海分行', isDefault: 1 }) }),
    ]);
  });

  it('a title that is gone says so, with the way back', async () => {
    await renderPiece(<InvoiceTitleFormPage />, {
      mallPath: 'procure',
      account: 'member',
      route: `${FORM}?id=999`,
    });
    expect(await screen.findByText('发票抬头不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回发票信息' })).toHaveAttribute(
      'href',
      '/procure/userCenter/invoicedMsg',
    );
  });
});
