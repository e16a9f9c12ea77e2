// The settlement pages against the demo gateway in process: cart and buy-now lines, the
// variants, the points check, submit exactly once, and a failed submit that loses nothing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flashSaleActivity, formatPrice, ORDER_MESSAGES, SETTLEMENT_MESSAGES } from '../../../engine';
import { SETTLEMENT_PAGES } from '../../../src/features/checkout/settlement-page';
import GoodsDetailPage from '../../../src/features/goods-detail/goods-detail-page';
import { DEMO_PASSWORD } from '../../../src/demo-gateway';
import { goodsDetailQuery } from '../../../src/lib/api/endpoints/goods';
import { signIn } from '../../../src/lib/api/endpoints/login';
import { login } from '../../../src/lib/session';
import { calls, gateway, renderDemoPage, startDemoGateway } from '../goods/demo-shop';
import { scaled } from '../../../scripts/lib/time-scale';

startDemoGateway();
// Drafts of what was typed live in the session storage (useFormDraft): each test starts without one.
beforeEach(() => sessionStorage.clear());

const buyNow = (goodsCode: string, quantity = 1) =>
  `goodsCode=${goodsCode}&goodsSkuCode=${goodsCode}-01&quantity=${quantity}`;

const lines = () =>
  within(screen.getByRole('region', { name: '商品清单' }))
    .getAllByRole('row')
    .slice(1);
const submitButton = () => screen.getByRole('button', { name: '提交订单' });
const total = () => screen.getByTestId('settlement-total');

describe('/orderSettlement/settlement from the cart', () => {
  it("lists the cart's ticked, tickable lines (not the off-shelf, restricted or running flash-sale ones; an upcoming one too) and totals them", async () => {
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'member',
      route: '/points/orderSettlement/settlement',
    });
    await screen.findByRole('region', { name: '商品清单' });
    const names = lines().map((row) => row.textContent ?? '');
    expect(names).toHaveLength(4);
    expect(names.join()).not.toMatch(/下架|秒杀|区域/);
    const preview = calls('/settlement/preview')[0]?.body as { items: { goodsSkuCode: string }[] };
    expect(preview.items.map((item) => item.goodsSkuCode).sort()).toEqual([
      'G-0003-01',
      'G-FLASH-UPCOMING-01',
      'G-LADDER-01',
      'G-ON-SALE-01',
    ]);
    // The total is the sum of the counted subtotals (points shop: no freight).
    const subtotals = lines().map((row) => Number(row.lastElementChild?.textContent?.replace('积分', '')));
    expect(total()).toHaveTextContent(`${subtotals.reduce((a, b) => a + b, 0)}积分`);
    // The default address is chosen first and priced at.
    const chosen = screen.getByRole('radio', { checked: true });
    expect(chosen.closest('div')).toHaveTextContent('默认');
  });

  it('an empty cart shows 暂无待结算的商品 with the way back to the cart', async () => {
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'newcomer',
      route: '/points/orderSettlement/settlement',
    });
    expect(await screen.findByText('暂无待结算的商品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回购物车' })).toHaveAttribute('href', '/points/cart');
  });

  it('choosing another address re-prices at it', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'member',
      route: `/points/orderSettlement/settlement?${buyNow('G-ON-SALE')}`,
    });
    await screen.findByRole('region', { name: '商品清单' });
    const other = screen.getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).checked);
    await user.click(other as HTMLElement);
    await waitFor(() => expect(calls('/settlement/preview')).toHaveLength(2));
    expect(calls('/settlement/preview')[1]?.body).toMatchObject({ addressId: expect.any(Number) });
  });
});

describe('the variants', () => {
  it('buy-now of G-FLASH-RUNNING goes to the flash-sale settlement and settles at its activity price with the countdown', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderDemoPage(<GoodsDetailPage />, {
      account: 'member',
      route: '/points/goodDetail/goodDetail?goodsCode=G-FLASH-RUNNING',
    });
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    const target = screen.getByTestId('location').textContent ?? '';
    expect(target).toMatch(/^\/points\/msOrderSettlement\/settlement\?goodsCode=G-FLASH-RUNNING&/);
    unmount();

    const { queryClient, api } = await renderDemoPage(<SETTLEMENT_PAGES.flashSale />, {
      account: 'member',
      route: target,
    });
    await screen.findByRole('region', { name: '商品清单' });
    // 320 in the demo seed; this file's seed prices it a little differently.
    const detail = await queryClient.fetchQuery(goodsDetailQuery(api, { goodsCode: 'G-FLASH-RUNNING' }));
    const price = formatPrice(flashSaleActivity(detail)?.activityPrice, { mode: 'points', unitName: '积分' });
    expect(lines()[0]).toHaveTextContent(`${price}×1${price}`);
    expect(total()).toHaveTextContent(price);
    expect(await screen.findByRole('timer')).toHaveTextContent('距结束');
  });

  it('virtual recharge asks for the account to credit, checked on blur and at submit; no address', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<SETTLEMENT_PAGES.virtual />, {
      account: 'member',
      route: `/points/virtualOrderSettlement/settlement?${buyNow('G-VIRTUAL-RECHARGE')}`,
    });
    const account = await screen.findByRole('textbox', { name: '充值账号' });
    expect(screen.queryByRole('radiogroup', { name: '收货地址' })).toBeNull();
    await user.click(submitButton());
    expect(await screen.findByText(SETTLEMENT_MESSAGES.rechargeAccountMissing)).toBeInTheDocument();
    await user.type(account, '12345');
    await user.tab();
    expect(await screen.findByText(SETTLEMENT_MESSAGES.rechargeAccountPattern)).toBeInTheDocument();
    expect(calls('/submitOrder')).toHaveLength(0);
    await user.clear(account);
    await user.type(account, '13800138000');
    await user.tab();
    await waitFor(() => expect(account).toHaveAttribute('aria-invalid', 'false'));
    await user.click(submitButton());
    await waitFor(() => expect(calls('/submitOrder')).toHaveLength(1));
    expect(calls('/submitOrder')[0]?.body).toMatchObject({ rechargeAccount: '13800138000' });
  });
});

describe('points', () => {
  it('a short balance is refused clearly and 提交订单 is disabled', async () => {
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'member',
      route: `/points/orderSettlement/settlement?${buyNow('G-DISCOUNT', 130)}`,
    });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('积分');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^积分不足/);
    expect(submitButton()).toBeDisabled();
  });
});

describe('submit', () => {
  it('a double click on 提交订单 sends one submitOrder, then goes to paySuccess with the order number', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'member',
      route: `/points/orderSettlement/settlement?${buyNow('G-ON-SALE')}`,
    });
    await screen.findByRole('region', { name: '商品清单' });
    await user.dblClick(submitButton());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(
        /^\/points\/orderSettlement\/paySuccess\?orderNo=DM\w+$/,
      ),
    );
    expect(calls('/submitOrder')).toHaveLength(1);
    expect(calls('/submitOrder')[0]?.body).toMatchObject({
      kind: 'normal',
      items: [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 }],
      settlementKey: expect.any(String),
    });
  });

  it('the remark survives a reload of the page (a draft), and a placed order clears it', async () => {
    const user = userEvent.setup();
    const route = `/points/orderSettlement/settlement?${buyNow('G-ON-SALE')}`;
    const first = await renderDemoPage(<SETTLEMENT_PAGES.normal />, { account: 'member', route });
    await user.type(await screen.findByRole('textbox', { name: '备注' }), '放门卫');
    first.unmount();
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, { account: 'member', route });
    expect(await screen.findByRole('textbox', { name: '备注' })).toHaveValue('放门卫');
    await screen.findByRole('region', { name: '商品清单' });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/paySuccess?orderNo='));
    expect(sessionStorage.length).toBe(0);
  });

  it('a flash sale that ends meanwhile is refused at submit with the reason, and nothing is ordered', async () => {
    const user = userEvent.setup();
    const { api } = await renderDemoPage(<SETTLEMENT_PAGES.flashSale />, {
      account: 'member',
      route: `/points/msOrderSettlement/settlement?${buyNow('G-FLASH-RUNNING')}`,
    });
    await screen.findByRole('region', { name: '商品清单' });
    // Past the sale's end (3 days on); the session has expired by then, so the member logs in again.
    gateway.advanceClock(4 * 24 * 3600 * 1000);
    const again = await signIn(api, { account: 'member', password: DEMO_PASSWORD });
    if (again.success) login('points', again.data.token, again.data.expireTime);
    await user.click(submitButton());
    expect(await screen.findByText(new RegExp(ORDER_MESSAGES.flashSaleEnded))).toBeInTheDocument();
    await waitFor(() => expect(lines()[0]).toHaveTextContent(ORDER_MESSAGES.flashSaleEnded));
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/msOrderSettlement/settlement?');
  });

  it('99999 on submit keeps the page usable: the remark and the chosen address stay, no navigation', async () => {
    gateway.faults.add({ path: '/submitOrder', code: '99999', times: 1 });
    const user = userEvent.setup();
    await renderDemoPage(<SETTLEMENT_PAGES.normal />, {
      account: 'member',
      route: `/points/orderSettlement/settlement?${buyNow('G-ON-SALE')}`,
    });
    await screen.findByRole('region', { name: '商品清单' });
    const other = screen.getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).checked);
    await user.click(other as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: '备注' }), '请工作日送达');
    await user.click(submitButton());
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/orderSettlement/settlement?');
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('请工作日送达');
    expect(other).toBeChecked();
    await waitFor(() => expect(submitButton()).toBeEnabled(), { timeout: scaled(5000) });
    const [first] = calls('/submitOrder');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/paySuccess?orderNo='));
    // The retry is the same settlement: the same key.
    expect(calls('/submitOrder')[1]?.body).toMatchObject({
      settlementKey: (first?.body as { settlementKey: string }).settlementKey,
      remark: '请工作日送达',
    });
  });
});
