import fc from 'fast-check';
import { capabilityCatalogue } from '../../../engine/capabilities/catalogue';
import { ACTIVITY_TYPE, GOODS_TYPE, ORDER_STATUS, VIRTUAL_ORDER } from '../../../engine/domain/codes';
import type { OrderStatus } from '../../../engine/domain/codes';
import {
  isCancellable,
  linesSettlementKind,
  payMethodOf,
  pointsShortfall,
  pointsShortMessage,
  settlementKind,
} from '../../../engine/domain/orders';
import type { SettlementGoods } from '../../../engine/domain/orders';
import { orderListPath, orderViewPath, payDetailsPath, paySuccessPath } from '../../../engine/paths';

const HOUR = 3_600_000;
// 2024-06-01 10:00:00 in Asia/Shanghai.
const NOW = Date.UTC(2024, 5, 1, 2);

const flashSale = (startOffsetH: number, endOffsetH: number): SettlementGoods => ({
  activityGoodsInfo: [
    {
      activityType: ACTIVITY_TYPE.flashSale,
      activityPrice: 320,
      expireStartTime: NOW + startOffsetH * HOUR,
      expireEndTime: NOW + endOffsetH * HOUR,
    },
  ],
});

const standard = 'standard' as const;
const jiCai = 'jiCai' as const;

describe('spec 1 §2: the settlement variant per goods and per capability', () => {
  it.each([
    { rule: 'ordinary goods settle as normal', goods: {}, settlement: standard, kind: 'normal' },
    {
      rule: 'virtualOrder 1 is virtual',
      goods: { virtualOrder: VIRTUAL_ORDER.virtual },
      settlement: standard,
      kind: 'virtual',
    },
    {
      rule: 'orderGoodsType 1002 alone is virtual (G-VIRTUAL-RECHARGE)',
      goods: { goodsType: GOODS_TYPE.normal, orderGoodsType: GOODS_TYPE.virtual, virtualOrder: 0 },
      settlement: standard,
      kind: 'virtual',
    },
    {
      rule: 'goodsType "1002" as text is virtual, even in a procurement shop',
      goods: { goodsType: '1002' },
      settlement: jiCai,
      kind: 'virtual',
    },
    {
      rule: 'a running flash sale (type 4, panicState 2) settles as a flash sale',
      goods: flashSale(-1, 2),
      settlement: standard,
      kind: 'flashSale',
    },
    {
      rule: 'a running flash sale in a procurement shop is still a flash sale',
      goods: flashSale(-1, 2),
      settlement: jiCai,
      kind: 'flashSale',
    },
    {
      rule: 'an upcoming flash sale is normal',
      goods: flashSale(2, 4),
      settlement: standard,
      kind: 'normal',
    },
    {
      rule: 'an ended flash sale is normal',
      goods: flashSale(-4, -1),
      settlement: standard,
      kind: 'normal',
    },
    {
      rule: 'a special price (type 3) is normal',
      goods: { activityGoodsInfo: { activityType: ACTIVITY_TYPE.specialPrice, activityPrice: 9 } },
      settlement: standard,
      kind: 'normal',
    },
    {
      rule: 'capability checkout.settlement = jiCai sends ordinary goods to procurement',
      goods: {},
      settlement: jiCai,
      kind: 'jiCai',
    },
  ] satisfies { rule: string; goods: SettlementGoods; settlement: string; kind: string }[])(
    '$rule',
    ({ goods, settlement, kind }) => {
      expect(settlementKind(goods, settlement, NOW)).toBe(kind);
    },
  );

  it('defaults to the standard settlement', () => {
    expect(capabilityCatalogue['checkout.settlement'].default).toBe('standard');
  });

  it.each([
    {
      rule: 'one line settles as its own variant',
      goods: [flashSale(-1, 2)],
      settlement: standard,
      kind: 'flashSale',
    },
    {
      rule: 'a cart never settles as a flash sale',
      goods: [flashSale(-1, 2), {}],
      settlement: standard,
      kind: 'normal',
    },
    { rule: 'a cart in a procurement shop is jiCai', goods: [{}, {}], settlement: jiCai, kind: 'jiCai' },
    {
      rule: 'virtual lines together are virtual',
      goods: [{ virtualOrder: 1 }, { goodsType: 1002 }],
      settlement: jiCai,
      kind: 'virtual',
    },
  ] satisfies { rule: string; goods: SettlementGoods[]; settlement: string; kind: string }[])(
    '$rule',
    ({ goods, settlement, kind }) => {
      expect(linesSettlementKind(goods, settlement, NOW)).toBe(kind);
    },
  );
});

describe('points sufficiency', () => {
  it.each([
    { total: 1200, balance: 1000, shortfall: 200 },
    { total: 1000, balance: 1000, shortfall: 0 },
    { total: 0, balance: 0, shortfall: 0 },
    { total: 50, balance: -10, shortfall: 50 },
  ])('pointsShortfall($total, $balance) === $shortfall', ({ total, balance, shortfall }) => {
    expect(pointsShortfall(total, balance)).toBe(shortfall);
  });

  it('a short balance is refused with what is needed, held and missing', () => {
    expect(pointsShortMessage(1200, 1000, '积分')).toBe(
      '积分不足：本单需1200积分，当前可用1000积分，还差200积分',
    );
    expect(pointsShortMessage(1200, 1000, '金币')).toBe(
      '金币不足：本单需1200金币，当前可用1000金币，还差200金币',
    );
  });

  it('the shortfall is what the balance lacks: never negative, zero exactly when the balance covers the total', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (total, balance) => {
        const shortfall = pointsShortfall(total, balance);
        expect(shortfall).toBeGreaterThanOrEqual(0);
        expect(shortfall === 0).toBe(balance >= total);
        if (shortfall > 0) expect(balance + shortfall).toBe(total);
      }),
    );
  });
});

describe('what paid an order', () => {
  it.each([
    { totalMoney: 0, totalPoints: 500, method: 'points' },
    { totalMoney: 88.5, totalPoints: 0, method: 'money' },
    { totalMoney: '10.00', totalPoints: 300, method: 'mixed' },
    { totalMoney: 0, totalPoints: 0, method: 'money' },
  ])('$totalMoney money and $totalPoints points: $method', ({ totalMoney, totalPoints, method }) => {
    expect(payMethodOf({ totalMoney, totalPoints })).toBe(method);
  });
});

describe('cancelling', () => {
  it.each([
    [ORDER_STATUS.pendingReview, true],
    [ORDER_STATUS.toShip, true],
    [ORDER_STATUS.shipped, false],
    [ORDER_STATUS.completed, false],
    [ORDER_STATUS.cancelled, false],
    [ORDER_STATUS.rejected, false],
  ] satisfies [OrderStatus, boolean][])('status %i cancellable: %s', (status, cancellable) => {
    expect(isCancellable(status)).toBe(cancellable);
  });
});

describe('order paths', () => {
  it.each([
    { path: paySuccessPath('normal', 'DM1'), expected: '/orderSettlement/paySuccess?orderNo=DM1' },
    { path: paySuccessPath('flashSale', 'DM1'), expected: '/msOrderSettlement/paySuccess?orderNo=DM1' },
    { path: payDetailsPath('DM 2'), expected: '/orderSettlement/payDetails?orderNo=DM%202' },
    {
      path: orderViewPath({ orderNo: 'DM1', kind: 'normal' }),
      expected: '/userCenter/order/view?orderNo=DM1',
    },
    {
      path: orderViewPath({ orderNo: 'DM1', kind: 'flashSale' }),
      expected: '/userCenter/order/view?orderNo=DM1',
    },
    {
      path: orderViewPath({ orderNo: 'DM1', kind: 'virtual' }),
      expected: '/userCenter/order/virtualOrderView?orderNo=DM1',
    },
    {
      path: orderViewPath({ orderNo: 'DM1', kind: 'jiCai' }),
      expected: '/userCenter/jicaiOrder/view?orderNo=DM1',
    },
    { path: orderListPath(), expected: '/userCenter/order' },
    { path: orderListPath(ORDER_STATUS.shipped), expected: '/userCenter/order?status=1003' },
  ])('$expected', ({ path, expected }) => {
    expect(path).toBe(expected);
  });
});
