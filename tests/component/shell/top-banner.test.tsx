import { screen } from '@testing-library/react';
import { renderApp, runShellGateway } from './shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

const openHome = async (mallPath: string) => {
  renderApp(`/${mallPath}/home`);
  await screen.findByRole('navigation', { name: '主导航' }, { timeout: scaled(20_000) });
};

describe('the top ad banner of the main shell (spec 1 §2: labels.topBanner)', () => {
  it('shows the banner a demo shop configures (guide) above the nav bar', async () => {
    await openHome('guide');
    const banner = screen.getByRole('complementary', { name: '广告' });
    expect(banner).toHaveTextContent('积分狂欢月');
    expect(
      banner.compareDocumentPosition(screen.getByRole('navigation', { name: '顶部导航' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows none where the shop configures none (points)', async () => {
    await openHome('points');
    expect(screen.queryByRole('complementary', { name: '广告' })).toBeNull();
  });
});
