import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

// The sidebar is 40 px wide and each drawer limits.layout.drawerWidth (300 px).
const toggle = (tab: '购物车' | '我的收藏') =>
  fireEvent.click(
    within(screen.getByRole('complementary', { name: '侧边栏' })).getByRole('button', { name: tab }),
  );
const drawer = (name: '购物车' | '我的收藏') =>
  screen.findByRole('dialog', { name }, { timeout: scaled(10_000) });

describe('the cart and favourites drawers may be open together (spec 1 §2): neither hides the other', () => {
  beforeEach(async () => {
    await signInAs('points', 'member');
    renderApp('/points/home');
    await screen.findByRole('complementary', { name: '侧边栏' }, { timeout: scaled(10_000) });
  });

  it('the first opens beside the sidebar, the second beside the first', async () => {
    toggle('购物车');
    expect(await drawer('购物车')).toHaveStyle({ right: '40px', width: '300px' });
    toggle('我的收藏');
    expect(await drawer('我的收藏')).toHaveStyle({ right: '340px', width: '300px' });
    expect(await drawer('购物车')).toHaveStyle({ right: '40px' });
  });

  it('the other way round, and the one left open moves back beside the sidebar', async () => {
    toggle('我的收藏');
    expect(await drawer('我的收藏')).toHaveStyle({ right: '40px' });
    toggle('购物车');
    expect(await drawer('购物车')).toHaveStyle({ right: '340px' });
    toggle('我的收藏');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '我的收藏' })).toBeNull());
    expect(await drawer('购物车')).toHaveStyle({ right: '40px' });
  });
});
