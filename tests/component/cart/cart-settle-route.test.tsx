// 去结算 opens the settlement variant the order will be placed under (the engine's cartSettlementKind), the
// same decision 立即购买 takes: a procurement shop's cart goes to /jiCaiOrderSettlement/settlement, where its
// order's paySuccess is, and an ordinary shop's to /orderSettlement/settlement.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartPage from '../../../src/features/cart/cart-page';
import { renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();

describe('去结算 opens the settlement of the shop’s checkout variant', () => {
  it.each([
    { mallPath: 'procure', settlement: '/procure/jiCaiOrderSettlement/settlement' },
    { mallPath: 's9009', settlement: '/s9009/jiCaiOrderSettlement/settlement' },
    { mallPath: 'points', settlement: '/points/orderSettlement/settlement' },
  ])('$mallPath: $settlement', async ({ mallPath, settlement }) => {
    const user = userEvent.setup();
    await renderDemoPage(<CartPage />, { mallPath, account: 'member', route: `/${mallPath}/cart` });
    const settle = await screen.findByRole('button', { name: /去结算/ });
    await waitFor(() => expect(settle).toBeEnabled());
    await user.click(settle);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(settlement));
  });
});
