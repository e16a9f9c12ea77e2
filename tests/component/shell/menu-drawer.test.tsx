// The phone's menu drawer (docs/phone.md): 菜单 in the header opens the nav tabs, the category tree one level
// at a time, the top bar's items and the configured links; a pick, Escape or the dimmed page closes it.
// jsdom applies no media query, so 菜单 (shown on a phone only) is found by its text among the hidden.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address, renderApp, runShellGateway, signInAs } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

async function openMenu(mallPath: string, account?: string) {
  if (account) await signInAs(mallPath, account);
  renderApp(`/${mallPath}/home`);
  const button = await screen.findByText('菜单', { selector: 'button' }, { timeout: scaled(10_000) });
  const user = userEvent.setup();
  await user.click(button);
  const menu = await screen.findByRole('dialog', { name: '菜单' });
  return { user, button, menu };
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the phone menu', () => {
  it('opens from 菜单 with the focus in it and the page still; Escape closes it, the focus back on 菜单', async () => {
    const { user, button, menu } = await openMenu('points');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-modal', 'true');
    expect(menu).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the dimmed page beside it is tapped, and by its 关闭', async () => {
    const { user, menu } = await openMenu('points');
    // The backdrop is the page's stand-in: the element drawn before the panel.
    fireEvent.click(menu.previousElementSibling!);
    expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull();

    await user.click(screen.getByText('菜单', { selector: 'button' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '菜单' })).getByRole('button', { name: '关闭' }),
    );
    expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull();
  });

  it('walks the three category levels and back; a third-level pick opens its goods and closes the menu', async () => {
    const { user, button, menu } = await openMenu('points');
    const firstLevel = await within(menu).findByRole('list', { name: '商品分类' });
    expect(names(firstLevel)).toContain('食品饮料');

    await user.click(within(firstLevel).getByRole('button', { name: '食品饮料' }));
    const secondLevel = within(menu).getByRole('list', { name: '食品饮料' });
    expect(within(menu).getByRole('button', { name: '返回' })).toHaveFocus();
    expect(within(secondLevel).getByRole('link', { name: '全部食品饮料' })).toHaveAttribute(
      'href',
      '/points/commodityCenter/commodityCenter?categoryCode=C1',
    );

    // Back up a level: the category left takes the focus again.
    await user.click(within(menu).getByRole('button', { name: '返回' }));
    expect(within(menu).getByRole('button', { name: '食品饮料' })).toHaveFocus();

    await user.click(within(menu).getByRole('button', { name: '食品饮料' }));
    await user.click(within(menu).getByRole('button', { name: '茗茶冲饮' }));
    const thirdLevel = within(menu).getByRole('list', { name: '茗茶冲饮' });
    expect(names(thirdLevel)).toEqual(['全部茗茶冲饮', '绿茶', '红茶乌龙']);

    await user.click(within(thirdLevel).getByRole('link', { name: '绿茶' }));
    await waitFor(() =>
      expect(address()).toBe('/points/commodityCenter/commodityCenter?categoryCode=C10101'),
    );
    expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it.each([
    ['s7815', undefined, ['首页']],
    ['s4334', 'member', ['首页', '商品中心', '合同客户专区', 'Apple专区']],
  ])('lists the nav tabs %s gives (%s), as its nav bar does: %j', async (mallPath, account, tabs) => {
    const { menu } = await openMenu(mallPath, account);
    expect(names(within(menu).getByRole('navigation', { name: '主导航' }))).toEqual(tabs);
  });

  it('holds the top bar’s items and the configured links; a nav tab picked opens its page', async () => {
    const { user, menu } = await openMenu('points', 'member');
    const shortcuts = within(menu).getByRole('list', { name: '快捷入口' });
    expect(within(shortcuts).getByRole('button', { name: '我的订单' })).toBeInTheDocument();
    expect(await within(shortcuts).findByRole('link', { name: /^购物车\(\d+\)$/ })).toBeInTheDocument();
    expect(await within(shortcuts).findByRole('link', { name: /^我的权益：可用\d+张/ })).toBeInTheDocument();
    const links = await within(menu).findByRole('list', { name: '网站导航' });
    expect(names(links)).toContain('活动专区（敬请期待）');

    await user.click(within(menu).getByRole('link', { name: '商品中心' }));
    await waitFor(() => expect(address()).toBe('/points/commodityCenter/commodityCenter'));
    expect(screen.queryByRole('dialog', { name: '菜单' })).toBeNull();
  });
});
