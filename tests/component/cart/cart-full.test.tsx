// Adding a new line to a full cart: the engine's message, and the gateway is not asked.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import GoodsDetailPage from '../../../src/features/goods-detail/goods-detail-page';
import { calls, renderDemoPage, server, startDemoGateway } from '../goods/demo-shop';

startDemoGateway();

/** A cart of `count` lines, none of them the goods the test adds. */
function cartOf(count: number) {
  const cartItems = Array.from({ length: count }, (_, at) => ({
    goodsCode: `FULL-${at}`,
    goodsSkuCode: `FULL-${at}-SKU`,
    goodsSkuName: `满车商品${at}`,
    quantity: 1,
    goodsSkuStock: 10,
    shelvesStatus: 1001,
    isCheck: 0,
  }));
  server.use(
    http.post('*/queryCartList', () =>
      HttpResponse.json({
        code: '00000',
        success: true,
        message: '',
        data: { validCartItems: [{ supplierName: '演示', cartItems }], invalidCartItems: [] },
      }),
    ),
  );
}

async function addToCart() {
  const user = userEvent.setup();
  await renderDemoPage(<GoodsDetailPage />, {
    account: 'member',
    route: '/points/goodDetail/goodDetail?goodsCode=G-ON-SALE',
  });
  await user.click(await screen.findByRole('button', { name: /加入购物车/ }));
}

describe('a cart holds at most 100 lines', () => {
  it('a new line in a cart of 100 says 添加购物车失败：购物车最多只能添加100种商品 without asking the gateway', async () => {
    cartOf(100);
    await addToCart();
    expect(await screen.findByText('添加购物车失败：购物车最多只能添加100种商品')).toBeInTheDocument();
    expect(calls('/addCart')).toHaveLength(0);
  });

  it('a cart of 99 asks the gateway, which adds the line', async () => {
    cartOf(99);
    await addToCart();
    expect(await screen.findByText('添加购物车成功')).toBeInTheDocument();
    expect(calls('/addCart')).toHaveLength(1);
  });
});
