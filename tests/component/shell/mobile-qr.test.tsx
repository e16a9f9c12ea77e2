// 手机版 (docs/phone.md): the top bar's QR code holds the page being viewed, unless the shop's profile names a
// separate mobile site; on a phone, the menu links to that site, or has no 手机版 when there is none.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoShop } from '../helpers/render-in-shop';
import { renderApp, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const mobileSiteOf = async (mallPath: string) => (await demoShop(mallPath)).profile.links?.mobileSite;

async function openShop(address: string) {
  renderApp(address);
  return screen.findByRole('navigation', { name: '顶部导航' }, { timeout: scaled(10_000) });
}

async function hoverQr(topNav: HTMLElement) {
  await userEvent.setup().hover(await within(topNav).findByRole('button', { name: '手机版' }));
  const panel = await screen.findByRole('region', { name: '手机版二维码' });
  await within(panel).findByRole('img', { name: '手机版二维码' });
  return panel;
}

describe('the 手机版 QR code', () => {
  it('shows the page being viewed where the profile names no mobile site', async () => {
    expect(await mobileSiteOf('guide')).toBeUndefined();
    const page = '/guide/commodityCenter/commodityCenter?keyword=%E8%8C%B6';
    const panel = await hoverQr(await openShop(page));
    expect(panel).toHaveTextContent(`扫码在手机上打开本页${window.location.origin}${page}`);
  });

  it('shows links.mobileSite where the profile names one, whatever the page', async () => {
    const mobileSite = await mobileSiteOf('points');
    expect(mobileSite).toMatch(/^https:\/\//);
    const panel = await hoverQr(await openShop('/points/commodityCenter/commodityCenter'));
    expect(panel).toHaveTextContent(`扫码访问手机版${mobileSite}`);
    expect(panel).not.toHaveTextContent('commodityCenter');
  });
});

describe('手机版 in the phone menu', () => {
  async function openMenu(mallPath: string) {
    await openShop(`/${mallPath}/home`);
    // 菜单 shows on a phone only (jsdom applies no media query): found by its text, among the hidden.
    fireEvent.click(await screen.findByText('菜单', { selector: 'button' }));
    return screen.findByRole('dialog', { name: '菜单' });
  }

  it('links to the mobile site the profile names', async () => {
    const mobileSite = await mobileSiteOf('points');
    const menu = await openMenu('points');
    expect(await within(menu).findByRole('link', { name: '手机版' })).toHaveAttribute('href', mobileSite);
  });

  it('is absent without one: the storefront is the mobile site', async () => {
    const menu = await openMenu('guide');
    expect(await within(menu).findByRole('link', { name: /购物车/ })).toBeInTheDocument();
    expect(within(menu).queryByText('手机版')).toBeNull();
  });
});
