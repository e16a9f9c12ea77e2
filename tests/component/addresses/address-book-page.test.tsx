// The address book, /userCenter/account/location (spec 1 §2, §3, §8; docs/addresses.md), against the demo gateway.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddressBookPage from '../../../src/features/addresses/address-book-page';
import { calls, gateway, renderApp, renderPiece, runShellGateway, signInAs } from '../shell/shell-harness';
import { field, fillAddress, saveButton, SEEDED } from './address-harness';

runShellGateway();

async function renderPage() {
  const user = userEvent.setup();
  await renderPiece(<AddressBookPage />, { account: 'member' });
  await screen.findByRole('list', { name: '收货地址列表' });
  return user;
}

const entries = () => within(screen.getByRole('list', { name: '收货地址列表' })).getAllByRole('listitem');
const entry = (detail: string) => entries().find((each) => each.textContent?.includes(detail)) as HTMLElement;

describe('the list', () => {
  it('shows the default first, marked 默认, with the receiver, masked phone, region path, detail and alias', async () => {
    await renderPage();
    const [first, second] = entries() as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(SEEDED.beijing);
    expect(within(first).getByText('默认')).toBeInTheDocument();
    expect(within(first).getByText('演示会员')).toBeInTheDocument();
    expect(within(first).getByText('138****0001')).toBeInTheDocument();
    expect(within(first).getByText('公司')).toBeInTheDocument();
    expect(first).toHaveTextContent('朝阳区建外街道');
    expect(within(first).queryByRole('button', { name: '设为默认' })).toBeNull();
    expect(second).toHaveTextContent(`广东省深圳市南山区粤海街道 ${SEEDED.shenzhen}`);
    expect(within(second).getByText('深圳')).toBeInTheDocument();
    expect(within(second).queryByText('默认')).toBeNull();
    expect(within(second).getByRole('button', { name: '设为默认' })).toBeInTheDocument();
    expect(screen.queryByText('13800130001')).toBeNull();
  });

  it('a failed load shows the server message and 重试', async () => {
    gateway.faults.add({ path: '/member/getMemberAddressList', code: '99999', times: 1 });
    const user = userEvent.setup();
    await renderPiece(<AddressBookPage />, { account: 'member' });
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '收货地址列表' })).toBeInTheDocument();
  });

  it('is the page of /userCenter/account/location, under the heading 收货地址', async () => {
    await signInAs('points', 'member');
    renderApp('/points/userCenter/account/location');
    expect(await screen.findByRole('heading', { level: 1, name: '收货地址' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '收货地址列表' })).toBeInTheDocument();
  });
});

describe('writes', () => {
  it('新增收货地址: the dialog saves, closes, and the new address appears with 创建地址成功!', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: '新增收货地址' }));
    await screen.findByRole('dialog', { name: '新增收货地址' });
    await fillAddress(user, { name: '李四', detail: '海德三道 1 号' });
    await user.click(saveButton());
    expect(await screen.findByText('创建地址成功!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增收货地址' })).toBeNull());
    expect(await within(await waitForEntry('海德三道 1 号')).findByText('李四')).toBeInTheDocument();
    expect(entries()).toHaveLength(3);
  });

  it('编辑: the dialog starts from the address and the list shows the change with 修改地址成功!', async () => {
    const user = await renderPage();
    await user.click(within(entry(SEEDED.shenzhen)).getByRole('button', { name: '编辑' }));
    await screen.findByRole('dialog', { name: '编辑收货地址' });
    await user.clear(field('收货人'));
    await user.type(field('收货人'), '王五');
    await user.click(saveButton());
    expect(await screen.findByText('修改地址成功!')).toBeInTheDocument();
    await waitFor(() => expect(within(entry(SEEDED.shenzhen)).getByText('王五')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('删除 asks first: 取消 sends nothing; 确定 deletes with 删除成功', async () => {
    const user = await renderPage();
    await user.click(within(entry(SEEDED.shenzhen)).getByRole('button', { name: '删除' }));
    const confirm = await screen.findByRole('dialog', { name: '提示' });
    expect(confirm).toHaveTextContent('确定删除该收货地址吗？');
    await user.click(within(confirm).getByRole('button', { name: '取消' }));
    expect(calls('/member/delMemberAddress')).toHaveLength(0);

    await user.click(within(entry(SEEDED.shenzhen)).getByRole('button', { name: '删除' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }),
    );
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(calls('/member/delMemberAddress')).toHaveLength(1);
  });

  it('deleting the default makes the remaining address the default; deleting the last shows the empty state', async () => {
    const user = await renderPage();
    await deleteEntry(user, SEEDED.beijing);
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(within(entry(SEEDED.shenzhen)).getByText('默认')).toBeInTheDocument();

    await deleteEntry(user, SEEDED.shenzhen);
    expect(await screen.findByText('您还没有收货地址')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增收货地址' })).toBeInTheDocument();
  });

  it('设为默认 saves the address as the default and moves it first with 设置成功', async () => {
    const user = await renderPage();
    await user.click(within(entry(SEEDED.shenzhen)).getByRole('button', { name: '设为默认' }));
    expect(await screen.findByText('设置成功')).toBeInTheDocument();
    await waitFor(() => expect(entries()[0]).toHaveTextContent(SEEDED.shenzhen));
    expect(within(entries()[0] as HTMLElement).getByText('默认')).toBeInTheDocument();
    expect(within(entry(SEEDED.beijing)).queryByText('默认')).toBeNull();
    expect(calls('/member/addOrEditMemberAddress')).toHaveLength(1);
  });
});

async function waitForEntry(detail: string): Promise<HTMLElement> {
  await waitFor(() => expect(entry(detail)).toBeDefined());
  return entry(detail);
}

async function deleteEntry(user: ReturnType<typeof userEvent.setup>, detail: string) {
  await user.click(within(entry(detail)).getByRole('button', { name: '删除' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }),
  );
}
