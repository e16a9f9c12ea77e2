// The order pages are reachable from the menus that name them, and the permission codes gate them
// (spec 1 §6: F000040 my orders, F000082/F000083 orders, F000143 order review).
import { screen, within } from '@testing-library/react';
import { PERMISSION_CODES } from '../../../engine';
import type { Facts } from '../../../engine';
import { UserCentreFrame } from '../../../src/features/user-centre/user-centre-frame';
import { renderApp, renderPiece, runShellGateway, signInAs } from '../shell/shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const ALL_CODES = Object.keys(PERMISSION_CODES);
const without = (...codes: string[]) => ALL_CODES.filter((code) => !codes.includes(code));

async function userCentreMenu(path: string, user: Partial<Facts['user']>) {
  await renderPiece(
    <UserCentreFrame title="页面">
      <p>页面内容</p>
    </UserCentreFrame>,
    { mallPath: 'procure', route: `/procure${path}`, user },
  );
  const menu = screen.getByRole('navigation', { name: '个人中心菜单' });
  return within(menu)
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

describe('the codes gate the order menu items', () => {
  it.each([
    ['a reviewer with F000143 sees 订单审核', { roleId: 2, codes: ALL_CODES }, ['订单审核'], ['我的订单']],
    [
      'a reviewer without F000143 does not see 订单审核',
      { roleId: 2, codes: without('F000143') },
      [],
      ['订单审核'],
    ],
    [
      'a member never sees 订单审核 (F000143 is not theirs)',
      { roleId: 1, codes: without('F000143') },
      ['我的订单'],
      ['订单审核'],
    ],
    [
      'a member without F000082 and F000083 has no 我的订单',
      { roleId: 1, codes: without('F000082', 'F000083') },
      [],
      ['我的订单'],
    ],
  ])('%s', async (_, user, present, absent) => {
    const menu = await userCentreMenu('/userCenter/userCenterView2', user);
    for (const item of present) expect(menu).toContain(item);
    for (const item of absent) expect(menu).not.toContain(item);
  });

  it('a reviewer without F000143 opening /userCenter/reviewOrder is told the page is not theirs', async () => {
    await userCentreMenu('/userCenter/reviewOrder', { roleId: 2, codes: without('F000143') });
    expect(screen.getByText('您没有访问该页面的权限')).toBeInTheDocument();
    expect(screen.queryByText('页面内容')).toBeNull();
  });
});

describe('the routes open the order pages in the user centre', () => {
  it('/userCenter/order is 我的订单 with the member’s orders', async () => {
    await signInAs('points', 'member');
    renderApp('/points/userCenter/order');
    expect(
      await screen.findByRole('heading', { level: 1, name: '我的订单' }, { timeout: scaled(15_000) }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: '订单列表' }, { timeout: scaled(10_000) }),
    ).toBeInTheDocument();
  });

  it('/userCenter/reviewOrder is 订单审核 with the orders awaiting review', async () => {
    await signInAs('procure', 'reviewer');
    renderApp('/procure/userCenter/reviewOrder');
    expect(
      await screen.findByRole('heading', { level: 1, name: '订单审核' }, { timeout: scaled(15_000) }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('list', { name: '审核订单列表' }, { timeout: scaled(10_000) }),
    ).toBeInTheDocument();
  });
});
