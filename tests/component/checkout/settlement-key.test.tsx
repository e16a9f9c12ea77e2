// The settlement key lives with the draft: a submit whose answer is lost, then a reload and the same
// submit, gets the one order back; changing the purchase under the key is refused with the engine's
// message, and the next submit is a new purchase.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ORDER_MESSAGES } from '../../../engine';
import { SETTLEMENT_PAGES } from '../../../src/features/checkout/settlement-page';
import type { ApiClient } from '../../../src/lib/api/request';
import { calls, gateway, renderDemoPage, server, startDemoGateway } from '../goods/demo-shop';
import type { OrderView, Page } from '../../../engine/contract';

startDemoGateway();
beforeEach(() => sessionStorage.clear());

const route = '/points/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1';
const submitButton = () => screen.getByRole('button', { name: '提交订单' });
const location = () => screen.getByTestId('location').textContent ?? '';
/** The settlement key of each submit since the page was (re)opened. */
const keys = () =>
  calls('/submitOrder').map((call) => (call.body as { settlementKey: string }).settlementKey);

/** The next submit reaches the gateway, which places the order, but its answer never reaches the page. */
function loseTheNextAnswer() {
  server.use(
    http.post(
      '*/submitOrder',
      async ({ request }) => {
        await gateway.handle(request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

/** The member's orders, newest first, and their points, as the gateway holds them. */
async function account(api: ApiClient) {
  const orders = await api.post<Page<OrderView>>('{order}/orderList', { currentPage: 1 });
  const balance = await api.get<{ balance: number }>('/member/pointsBalance');
  if (!orders.success || !balance.success) throw new Error('the account did not load');
  return { orders: orders.data.records, balance: balance.data.balance };
}

async function openSettlement() {
  const view = await renderDemoPage(<SETTLEMENT_PAGES.normal />, { account: 'member', route });
  await screen.findByRole('region', { name: '商品清单' });
  return view;
}

it('a lost answer, a reload and the same submit: the same key, one order, and paySuccess shows it', async () => {
  const user = userEvent.setup();
  const first = await openSettlement();
  const start = await account(first.api);
  await user.type(screen.getByRole('textbox', { name: '备注' }), '放门卫');
  loseTheNextAnswer();
  await user.click(submitButton());
  expect(await screen.findByText('网络错误，请检查网络')).toBeInTheDocument();
  const [lostKey] = keys();
  first.unmount();

  const { api } = await openSettlement();
  const before = await account(api);
  expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('放门卫');
  await user.click(submitButton());
  await waitFor(() => expect(location()).toMatch(/\/paySuccess\?orderNo=DM\w+$/));
  expect(keys()).toEqual([lostKey]);
  const after = await account(api);
  expect(after.orders).toHaveLength(before.orders.length);
  expect(after.balance).toBe(before.balance);
  expect(location()).toContain(`orderNo=${after.orders[0]?.orderNo}`);
  expect(after.orders).toHaveLength(start.orders.length + 1);
  expect(after.balance).toBeLessThan(start.balance);
  expect(sessionStorage.length).toBe(0);
});

it('the same key with another remark is refused with the message, and the next submit is a new purchase', async () => {
  const user = userEvent.setup();
  const first = await openSettlement();
  loseTheNextAnswer();
  await user.click(submitButton());
  expect(await screen.findByText('网络错误，请检查网络')).toBeInTheDocument();
  const [lostKey] = keys();
  first.unmount();

  await openSettlement();
  await user.type(screen.getByRole('textbox', { name: '备注' }), '工作日送货');
  await user.click(submitButton());
  expect(await screen.findByText(ORDER_MESSAGES.settlementKeyReused)).toBeInTheDocument();
  expect(keys()).toEqual([lostKey]);
  expect(location()).toContain('/orderSettlement/settlement?');
  expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('工作日送货');

  await waitFor(() => expect(submitButton()).toBeEnabled());
  await user.click(submitButton());
  await waitFor(() => expect(location()).toMatch(/\/paySuccess\?orderNo=DM\w+$/));
  expect(keys()[1]).not.toBe(lostKey);
});
