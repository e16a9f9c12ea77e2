// 我的余额 (docs/balance.md): the amounts, the ledger with its filters and paging, the order links, the
// empty and failed states, and the menu's gating where the shop has no balance.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { BALANCE_TEXT, LEDGER_PAGE_SIZE } from '../../../engine';
import BalancePage from '../../../src/features/balance/balance-page';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { calls, gateway, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();

const location = () => screen.getByTestId('location').textContent ?? '';

const renderBalance = (query = '', mallPath = 'procure') =>
  renderDemoPage(
    <Routes>
      <Route
        path="/:mallPath/userCenter/userCenterView2/balance"
        element={
          <UserCentreFrame title="我的余额">
            <BalancePage />
          </UserCentreFrame>
        }
      />
      <Route path="*" element={<p>其他页面</p>} />
    </Routes>,
    { mallPath, account: 'member', route: `/${mallPath}/userCenter/userCenterView2/balance${query}` },
  );

const ledgerRows = async () => {
  const table = await screen.findByRole('table', { name: '余额明细' });
  return within(table).getAllByRole('row').slice(1);
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('我的余额', () => {
  it('shows the available and frozen amounts and a page of the ledger, newest first', async () => {
    await renderBalance();
    expect(await screen.findByTestId('balance-available')).toHaveTextContent(/^¥[\d.]+$/);
    expect(screen.getByTestId('balance-frozen')).toHaveTextContent(/^¥[\d.]+$/);
    const rows = await ledgerRows();
    expect(rows).toHaveLength(LEDGER_PAGE_SIZE);
    const [time, , amount, balanceAfter] = cellsOf(rows[0] as HTMLElement);
    expect(amount).toMatch(/^[+-]¥\d+\.\d{2}$/);
    // The newest entry's balance-after is the available amount.
    expect(balanceAfter).toBe(screen.getByTestId('balance-available').textContent);
    const [nextTime] = cellsOf(rows[1] as HTMLElement);
    expect((time ?? '') >= (nextTime ?? '')).toBe(true);
  });

  it('filters by type, keeping it in the address, and by month', async () => {
    const user = userEvent.setup();
    await renderBalance();
    await ledgerRows();
    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), '消费');
    await waitFor(() => expect(location()).toContain('type=spend'));
    await waitFor(async () =>
      expect((await ledgerRows()).every((row) => cellsOf(row)[1] === '消费')).toBe(true),
    );
    expect((await ledgerRows()).every((row) => cellsOf(row)[2]?.startsWith('-'))).toBe(true);

    const month = screen.getByRole('combobox', { name: '月份' });
    const [, newest] = within(month).getAllByRole('option');
    await user.selectOptions(month, newest as HTMLElement);
    await waitFor(() => expect(location()).toMatch(/month=\d{4}-\d{2}/));
    const chosen = /month=(\d{4}-\d{2})/.exec(location())?.[1] ?? '';
    await waitFor(async () =>
      expect((await ledgerRows()).every((row) => cellsOf(row)[0]?.startsWith(chosen))).toBe(true),
    );
  });

  it('a 消费 links to its order detail', async () => {
    const user = userEvent.setup();
    await renderBalance('?type=spend');
    const [row] = await ledgerRows();
    await user.click(within(row as HTMLElement).getByRole('link', { name: /^DM/ }));
    expect(location()).toMatch(/^\/procure\/userCenter\/jicaiOrder\/view\?orderNo=DM/);
  });

  it('pages through the ledger', async () => {
    const user = userEvent.setup();
    await renderBalance();
    const [first] = await ledgerRows();
    const firstTime = cellsOf(first as HTMLElement)[0];
    await user.click(screen.getByRole('button', { name: '第2页' }));
    await waitFor(() => expect(location()).toContain('page=2'));
    await waitFor(() =>
      expect(calls('/member/balanceLedger').at(-1)?.body).toMatchObject({ currentPage: 2 }),
    );
    await waitFor(async () => expect(cellsOf((await ledgerRows())[0] as HTMLElement)[0]).not.toBe(firstTime));
  });

  it('says so when a filter finds nothing', async () => {
    await renderBalance('?month=2020-01');
    expect(await screen.findByText(BALANCE_TEXT.filteredEmpty)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '月份' })).toHaveDisplayValue('2020年1月');
  });

  it('a failed load shows the message with 重试', async () => {
    gateway.faults.add({ path: '/mall/member/balanceLedger', code: '99999', times: 1 });
    const user = userEvent.setup();
    await renderBalance();
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await ledgerRows()).toHaveLength(LEDGER_PAGE_SIZE);
  });

  it('is not offered where the shop has no balance', async () => {
    await renderBalance('', 'points');
    expect(await screen.findByText('您没有访问该页面的权限')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '我的余额' })).not.toBeInTheDocument();
    expect(calls('/member/balance')).toHaveLength(0);
  });
});
