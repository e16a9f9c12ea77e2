import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, runShellGateway, signInAs } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

/** The nav tabs shown as the current page. */
async function currentTabs() {
  const nav = await screen.findByRole('navigation', { name: '主导航' }, { timeout: scaled(10_000) });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('the goods centre selects one nav tab (spec 1 §2: navIndex)', () => {
  it('Apple专区 (the goods centre for Apple) is the one current tab, not 商品中心 as well', async () => {
    await signInAs('s4334', 'member');
    renderApp('/s4334/home');
    expect(await currentTabs()).toEqual(['首页']);
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: 'Apple专区' }),
    );
    expect(await currentTabs()).toEqual(['Apple专区']);
  });

  it('a link with navIndex shows the tab at that place as current', async () => {
    await signInAs('s4334', 'member');
    renderApp('/s4334/commodityCenter/commodityCenter?keyword=Apple&navIndex=1');
    expect(await currentTabs()).toEqual(['商品中心']);
  });

  it('the goods centre without navIndex: 商品中心', async () => {
    renderApp('/points/commodityCenter/commodityCenter?categoryCode=C01');
    expect(await currentTabs()).toEqual(['商品中心']);
  });
});
