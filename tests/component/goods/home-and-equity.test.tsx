import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CustomPage from '../../../src/features/catalogue/custom-page';
import HomePage from '../../../src/features/catalogue/home-page';
import EquityDetailPage from '../../../src/features/equity/equity-detail-page';
import { calls, gateway, renderDemoPage, startDemoGateway } from './demo-shop';

startDemoGateway();

describe('home (spec 1 §2)', () => {
  it('shows the banners and the goods floors', async () => {
    await renderDemoPage(<HomePage />, { route: '/points/home' });
    const floor = await screen.findByRole('list', { name: '热销推荐' });
    expect(within(floor).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^第1张/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '我的权益卡' })).not.toBeInTheDocument();
  });

  it('loads the largest image first (the first banner), the first screenful at once and the rest lazily', async () => {
    await renderDemoPage(<HomePage />, { route: '/points/home' });
    await screen.findByRole('list', { name: '热销推荐' });
    const how = (image: HTMLElement) =>
      `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`;
    const banners = within(screen.getByLabelText('广告轮播')).getAllByRole('img', { hidden: true });
    expect(banners.map(how)).toEqual(['eager high', ...banners.slice(1).map(() => 'lazy null')]);
    const floors = screen
      .getAllByRole('heading', { level: 2 })
      .map((title) => title.closest('section') as HTMLElement);
    expect(floors.length).toBeGreaterThan(1);
    const images = floors.map((floor) => within(floor).getAllByRole('presentation').map(how));
    expect(images[0]?.slice(0, 6)).toEqual([...Array.from({ length: 5 }, () => 'eager null'), 'lazy null']);
    for (const later of images.slice(1)) expect(new Set(later)).toEqual(new Set(['lazy null']));
  });

  it('a member with the equity code sees the cards two per page (white list 1001, page size 200)', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<HomePage />, { route: '/points/home', account: 'member' });
    const section = (await screen.findByRole('heading', { name: '我的权益卡' })).closest(
      'section',
    ) as HTMLElement;
    await within(section).findAllByRole('link');
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    expect(calls('/member/interestsCard/memberInterestsCardWhiteListPage')[0]?.body).toEqual({
      whiteListState: '1001',
      pageSize: '200',
    });
    await user.click(within(section).getByRole('button', { name: '下一页' }));
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(within(section).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/points\/equity\/equityDetail\?id=\d+$/),
    );
  });

  it('a failed home page shows the server message and 重试', async () => {
    const user = userEvent.setup();
    gateway.faults.add({ path: '/getHomePage', code: '99999', times: 1 });
    await renderDemoPage(<HomePage />, { route: '/points/home' });
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '热销推荐' })).toBeInTheDocument();
  });
});

describe('custom page', () => {
  it('renders the server HTML sanitized', async () => {
    await renderDemoPage(<CustomPage />, { route: '/points/customPage?pageId=activity' });
    expect(await screen.findByRole('heading', { name: '限时活动' })).toBeInTheDocument();
    expect(document.querySelector('article script')).toBeNull();
  });
});

describe('equity detail', () => {
  it('shows the card name, expiration time, rules and its goods linked back to the card', async () => {
    await renderDemoPage(<EquityDetailPage />, {
      route: '/points/equity/equityDetail?id=81011',
      account: 'member',
    });
    expect(await screen.findByRole('heading', { name: '年度体检权益卡' })).toBeInTheDocument();
    expect(screen.getAllByText(/^有效期至/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: '权益说明' })).toBeInTheDocument();
    const goods = screen.getAllByRole('link');
    expect(goods.length).toBeGreaterThan(0);
    for (const link of goods)
      expect(link).toHaveAttribute('href', expect.stringContaining('interestsCardLinkId=81011'));
  });
});
