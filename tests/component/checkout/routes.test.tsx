// The checkout routes (spec 1 §2) open the built pages inside the checkout layout, for every variant.
import { screen } from '@testing-library/react';
import { ORDER_MESSAGES } from '../../../engine';
import { renderApp, runShellGateway, signInAs } from '../shell/shell-harness';
import { scaled } from '../../../scripts/lib/time-scale';

runShellGateway();

describe('the checkout routes', () => {
  it('/orderSettlement/settlement settles the cart under the step 填写核对订单信息', async () => {
    await signInAs('points', 'member');
    renderApp('/points/orderSettlement/settlement');
    expect(
      await screen.findByRole('heading', { name: '填写核对订单信息' }, { timeout: scaled(20_000) }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: '商品清单' }, { timeout: scaled(20_000) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交订单' })).toBeInTheDocument();
  });

  it.each(['virtualOrderSettlement', 'msOrderSettlement', 'jiCaiOrderSettlement'])(
    '/%s/settlement with nothing to settle says so honestly',
    async (variant) => {
      await signInAs('points', 'newcomer');
      renderApp(`/points/${variant}/settlement`);
      expect(
        await screen.findByText('暂无待结算的商品', {}, { timeout: scaled(20_000) }),
      ).toBeInTheDocument();
    },
  );

  it.each(['orderSettlement/paySuccess', 'jiCaiOrderSettlement/paySuccess', 'orderSettlement/payDetails'])(
    '/%s without an order number says it is missing',
    async (page) => {
      await signInAs('points', 'member');
      renderApp(`/points/${page}`);
      expect(
        await screen.findByText(ORDER_MESSAGES.orderNoMissing, {}, { timeout: scaled(20_000) }),
      ).toBeInTheDocument();
    },
  );
});
