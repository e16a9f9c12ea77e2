import { screen, waitFor, within } from '@testing-library/react';
import type { MenuItem } from '../../../engine';
import { queryClient } from '../../../src/app/query-client';
import { shopProfileQuery, type ShopProfileLoad } from '../../../src/shop/profile-loader';
import { changedDemoShop, demoShop } from '../helpers/render-in-shop';
import { renderApp, runShellGateway, signInAs } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const rename = (items: readonly MenuItem[], from: string, to: string): MenuItem[] =>
  items.map((item) => ({
    ...item,
    title: item.title === from ? to : item.title,
    ...(item.children && { children: rename(item.children, from, to) }),
  }));

describe('a page takes its name from its menu entry', () => {
  it('a shop that renames 我的订单 shows the new name in the menu, the heading, the breadcrumb and the tab', async () => {
    const { menus = {} } = (await demoShop('procure')).profile;
    const resolved = await changedDemoShop('procure', {
      menus: { ...menus, userCentre: rename(menus.userCentre ?? [], '我的订单', '采购订单') },
    });
    await signInAs('procure', 'member');
    const loaded: ShopProfileLoad = { status: 'ready', resolved };
    queryClient.setQueryData(shopProfileQuery('procure').queryKey, loaded);
    renderApp('/procure/userCenter/order');

    const menu = await screen.findByRole('navigation', { name: '个人中心菜单' }, { timeout: scaled(20_000) });
    expect(within(menu).getByRole('link', { name: '采购订单' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: '我的订单' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('采购订单');
    const breadcrumb = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(breadcrumb).getAllByRole('listitem').at(-1)).toHaveTextContent('采购订单');
    await waitFor(() => expect(document.title).toBe('采购订单 - 企业采购商城'));
  });
});
