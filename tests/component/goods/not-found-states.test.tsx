// A thing that is not there stays so: its page offers a way on (返回首页), never a 重试 that cannot help;
// a passing failure (系统繁忙) still offers 重试.
import { screen, within } from '@testing-library/react';
import CustomPage from '../../../src/features/catalogue/custom-page';
import EquityDetailPage from '../../../src/features/equity/equity-detail-page';
import { gateway, renderDemoPage, startDemoGateway } from './demo-shop';

startDemoGateway();

describe('pages of things that are not there', () => {
  it.each([
    ['an equity card', <EquityDetailPage />, '/points/equity/equityDetail?id=99999', '权益卡不存在'],
    ['a custom page', <CustomPage />, '/points/customPage?pageId=99999', '页面不存在'],
  ])('%s that is not there says so and leads home', async (_, page, route, message) => {
    await renderDemoPage(page, { route, account: 'member' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: '重试' })).toBeNull();
    expect(within(alert).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/points/home');
  });

  it('a busy server still offers 重试 beside the way home', async () => {
    gateway.faults.add({ path: '/member/interestsCard/detail', code: '99999' });
    await renderDemoPage(<EquityDetailPage />, {
      route: '/points/equity/equityDetail?id=81011',
      account: 'member',
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });
});
