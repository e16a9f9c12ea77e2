import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address, renderApp, signInAs, runShellGateway } from '../shell/shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

/** The demo seed's flash sales (src/demo-gateway/README.md): running, upcoming and ended. */
const RUNNING = '便携无线蓝牙音箱';
const UPCOMING = '智能手环 心率血氧监测';
const ENDED = '全身水洗电动剃须刀';

async function openFlashSales(page: string) {
  await signInAs('points', 'member');
  renderApp(`/points/${page}`);
  return screen.findByRole('region', { name: '进行中' }, { timeout: scaled(20_000) });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the flash-sale list (spec 1 §2 /spike/spike and /flashSale; §4 panic states)', () => {
  it.each(['flashSale', 'spike/spike'])(
    '/%s lists running, upcoming and ended sales with their countdowns',
    async (page) => {
      const running = await openFlashSales(page);
      expect(screen.queryByText('暂无进行中的秒杀活动')).toBeNull();
      expect(within(running).getByText(RUNNING)).toBeInTheDocument();
      // Started an hour ago, ends three days after: state 2 counts down to the end.
      expect(within(running).getByRole('timer')).toHaveTextContent(/距结束\s*2天\s*2\d:\d\d:\d\d/);
      const upcoming = section('即将开始');
      expect(within(upcoming).getByText(UPCOMING)).toBeInTheDocument();
      // Starts two hours after the seed: state 1 counts down to the start.
      expect(within(upcoming).getByRole('timer')).toHaveTextContent(/距开始\s*01:5\d:\d\d/);
      const ended = section('已结束');
      expect(within(ended).getByText(ENDED)).toBeInTheDocument();
      expect(within(ended).getByRole('timer')).toHaveTextContent('秒杀已结束');
    },
  );

  it('the countdown ticks', async () => {
    const running = await openFlashSales('flashSale');
    const timer = within(running).getByRole('timer');
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: scaled(3000) });
  });

  it('each sale opens its goods detail through the goods routing', async () => {
    const running = await openFlashSales('flashSale');
    await userEvent.setup().click(within(running).getByRole('link', { name: new RegExp(RUNNING) }));
    await waitFor(() =>
      expect(address()).toMatch(
        /^\/points\/goodDetail\/goodDetail\?goodsCode=G-FLASH-RUNNING&goodsSkuCode=G-FLASH-RUNNING-01(&|$)/,
      ),
    );
  });
});
