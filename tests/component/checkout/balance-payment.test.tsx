// 余额支付 at the money settlement (docs/balance.md): offered with the available balance where the shop
// offers it, sent with the submit, refused with the engine's message when short, absent in points shops.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BALANCE_TEXT, balanceShortMessage, formatMoney } from '../../../engine';
import { SETTLEMENT_PAGES } from '../../../src/features/checkout/settlement-page';
import { calls, renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();
beforeEach(() => sessionStorage.clear());

const buyNow = (quantity: number) => `goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=${quantity}`;
const settle = (quantity: number, mallPath = 'procure') =>
  renderDemoPage(mallPath === 'procure' ? <SETTLEMENT_PAGES.jiCai /> : <SETTLEMENT_PAGES.normal />, {
    account: 'member',
    mallPath,
    route:
      mallPath === 'procure'
        ? `/procure/jiCaiOrderSettlement/settlement?${buyNow(quantity)}`
        : `/${mallPath}/orderSettlement/settlement?${buyNow(quantity)}`,
  });
const balanceChoice = () => screen.findByRole('radio', { name: /^余额支付（可用余额¥[\d.]+）$/ });
const submitButton = () => screen.getByRole('button', { name: '提交订单' });

describe('余额支付', () => {
  it('is offered beside 现金支付, which stays chosen until the member picks it', async () => {
    await settle(1);
    expect(await balanceChoice()).not.toBeChecked();
    expect(screen.getByRole('radio', { name: BALANCE_TEXT.payOtherwise })).toBeChecked();
  });

  it('chosen, the submit asks for it and the order is placed', async () => {
    const user = userEvent.setup();
    await settle(1);
    await user.click(await balanceChoice());
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/paySuccess\?orderNo=DM/));
    expect(calls('/submitOrder')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ payment: 'balance' }) }),
    ]);
  });

  it('short, it shows the exact refusal and 提交订单 waits; 现金支付 lifts it', async () => {
    const user = userEvent.setup();
    await settle(400);
    const choice = await balanceChoice();
    const available = /¥([\d.]+)/.exec(choice.closest('label')?.textContent ?? '')?.[1] ?? '';
    await user.click(choice);
    const total = screen.getByTestId('settlement-total').textContent?.replace('¥', '') ?? '';
    expect(await screen.findByRole('alert')).toHaveTextContent(balanceShortMessage(total, available));
    expect(formatMoney(available)).toBe(`¥${available}`);
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: BALANCE_TEXT.payOtherwise }));
    expect(submitButton()).toBeEnabled();
  });

  it('is not offered in a points shop', async () => {
    await settle(1, 'points');
    await screen.findByRole('region', { name: '商品清单' });
    expect(screen.queryByRole('radiogroup', { name: BALANCE_TEXT.paymentTitle })).not.toBeInTheDocument();
    expect(calls('/member/balance')).toHaveLength(0);
  });
});
