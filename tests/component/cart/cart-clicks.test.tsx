// The cart answers every click: ticks and 全选 follow the last click, the quantity can be typed, 删除 asks
// first, and a cart that failed to load offers 重新加载. The member's seeded cart on the points shop, against
// the demo gateway in process.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CartPage from '../../../src/features/cart/cart-page';
import { ConfirmHost } from '../../../src/components/confirm-host';
import { toast } from '../../../src/components/toast';
import { calls, gateway, renderDemoPage, server, startDemoGateway } from '../goods/demo-shop';
import { scaled } from '../../../scripts/lib/time-scale';

startDemoGateway();
beforeEach(() => toast.clear());

const ON_SALE = '有机高山绿茶 特级 100g';
const LADDER = '办公打印纸 A4 80g 整箱';

const openCart = () =>
  renderDemoPage(
    <>
      <CartPage />
      <ConfirmHost />
    </>,
    { account: 'member', route: '/points/cart' },
  );

const tickBox = (name: string) => screen.findByRole('checkbox', { name: `选择 ${name}` });
const rowOf = async (name: string) => (await tickBox(name)).closest('tr') as HTMLElement;
const quantityOf = async (name: string) => within(await rowOf(name)).getByLabelText<HTMLInputElement>('数量');
/** The 已选 count the summary bar shows. */
const pickedCount = () =>
  Number(/已选 (\d+) 件/.exec(screen.getByRole('region', { name: '结算栏' }).textContent ?? '')?.[1]);

/** Time for the writes on their way to be answered (the gateway runs in process). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, scaled(300))));

/** updateCart answers only when `release` is called, so clicks land while writes are in flight. */
function holdUpdates() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('*/api/cart/updateCart', async ({ request }) => {
      await released;
      return gateway.handle(request);
    }),
  );
  return () => release();
}

describe('a tick follows the last click, however fast (spec 1 §5 locks submits, not toggles)', () => {
  it('a line clicked twice while its write is on its way ends as it began; the next click counts too', async () => {
    const release = holdUpdates();
    const first = await openCart();
    await tickBox(ON_SALE);
    const before = pickedCount();
    fireEvent.click(await tickBox(ON_SALE));
    fireEvent.click(await tickBox(ON_SALE));
    expect(await tickBox(ON_SALE)).toBeChecked();
    release();
    await settle();
    expect(await tickBox(ON_SALE)).toBeChecked();
    first.unmount();

    // A reload shows what the server holds; a click within 3000 ms of the first two counts all the same.
    const second = await openCart();
    expect(await tickBox(ON_SALE)).toBeChecked();
    fireEvent.click(await tickBox(ON_SALE));
    await settle();
    expect(await tickBox(ON_SALE)).not.toBeChecked();
    expect(pickedCount()).toBe(before - 2);
    expect(screen.getByRole('checkbox', { name: '全选' })).not.toBeChecked();
    second.unmount();
    await openCart();
    expect(await tickBox(ON_SALE)).not.toBeChecked();
  });

  it('全选 twice quickly: the header, the lines and 已选 agree, and so does the server', async () => {
    const release = holdUpdates();
    const view = await openCart();
    await tickBox(ON_SALE);
    const all = screen.getByRole('checkbox', { name: '全选' });
    const before = pickedCount();
    fireEvent.click(all);
    fireEvent.click(all);
    release();
    await settle();
    expect(all).toBeChecked();
    expect(await tickBox(ON_SALE)).toBeChecked();
    expect(await tickBox(LADDER)).toBeChecked();
    expect(pickedCount()).toBe(before);
    view.unmount();
    await openCart();
    expect(await screen.findByRole('checkbox', { name: '全选' })).toBeChecked();
    expect(pickedCount()).toBe(before);
  });
});

describe('the quantity is typed as well as stepped', () => {
  it('typing 50 sends one updateCart on Enter (none per keystroke), and the 50-box tier follows', async () => {
    const user = userEvent.setup();
    await openCart();
    const field = await quantityOf(LADDER);
    expect(field).toHaveValue('12');
    await user.clear(field);
    await user.type(field, '50');
    expect(calls('/updateCart')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls('/updateCart')).toHaveLength(1));
    expect(calls('/updateCart')[0]?.body).toMatchObject({ goodsSkuCode: 'G-LADDER-01', quantity: 50 });
    await waitFor(async () => expect(await quantityOf(LADDER)).toHaveValue('50'));
  });

  it('more than the stock is clamped to the stock on blur, and says so', async () => {
    const user = userEvent.setup();
    await openCart();
    const field = await quantityOf(LADDER);
    await user.clear(field);
    await user.type(field, '99999');
    await user.tab();
    const hint = await within(await rowOf(LADDER)).findByText(/已达库存上限/);
    const stock = /库存(\d+)件/.exec(hint.textContent ?? '')?.[1];
    expect(await quantityOf(LADDER)).toHaveValue(stock);
    expect(calls('/updateCart')).toHaveLength(1);
  });

  it('a refused change goes back to what the server holds and says why', async () => {
    const user = userEvent.setup();
    gateway.faults.add({ path: '/api/cart/updateCart', code: '20001', times: 1 });
    await openCart();
    const field = await quantityOf(LADDER);
    await user.clear(field);
    await user.type(field, '30{Enter}');
    // The demo gateway answers an injected fault with the message 演示故障.
    expect(await screen.findByText('演示故障')).toBeInTheDocument();
    await waitFor(async () => expect(await quantityOf(LADDER)).toHaveValue('12'));
  });
});

it('删除 of one line asks first; 取消 keeps it, 确定 deletes it', async () => {
  const user = userEvent.setup();
  await openCart();
  const remove = within(await rowOf(ON_SALE)).getByRole('button', { name: '删除' });
  await user.click(remove);
  const dialog = await screen.findByRole('dialog', { name: '删除商品' });
  expect(dialog).toHaveTextContent(ON_SALE);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  expect(calls('/delCart')).toHaveLength(0);
  await user.click(remove);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
  expect(await screen.findByText('删除成功')).toBeInTheDocument();
  expect(calls('/delCart')).toHaveLength(1);
});

it('a cart that failed to load says 购物袋空空如也 and 重新加载 brings the lines', async () => {
  const user = userEvent.setup();
  gateway.faults.add({ path: '/api/cart/queryCartList', code: '500', times: 1 });
  await openCart();
  expect(await screen.findByText('购物袋空空如也，赶紧去抢购吧~')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await tickBox(ON_SALE)).toBeInTheDocument();
});
