import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '../../../engine';
import GoodsDetailPage from '../../../src/features/goods-detail/goods-detail-page';
import VirtualGoodsDetailPage from '../../../src/features/goods-detail/virtual-goods-detail-page';
import { goodsDetailQuery } from '../../../src/lib/api/endpoints/goods';
import { calls, gateway, renderDemoPage, startDemoGateway } from './demo-shop';
import { scaled } from '../../../scripts/lib/time-scale';

startDemoGateway();

const DETAIL = '/goodDetail/goodDetail';
const VIRTUAL_DETAIL = '/virtualGoods/virtualGoodsDetail';
const points = { mode: 'points', unitName: '积分' } as const;

const unitPrice = () => screen.findByTestId('unit-price');
const quantityInput = () => screen.getByRole('textbox', { name: '购买数量' });

async function setQuantity(user: ReturnType<typeof userEvent.setup>, quantity: number) {
  await user.clear(quantityInput());
  await user.type(quantityInput(), `${quantity}{Enter}`);
}

describe('ladder pricing on the detail (spec 2 §4)', () => {
  it('the unit price follows the tier of the chosen quantity, and the tier is marked', async () => {
    const user = userEvent.setup();
    const { queryClient, api } = await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-LADDER`,
    });
    await unitPrice();
    const detail = queryClient.getQueryData(goodsDetailQuery(api, { goodsCode: 'G-LADDER' }).queryKey);
    const [one, ten, fifty] = (detail?.ladderPriceGoodsList ?? []).map((tier) =>
      formatPrice(tier.ladderSellingPrice, points),
    );
    expect(new Set([one, ten, fifty]).size).toBe(3);

    const table = screen.getByRole('table', { name: '阶梯价' });
    for (const [quantity, expected] of [
      [1, one],
      [9, one],
      [10, ten],
      [49, ten],
      [50, fifty],
      [120, fifty],
      [3, one],
    ] as const) {
      await setQuantity(user, quantity);
      expect((await unitPrice()).textContent).toBe(expected);
      expect(within(table).getByRole('cell', { current: true })).toHaveTextContent(expected ?? '');
    }
  });

  it('the stepper moves across a tier boundary', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, { route: `/points${DETAIL}?goodsCode=G-LADDER` });
    await unitPrice();
    await setQuantity(user, 9);
    const before = (await unitPrice()).textContent;
    await user.click(screen.getByRole('button', { name: '增加数量' }));
    expect(quantityInput()).toHaveValue('10');
    expect((await unitPrice()).textContent).not.toBe(before);
  });
});

describe('add to cart (spec 1 §4, §6, §8)', () => {
  it('a guest is sent to login with the current path and query as the redirect', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-LADDER&goodsSkuCode=G-LADDER-01`,
    });
    await user.click(await screen.findByRole('button', { name: /加入购物车/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/points/login?redirect=${encodeURIComponent(`${DETAIL}?goodsCode=G-LADDER&goodsSkuCode=G-LADDER-01`)}`,
    );
    expect(calls('/addCart')).toHaveLength(0);
  });

  it('a viewer (cart.canAdd false) sees no add-to-cart or buy-now button', async () => {
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-LADDER`,
      account: 'viewer',
    });
    await unitPrice();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即购买' })).not.toBeInTheDocument();
  });

  it('a member adds the chosen quantity once, however fast the double click, and the cart count rises', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-DISCOUNT`,
      account: 'member',
    });
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).not.toBe('-'));
    const start = Number(screen.getByTestId('cart-count').textContent);
    await setQuantity(user, 2);
    const add = await screen.findByRole('button', { name: /加入购物车/ });
    await user.dblClick(add);
    expect(await screen.findByText('添加购物车成功')).toBeInTheDocument();
    await waitFor(() => expect(Number(screen.getByTestId('cart-count').textContent)).toBe(start + 1));
    expect(calls('/addCart')).toEqual([
      expect.objectContaining({
        body: { goodsCode: 'G-DISCOUNT', goodsSkuCode: 'G-DISCOUNT-01', quantity: 2 },
      }),
    ]);
  });

  it('a refused add says 添加购物车失败 with the server reason', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-ON-SALE`,
      account: 'member',
    });
    gateway.faults.add({ path: '/api/cart/addCart', code: '20001' });
    await user.click(await screen.findByRole('button', { name: /加入购物车/ }));
    expect(await screen.findByText(/^添加购物车失败/)).toBeInTheDocument();
  });
});

describe('browse history (spec 1 §7)', () => {
  it.each([
    ['points', 'member', 1],
    ['points', undefined, 0],
    ['s1098', 'member', 0],
  ] as const)('%s as %s: %i call(s)', async (mallPath, account, expected) => {
    await renderDemoPage(<GoodsDetailPage />, {
      mallPath,
      account,
      route: `/${mallPath}${DETAIL}?goodsCode=G-ON-SALE&firstCategoryCode=C1`,
    });
    await unitPrice();
    // Give a late call the chance to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, scaled(50))));
    const recorded = calls('/memberSurfHistory/addBrowseHistory');
    expect(recorded).toHaveLength(expected);
    if (expected > 0) {
      expect(recorded[0]?.body).toEqual({ clientType: 1, goodsCode: 'G-ON-SALE', firstCategoryCode: 'C1' });
    }
  });
});

describe('routing between the two details (spec 2 §2)', () => {
  it('a deleted goods shows 商品不存在！', async () => {
    await renderDemoPage(<GoodsDetailPage />, { route: `/points${DETAIL}?goodsCode=G-DELETED` });
    expect(await screen.findByText('商品不存在！')).toBeInTheDocument();
  });

  it('a virtual goods opened on the normal detail goes to the virtual detail, keeping the query', async () => {
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-VIRTUAL&interestsCardLinkId=7`,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(
        /^\/points\/virtualGoods\/virtualGoodsDetail\?goodsCode=G-VIRTUAL&goodsSkuCode=[^&]+&interestsCardLinkId=7/,
      ),
    );
  });

  it('the virtual detail says it needs no shipping and shows no stock or address', async () => {
    await renderDemoPage(<VirtualGoodsDetailPage />, {
      route: `/points${VIRTUAL_DETAIL}?goodsCode=G-VIRTUAL`,
      account: 'member',
    });
    expect(await screen.findByText(/虚拟商品，无需物流/)).toBeInTheDocument();
    expect(screen.queryByText('配送至')).not.toBeInTheDocument();
    expect(screen.queryByText('库存')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /加入购物车/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即购买' })).toBeEnabled();
  });

  it('buy now goes to the settlement with goods code, sku code and quantity', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<VirtualGoodsDetailPage />, {
      route: `/points${VIRTUAL_DETAIL}?goodsCode=G-VIRTUAL`,
      account: 'member',
    });
    await user.click(await screen.findByRole('button', { name: '立即购买' }));
    expect(screen.getByTestId('location').textContent).toMatch(
      /^\/points\/virtualOrderSettlement\/settlement\?goodsCode=G-VIRTUAL&goodsSkuCode=[^&]+&quantity=1$/,
    );
  });
});

describe('the price shown is the price payable now (spec 1 §4)', () => {
  async function detailOf(goodsCode: string) {
    const { queryClient, api } = await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=${goodsCode}`,
      account: 'member',
    });
    const timer = await screen.findByRole('timer');
    const detail = queryClient.getQueryData(goodsDetailQuery(api, { goodsCode }).queryKey);
    const activityPrice = [detail?.activityGoodsInfo ?? []].flat()[0]?.activityPrice;
    return {
      timer,
      listPrice: formatPrice(detail?.sellingPrice, points),
      salePrice: formatPrice(activityPrice, points),
    };
  }

  it('an upcoming flash sale: the list price as 价格, its price only as a notice beside the countdown', async () => {
    const { timer, listPrice, salePrice } = await detailOf('G-FLASH-UPCOMING');
    expect(listPrice).not.toBe(salePrice);
    await waitFor(async () => expect((await unitPrice()).textContent).toBe(listPrice));
    expect(screen.getByText('价格')).toBeInTheDocument();
    expect(screen.queryByText('活动价')).not.toBeInTheDocument();
    expect(timer).toHaveTextContent(`秒杀价 ${salePrice} · 距开始`);
  });

  it('an ended flash sale: the list price as 价格, and no sale price anywhere', async () => {
    const { timer, listPrice, salePrice } = await detailOf('G-FLASH-ENDED');
    await waitFor(async () => expect((await unitPrice()).textContent).toBe(listPrice));
    expect(screen.queryByText('活动价')).not.toBeInTheDocument();
    expect(timer).toHaveTextContent('秒杀已结束');
    expect(screen.queryByText(new RegExp(salePrice))).not.toBeInTheDocument();
  });

  it('a running flash sale: its price as 活动价, and no notice', async () => {
    const { timer, salePrice } = await detailOf('G-FLASH-RUNNING');
    await waitFor(async () => expect((await unitPrice()).textContent).toBe(salePrice));
    expect(screen.getByText('活动价')).toBeInTheDocument();
    expect(timer).not.toHaveTextContent('秒杀价');
  });
});

describe('detail states', () => {
  it.each([
    ['G-SOLD-OUT', undefined, '已售罄', '该商品已售罄，暂时无法购买'],
    ['G-MULTI-SKU', 'G-MULTI-SKU-03', '已售罄', '该商品已售罄，暂时无法购买'],
    ['G-OFF-SHELF', undefined, '已下架', '该商品已下架，暂时无法购买'],
    ['G-NO-POINTS', undefined, '有货', '该商品不支持积分兑换'],
    ['G-ON-SALE', undefined, '有货', undefined],
  ])('%s %s: the stock label says %s', async (goodsCode, goodsSkuCode, stock, notice) => {
    const sku = goodsSkuCode ? `&goodsSkuCode=${goodsSkuCode}` : '';
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=${goodsCode}${sku}`,
      account: 'member',
    });
    const deliverTo = (await screen.findByText('配送至')).nextElementSibling as HTMLElement;
    expect(within(deliverTo).getByText(stock)).toBeInTheDocument();
    if (stock !== '有货') expect(within(deliverTo).queryByText('有货')).not.toBeInTheDocument();
    if (notice) expect(screen.getByText(notice)).toHaveAttribute('role', 'status');
    else expect(screen.queryByText(/暂时无法购买|不支持/)).not.toBeInTheDocument();
  });

  it('the ladder note names the tier that applies: its range and price', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, { route: `/points${DETAIL}?goodsCode=G-LADDER` });
    await unitPrice();
    await setQuantity(user, 9);
    const price = (await unitPrice()).textContent ?? '';
    expect(screen.getByText(`（阶梯价：1–9箱 ${price}）`)).toBeInTheDocument();
    await setQuantity(user, 60);
    expect(
      screen.getByText(`（阶梯价：≥50箱 ${(await unitPrice()).textContent ?? ''}）`),
    ).toBeInTheDocument();
  });

  it.each([
    ['G-DISCOUNT', true],
    ['G-QUOTA', false],
  ])('%s: the market price is struck through only above the price (%s)', async (goodsCode, shown) => {
    await renderDemoPage(<GoodsDetailPage />, { route: `/points${DETAIL}?goodsCode=${goodsCode}` });
    await unitPrice();
    expect(screen.queryByText('市场价') !== null).toBe(shown);
  });

  it('区域无货 at the member default address blocks buying', async () => {
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-AREA-EXCLUDED`,
      account: 'member',
    });
    expect(await screen.findByText('该商品区域无货，暂时无法购买')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /加入购物车/ })).toBeDisabled();
  });

  it('a running flash sale counts down to its end on the server clock', async () => {
    await renderDemoPage(<GoodsDetailPage />, { route: `/points${DETAIL}?goodsCode=G-FLASH-RUNNING` });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('距结束');
    expect(timer).toHaveAttribute('data-panic-state', '2');
  });

  it('a failed load shows the server message and 重试 reloads', async () => {
    const user = userEvent.setup();
    gateway.faults.add({ path: '/api/mall/goods/goodsDetail', code: '99999', times: 1 });
    await renderDemoPage(<GoodsDetailPage />, { route: `/points${DETAIL}?goodsCode=G-ON-SALE` });
    expect(await screen.findByText('系统繁忙，请稍后再试！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await unitPrice()).toBeInTheDocument();
  });

  it('favourites: a member adds and removes the goods', async () => {
    const user = userEvent.setup();
    await renderDemoPage(<GoodsDetailPage />, {
      route: `/points${DETAIL}?goodsCode=G-DISCOUNT`,
      account: 'member',
    });
    await user.click(await screen.findByRole('button', { name: '收藏', pressed: false }));
    const added = await screen.findByRole('button', { name: '已收藏', pressed: true });
    // The click lock holds the button for the spec's 3000 ms (spec 1 §5).
    await waitFor(() => expect(added).toBeEnabled(), { timeout: scaled(5000) });
    await user.click(added);
    expect(await screen.findByRole('button', { name: '收藏', pressed: false })).toBeInTheDocument();
    expect(calls('/cellection/add')).toHaveLength(1);
    expect(calls('/cellection/cancel')).toHaveLength(1);
  });
});

describe('the actions on every screen', () => {
  const FAVOURITE = /^(收藏|已收藏)$/;
  it.each([
    ['normal', GoodsDetailPage, DETAIL, 'G-ON-SALE', ['立即购买', /加入购物车/, FAVOURITE]],
    ['virtual', VirtualGoodsDetailPage, VIRTUAL_DETAIL, 'G-VIRTUAL', ['立即购买', FAVOURITE]],
  ] as const)(
    '%s goods: each action is one button, the same that the phone bar shows (no copy for small screens)',
    async (_kind, Page, route, goodsCode, actions) => {
      await renderDemoPage(<Page />, { route: `/points${route}?goodsCode=${goodsCode}`, account: 'member' });
      await unitPrice();
      for (const name of actions) expect(screen.getAllByRole('button', { name })).toHaveLength(1);
    },
  );
});

describe('the detail gallery', () => {
  it('loads the main image first (the largest paint waits for it), the thumbnails lazily', async () => {
    await renderDemoPage(<GoodsDetailPage />, { route: `/points${DETAIL}?goodsCode=G-MULTI-SKU` });
    await unitPrice();
    const [main] = screen.getAllByRole('img');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    const thumbnails = screen.getAllByRole('button', { name: /^查看第\d+张图片$/ });
    expect(thumbnails.length).toBeGreaterThan(1);
    for (const thumb of thumbnails) expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
