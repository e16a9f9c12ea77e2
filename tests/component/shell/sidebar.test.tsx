// The right sidebar as a shopper uses it: the customer-service popover closes as popovers do, and a guest's
// login returns to what the tab they pressed opens (spec 1 §4).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_PASSWORD } from '../../../src/demo-gateway';
import { address, renderApp, runShellGateway, signInAs } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

async function openSidebar(account?: string) {
  if (account) await signInAs('points', account);
  renderApp('/points/home');
  return screen.findByRole('complementary', { name: '侧边栏' }, { timeout: scaled(10_000) });
}

const service = () => screen.queryByRole('dialog', { name: '在线客服' });

describe('the 在线客服 popover', () => {
  it('closes on Esc', async () => {
    const user = userEvent.setup();
    const sidebar = await openSidebar('member');
    await user.click(within(sidebar).getByRole('button', { name: '在线客服' }));
    expect(service()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(service()).toBeNull();
  });

  it('closes with its own button, which only a phone shows (no pointer leaves it there)', async () => {
    const user = userEvent.setup();
    const sidebar = await openSidebar('member');
    await user.click(within(sidebar).getByRole('button', { name: '在线客服' }));
    // jsdom applies no media query: the desktop, where the button is display: none.
    expect(within(service()!).queryByRole('button', { name: '关闭在线客服' })).toBeNull();
    await user.click(within(service()!).getByLabelText('关闭在线客服'));
    expect(service()).toBeNull();
  });

  it('closes when another sidebar tab is used', async () => {
    const user = userEvent.setup();
    const sidebar = await openSidebar('member');
    await user.click(within(sidebar).getByRole('button', { name: '在线客服' }));
    await user.click(within(sidebar).getByRole('button', { name: '购物车' }));
    expect(await screen.findByRole('dialog', { name: '购物车' })).toBeInTheDocument();
    expect(service()).toBeNull();
  });
});

describe('a guest pressing a tab that needs login', () => {
  it.each([
    ['个人中心', '/points/userCenter/userCenterView2'],
    ['购物车', '/points/cart'],
  ])('%s: after logging in lands on %s', async (tab, landing) => {
    const user = userEvent.setup();
    const sidebar = await openSidebar();
    await user.click(within(sidebar).getByRole('button', { name: tab }));
    await user.type(await screen.findByLabelText('账号', {}, { timeout: scaled(10_000) }), 'member');
    await user.type(screen.getByLabelText('密码'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(address()).toBe(landing), { timeout: scaled(10_000) });
  });
});
