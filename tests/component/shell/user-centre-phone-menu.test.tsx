import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, runShellGateway, signInAs } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

// jsdom applies no media query: the phone's menu bar keeps its desktop `display: none` here, which leaves it
// out of role queries; its label finds it. The matrix's phone screens show it in a real browser.
const menuBar = (page: string) => screen.findByLabelText(`菜单：${page}`);

/** What a menu offers: each group's heading and the links under it, in order. */
const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => ({
      group: heading.textContent,
      links: within(heading.parentElement!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    }));

async function openUserCentre(mallPath: string, account: string, page: string) {
  await signInAs(mallPath, account);
  renderApp(`/${mallPath}/userCenter/${page}`);
  await screen.findByRole('navigation', { name: '面包屑' }, { timeout: scaled(20_000) });
}

describe('the user-centre menu on a phone (docs/phone.md)', () => {
  it.each([
    ['procure', 'member', 'order', '我的订单'],
    ['procure', 'reviewer', 'reviewOrder', '订单审核'],
    ['points', 'member', 'colct', '我的收藏'],
  ])(
    '%s as %s: the bar names the page and its drawer offers the left menu’s groups and entries',
    async (mallPath, account, page, title) => {
      await openUserCentre(mallPath, account, page);
      const desktopMenu = screen.getByRole('navigation', { name: '个人中心菜单' });
      const bar = await menuBar(title);
      expect(bar).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(bar);

      const drawer = await screen.findByRole('dialog', { name: '个人中心' });
      const drawerMenu = within(drawer).getByRole('navigation', { name: '个人中心菜单' });
      expect(entries(drawerMenu)).toEqual(entries(desktopMenu));
      expect(entries(drawerMenu).length).toBeGreaterThan(1);
      expect(within(drawerMenu).getByRole('link', { name: title })).toHaveClass('active');
    },
  );

  it('picking an entry opens its page and closes the drawer; the bar then names the new page', async () => {
    await openUserCentre('procure', 'member', 'order');
    await userEvent.click(await menuBar('我的订单'));
    // The current page's own entry: nothing to open, the drawer still closes.
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '个人中心' })).getByRole('link', { name: '我的订单' }),
    );
    expect(screen.queryByRole('dialog', { name: '个人中心' })).not.toBeInTheDocument();

    await userEvent.click(await menuBar('我的订单'));
    const drawer = await screen.findByRole('dialog', { name: '个人中心' });
    await userEvent.click(within(drawer).getByRole('link', { name: '我的收藏' }));

    expect(await screen.findByRole('heading', { level: 1, name: '我的收藏' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '个人中心' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/procure/userCenter/colct');
    expect(await menuBar('我的收藏')).toHaveAttribute('aria-expanded', 'false');
  });

  it('a page below a menu page names itself in the bar; 关闭 closes the drawer where it was', async () => {
    await openUserCentre('procure', 'member', 'rePhone');
    await userEvent.click(await menuBar('更换手机号'));
    const drawer = await screen.findByRole('dialog', { name: '个人中心' });

    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));

    expect(screen.queryByRole('dialog', { name: '个人中心' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/procure/userCenter/rePhone');
  });
});
