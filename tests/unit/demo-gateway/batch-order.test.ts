// The demo gateway's batch orders in process (msw): checking rows at the default address and adding the
// valid ones to the cart at once (docs/batch-orders.md).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_ORDER_TEXT, CALL_RATE_CODE, CALL_RATES, callRateMessage } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type { BatchAddAnswer, BatchCheckAnswer, BatchRowRequest, CartList } from '../../../engine/contract';

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const { call, token } = startInProcessGateway(NOW);

async function as(account: string, mallPath = 'procure') {
  const session = await token(account, mallPath);
  return <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
}

let nextLine = 1;
const row = (goodsSkuCode: string, quantity: number, templatePrice = ''): BatchRowRequest => ({
  line: nextLine++,
  goodsSkuCode,
  quantity,
  templatePrice,
  mergedLines: [],
});

const reasons = (answer: BatchCheckAnswer) =>
  Object.fromEntries(answer.rows.map((each) => [each.goodsSkuCode, each.refusals]));

describe('checking rows', () => {
  it('names every problem of each row, at the member’s default address', async () => {
    const send = await as('member');
    const answer = await send<BatchCheckAnswer>('/api/cart/batchOrder/check', {
      variant: 'normal',
      rows: [
        row('G-ON-SALE-01', 2),
        row('NO-SUCH-SKU', 1),
        row('G-OFF-SHELF-01', 1),
        row('G-SOLD-OUT-01', 1),
        row('G-LOW-STOCK-01', 5),
        row('G-AREA-EXCLUDED-01', 1),
        row('G-LADDER-01', 1),
        row('G-DELETED-01', 1),
        row('G-FLASH-RUNNING-01', 1),
      ],
    });
    expect(answer.success).toBe(true);
    expect(reasons(answer.data)).toEqual({
      'G-ON-SALE-01': [],
      'NO-SUCH-SKU': [BATCH_ORDER_TEXT.unknownSku],
      'G-OFF-SHELF-01': ['商品已下架'],
      'G-SOLD-OUT-01': ['商品已售罄'],
      'G-LOW-STOCK-01': ['库存不足，当前库存3件'],
      'G-AREA-EXCLUDED-01': ['该地区暂不支持配送'],
      'G-LADDER-01': ['该商品2件起订'],
      'G-DELETED-01': [BATCH_ORDER_TEXT.unknownSku],
      'G-FLASH-RUNNING-01': [BATCH_ORDER_TEXT.flashSaleElsewhere],
    });
    expect(answer.data.rows[0]).toEqual(
      expect.objectContaining({ goodsCode: 'G-ON-SALE', goodsSkuName: expect.any(String) }),
    );
  });

  it('says when the price has changed since the template', async () => {
    const send = await as('member');
    const answer = await send<BatchCheckAnswer>('/api/cart/batchOrder/check', {
      variant: 'normal',
      rows: [row('G-ON-SALE-01', 1, '0.01')],
    });
    expect(answer.data.rows[0]?.notices[0]).toMatch(/^价格已变动：模板单价0\.01，当前单价¥/);
  });

  it('the flash-sale variant takes only goods in a running sale, at the activity price, within its limit', async () => {
    const send = await as('member');
    const answer = await send<BatchCheckAnswer>('/api/cart/batchOrder/check', {
      variant: 'flashSale',
      rows: [row('G-FLASH-RUNNING-01', 2), row('G-FLASH-UPCOMING-01', 1), row('G-ON-SALE-01', 1)],
    });
    const [running, upcoming, ordinary] = answer.data.rows;
    expect(running?.refusals).toEqual([]);
    expect(upcoming?.refusals).toEqual([BATCH_ORDER_TEXT.notFlashSale]);
    expect(ordinary?.refusals).toEqual([BATCH_ORDER_TEXT.notFlashSale]);
    const over = await send<BatchCheckAnswer>('/api/cart/batchOrder/check', {
      variant: 'flashSale',
      rows: [row('G-FLASH-RUNNING-01', 6)],
    });
    expect(over.data.rows[0]?.refusals).toEqual(['秒杀商品每单限购5件']);
  });

  it('refuses more rows than the profile allows, and shops without batch orders', async () => {
    const send = await as('member');
    const many = Array.from({ length: 201 }, (_, index) => row(`X-${index}`, 1));
    const answer = await send('/api/cart/batchOrder/check', { variant: 'normal', rows: many });
    expect(answer).toEqual(
      expect.objectContaining({ success: false, message: BATCH_ORDER_TEXT.tooManyRows(200, 201) }),
    );
    const points = await as('member', 'points');
    const refused = await points('/api/cart/batchOrder/check', { rows: [row('G-ON-SALE-01', 1)] });
    expect(refused).toEqual(expect.objectContaining({ success: false, message: '当前账号无批量下单权限' }));
  });
});

describe('adding the valid rows to the cart', () => {
  it('adds the valid rows and names each refused one; the cart holds exactly the valid ones', async () => {
    const send = await as('member');
    const before = await send<CartList>('/api/cart/queryCartList', {});
    const held = (cart: CartList) =>
      [...cart.validCartItems, ...cart.invalidCartItems]
        .flatMap((group) => group.cartItems)
        .map((each) => each.goodsSkuCode);
    const answer = await send<BatchAddAnswer>('/api/cart/batchOrder/addCart', {
      rows: [row('G-0001-01', 1), row('G-0002-01', 2), row('NO-SUCH-SKU', 1), row('G-LOW-STOCK-01', 9)],
    });
    expect(answer.message).toBe('已加入购物车2种商品');
    expect(answer.data.added).toEqual(['G-0001-01', 'G-0002-01']);
    expect(answer.data.refused).toEqual([
      expect.objectContaining({ goodsSkuCode: 'NO-SUCH-SKU', reasons: [BATCH_ORDER_TEXT.unknownSku] }),
      expect.objectContaining({ goodsSkuCode: 'G-LOW-STOCK-01', reasons: ['库存不足，当前库存3件'] }),
    ]);
    const after = await send<CartList>('/api/cart/queryCartList', {});
    expect(new Set(held(after.data))).toEqual(new Set([...held(before.data), 'G-0001-01', 'G-0002-01']));
  });

  it('checks what the cart line would then hold: the cart’s quantity plus the row', async () => {
    const send = await as('member');
    await send('/api/cart/addCart', {
      goodsCode: 'G-LOW-STOCK',
      goodsSkuCode: 'G-LOW-STOCK-01',
      quantity: 2,
    });
    const answer = await send<BatchAddAnswer>('/api/cart/batchOrder/addCart', {
      rows: [row('G-LOW-STOCK-01', 2)],
    });
    expect(answer.data.refused[0]?.reasons).toEqual(['库存不足，当前库存3件']);
  });

  it('a reviewer, who may not add to the cart, is refused', async () => {
    const send = await as('reviewer');
    const answer = await send('/api/cart/batchOrder/addCart', { rows: [row('G-0001-01', 1)] });
    expect(answer.success).toBe(false);
  });
});

describe('the per-member rate of the batch calls (CALL_RATES, docs/security.md)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the call after the burst is refused with the engine’s code and message, and goes once its wait is over', async () => {
    // The buckets run on the process's monotonic clock: held still here, then moved past the wait.
    const clock = vi.spyOn(performance, 'now').mockReturnValue(1_000_000);
    const send = await as('member');
    const body = { variant: 'normal', rows: [row('G-0001-01', 1)] };
    const { burst, refillMs } = CALL_RATES.batchOrderCheck;
    for (let sent = 0; sent < burst; sent += 1)
      expect((await send('/api/cart/batchOrder/check', body)).success).toBe(true);
    expect(await send('/api/cart/batchOrder/check', body)).toEqual({
      success: false,
      code: CALL_RATE_CODE,
      message: callRateMessage(refillMs),
      data: null,
    });
    clock.mockReturnValue(1_000_000 + refillMs);
    expect((await send('/api/cart/batchOrder/check', body)).success).toBe(true);
  });

  it('counts per member and per call: another member, and the same member’s other call, still go', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000_000);
    const send = await as('member');
    const body = { rows: [row('G-0001-01', 1)] };
    for (let sent = 0; sent <= CALL_RATES.batchOrderCheck.burst; sent += 1)
      await send('/api/cart/batchOrder/check', body);
    expect((await send('/api/cart/batchOrder/check', body)).code).toBe(CALL_RATE_CODE);
    const other = await as('supplier');
    expect((await other('/api/cart/batchOrder/check', body)).success).toBe(true);
    expect((await send<BatchAddAnswer>('/api/cart/batchOrder/addCart', body)).data.added).toEqual([
      'G-0001-01',
    ]);
  });

  it('a refused 仅导入有效行 adds nothing to the cart', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000_000);
    const send = await as('member');
    const count = async () => (await send<number>('/api/cart/countCart', {})).data;
    for (let sent = 0; sent < CALL_RATES.batchOrderAddCart.burst; sent += 1)
      await send('/api/cart/batchOrder/addCart', { rows: [row('G-0001-01', 1)] });
    const before = await count();
    const refused = await send('/api/cart/batchOrder/addCart', { rows: [row('G-0002-01', 1)] });
    expect(refused.code).toBe(CALL_RATE_CODE);
    expect(await count()).toBe(before);
  });
});
