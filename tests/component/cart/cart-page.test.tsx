// "The cart, correct": the member's seeded cart on the points shop, at the 北京 default address,
// against the demo gateway in process.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CartDrawer from '../../../src/features/cart/cart-drawer';
import { cartDrawer } from '../../../src/features/cart/cart-drawer-store';
import CartPage from '../../../src/features/cart/cart-page';
import { ConfirmHost } from '../../../src/components/confirm-host';
import { toast } from '../../../src/components/toast';
import { addCart } from '../../../src/lib/api/endpoints/cart';
import { calls, gateway, renderDemoPage, server, startDemoGateway } from '../goods/demo-shop';
import { scaled } from '../../../scripts/lib/time-scale';

startDemoGateway();
beforeEach(() => toast.clear());
afterEach(() => {
  cartDrawer.open = false;
});

const NAMES = {
  onSale: '有机高山绿茶 特级 100g',
  ladder: '办公打印纸 A4 80g 整箱',
  offShelf: '紫砂茶具套装 限量版',
  flashRunning: '便携无线蓝牙音箱',
  areaExcluded: '烟台红富士苹果 5kg',
  soldOut: '手工黑糖姜茶 12袋',
  flashUpcoming: '智能手环 心率血氧监测',
};

const openCart = (account = 'member') =>
  renderDemoPage(
    <>
      <CartPage />
      <ConfirmHost />
    </>,
    { account, route: '/points/cart' },
  );

const tickBox = (name: string) => screen.findByRole('checkbox', { name: `选择 ${name}` });

async function rowOf(name: string): Promise<HTMLElement> {
  return (await tickBox(name)).closest('tr') as HTMLElement;
}

/** The number a price text holds: '1,620积分' → 1620. */
const amount = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The unit price, quantity and subtotal a row shows. */
function shown(row: HTMLElement) {
  const cells = within(row).getAllByRole('cell');
  return {
    unit: cells[2]?.textContent ?? '',
    quantity: Number(within(row).getByLabelText<HTMLInputElement>('数量').value),
    subtotal: cells[4]?.textContent ?? '',
  };
}

describe('a line that cannot be ticked says why (spec 1 §4)', () => {
  it('已下架, 已售罄, 区域无货 at the 北京 default, 秒杀进行中; the others (an upcoming flash sale too) may be ticked', async () => {
    await openCart();
    for (const [name, reason] of [
      [NAMES.offShelf, '已下架'],
      [NAMES.soldOut, '已售罄'],
      [NAMES.areaExcluded, '区域无货'],
      [NAMES.flashRunning, '秒杀进行中'],
    ] as const) {
      const box = await tickBox(name);
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
      expect(box).toHaveAccessibleDescription(reason);
    }
    expect(await tickBox(NAMES.onSale)).toBeEnabled();
    expect(await tickBox(NAMES.ladder)).toBeEnabled();
    expect(await tickBox(NAMES.flashUpcoming)).toBeEnabled();
  });

  it('the drawer says the same, at the same unit prices', async () => {
    cartDrawer.open = true;
    await renderDemoPage(<CartDrawer offsetRight={0} />, { account: 'member', route: '/points/home' });
    const drawer = await screen.findByRole('dialog', { name: '购物车' });
    const line = await within(drawer).findByLabelText(NAMES.flashRunning);
    expect(line).toHaveTextContent('秒杀进行中');
    expect(within(drawer).getByLabelText(NAMES.offShelf)).toHaveTextContent('已下架');
    expect(within(drawer).getByLabelText(NAMES.areaExcluded)).toHaveTextContent('区域无货');
    const unit = within(line).getByText(/积分$/).textContent;
    cartDrawer.open = false;
    await openCart();
    expect(shown(await rowOf(NAMES.flashRunning)).unit).toBe(unit);
  });
});

describe('one unit price per line: the subtotal is unit × quantity', () => {
  it.each([
    ['G-LADDER ×12 (the tier from 10)', NAMES.ladder, 12],
    ['G-FLASH-RUNNING (its flash-sale price)', NAMES.flashRunning, 1],
  ])('%s', async (_rule, name, quantity) => {
    await openCart();
    const line = shown(await rowOf(name));
    expect(line.quantity).toBe(quantity);
    expect(amount(line.subtotal)).toBe(amount(line.unit) * quantity);
  });

  it('the running flash sale shows its activity price as unit and subtotal, and the total leaves it out', async () => {
    await openCart();
    const flash = shown(await rowOf(NAMES.flashRunning));
    expect(flash.subtotal).toBe(flash.unit);
    const onSale = shown(await rowOf(NAMES.onSale));
    const ladder = shown(await rowOf(NAMES.ladder));
    const bar = screen.getByRole('region', { name: '结算栏' });
    const counted = [onSale, ladder].reduce((total, line) => total + amount(line.subtotal), 0);
    // G-FLASH-UPCOMING and G-0003 are ticked and counted too.
    expect(amount(within(bar).getByText(/积分$/).textContent)).toBeGreaterThan(counted);
  });
});

describe('ticks persist through updateCart (isCheck)', () => {
  it('unticking sends goodsSkuCode, isCheck and the quantity; a reload keeps it', async () => {
    const user = userEvent.setup();
    const view = await openCart();
    const box = await tickBox(NAMES.onSale);
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await waitFor(() => expect(calls('/updateCart')).toHaveLength(1));
    expect(calls('/updateCart')[0]?.body).toEqual({
      goodsCode: 'G-ON-SALE',
      goodsSkuCode: 'G-ON-SALE-01',
      quantity: 2,
      isCheck: 0,
    });
    view.unmount();
    await openCart();
    expect(await tickBox(NAMES.onSale)).not.toBeChecked();
  });

  it('a tick shows at once, while updateCart is on its way, and stays once it answers', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/cart/updateCart', async ({ request }) => {
        await answered;
        return gateway.handle(request);
      }),
    );
    await openCart();
    const box = await tickBox(NAMES.onSale);
    fireEvent.click(box);
    // No waiting: the box a shopper clicked shows the new state in the click's own frame.
    expect(box).not.toBeChecked();
    answer();
    await waitFor(() => expect(calls('/updateCart')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /去结算/ })).toBeEnabled());
    expect(await tickBox(NAMES.onSale)).not.toBeChecked();
  });

  it('a refusal puts the tick back and shows the server message', async () => {
    const user = userEvent.setup();
    gateway.faults.add({ path: '/api/cart/updateCart', code: '20001' });
    await openCart();
    const box = await tickBox(NAMES.ladder);
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(calls('/updateCart')).toHaveLength(1);
    // The demo gateway answers an injected fault with the message 演示故障.
    expect(await screen.findByText('演示故障')).toBeInTheDocument();
  });

  it('全选 unticks every tickable line, one updateCart each, and 去结算 says why it is disabled', async () => {
    const user = userEvent.setup();
    await openCart();
    const all = await screen.findByRole('checkbox', { name: '全选' });
    expect(all).toBeChecked();
    await user.click(all);
    await waitFor(() => expect(screen.getByRole('button', { name: '去结算' })).toBeDisabled());
    expect(calls('/updateCart').map((request) => (request.body as { isCheck: number }).isCheck)).toEqual([
      0, 0, 0, 0,
    ]);
    expect(screen.getByRole('button', { name: '去结算' })).toHaveAccessibleDescription('请勾选要结算的商品');
  });
});

describe('删除选中商品', () => {
  it('asks first, then sends one /shoppingcart/delCart with the ticked lines', async () => {
    const user = userEvent.setup();
    await openCart();
    await rowOf(NAMES.onSale);
    await user.click(screen.getByRole('button', { name: '删除选中商品' }));
    const dialog = await screen.findByRole('dialog', { name: '删除商品' });
    expect(dialog).toHaveTextContent('确定删除选中的4种商品吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls('/shoppingcart/delCart')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '删除选中商品' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(calls('/shoppingcart/delCart')).toHaveLength(1);
    expect(
      (calls('/shoppingcart/delCart')[0]?.body as { goodsSkuCode: string }[]).map(
        (line) => line.goodsSkuCode,
      ),
    ).toEqual(['G-ON-SALE-01', 'G-LADDER-01', 'G-FLASH-UPCOMING-01', 'G-0003-01']);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `选择 ${NAMES.onSale}` })).toBeNull());
  });
});

describe('the fixed bar and the empty cart (spec 1 §4, §8)', () => {
  it('more than 4 lines: the bar is fixed to the bottom of the viewport', async () => {
    await openCart();
    await rowOf(NAMES.onSale);
    expect(screen.getByRole('region', { name: '结算栏' })).toHaveStyle({ position: 'fixed', bottom: '0px' });
  });

  it('4 lines or fewer: it stays in the page', async () => {
    const { queryClient, api } = await openCart('newcomer');
    expect(await screen.findByText('购物袋空空如也，赶紧去抢购吧~')).toBeInTheDocument();
    await addCart(api, { goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 });
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('region', { name: '结算栏' })).not.toHaveStyle({ position: 'fixed' });
  });
});

describe('the loading indicator appears only after the profile delay (300 ms)', () => {
  const indicator = () => screen.queryByRole('status', { name: '加载中' });

  it('a quick cart paints its lines with no indicator first', async () => {
    await openCart();
    expect(indicator()).toBeNull();
    await rowOf(NAMES.onSale);
    expect(indicator()).toBeNull();
  });

  it('a slow cart shows it until a moment after the lines are in', async () => {
    gateway.faults.add({ path: '/api/cart/queryCartList', delayMs: scaled(800), times: 1 });
    await openCart();
    expect(await screen.findByRole('status', { name: '加载中' })).toBeInTheDocument();
    await rowOf(NAMES.onSale);
    expect(indicator()).toBeNull();
  });
});
