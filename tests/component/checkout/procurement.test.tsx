// The procurement (集采) settlement and the order-address mode at checkout, against the demo
// gateway in process.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaySuccessPage from '../../../src/features/checkout/pay-success-page';
import { SETTLEMENT_PAGES } from '../../../src/features/checkout/settlement-page';
import GoodsDetailPage from '../../../src/features/goods-detail/goods-detail-page';
import { renderDemoPage, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();
beforeEach(() => sessionStorage.clear());

const buyNow = (goodsCode: string) => `goodsCode=${goodsCode}&goodsSkuCode=${goodsCode}-01&quantity=1`;
const submitButton = () => screen.getByRole('button', { name: '提交订单' });
const total = () => screen.getByTestId('settlement-total');

describe('procurement (jiCai) and the order-address mode', () => {
  it('buy-now on procure settles as jiCai; the order waits for review and paySuccess says so', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderDemoPage(<GoodsDetailPage />, {
      account: 'member',
      mallPath: 'procure',
      route: '/procure/goodDetail/goodDetail?goodsCode=G-ON-SALE',
    });
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    const target = screen.getByTestId('location').textContent ?? '';
    expect(target).toMatch(/^\/procure\/jiCaiOrderSettlement\/settlement\?goodsCode=G-ON-SALE&/);
    unmount();

    await renderDemoPage(<SETTLEMENT_PAGES.jiCai />, {
      account: 'member',
      mallPath: 'procure',
      route: target,
    });
    await screen.findByRole('region', { name: '商品清单' });
    expect(total()).toHaveTextContent(/^¥\d+\.\d{2}$/);
    await user.click(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/procure\/jiCaiOrderSettlement\/paySuccess\?orderNo=/,
      ),
    );
    const paySuccess = screen.getByTestId('location').textContent ?? '';
    await renderDemoPage(<PaySuccessPage />, { account: 'member', mallPath: 'procure', route: paySuccess });
    expect(await screen.findByRole('heading', { name: '订单已提交，等待审核' })).toBeInTheDocument();
  });

  it('on s9009, 编辑 at checkout lets only the name, phone and default flag change', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'member',
      mallPath: 's9009',
      route: `/s9009/orderSettlement/settlement?${buyNow('G-ON-SALE')}`,
    });
    await screen.findByRole('region', { name: '商品清单' });
    await user.click(screen.getAllByRole('button', { name: /^编辑/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '编辑收货地址' });
    expect(within(dialog).getByRole('textbox', { name: /收货人/ })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: /详细地址/ })).toBeDisabled();
  });
});
