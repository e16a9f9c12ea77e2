// Times the domain rules a screen runs per render: totals of a 500-line cart and badges of 10,000 goods.
// Run with `npx tsx scripts/bench-domain.ts`; each must stay well under a 16 ms frame.
import { performance } from 'node:perf_hooks';
import { cartTotals, goodsBadges, type BadgeGoods, type CartLine } from '../engine/domain';

const RUNS = 50;
const FRAME_MS = 16;
const NOW = Date.UTC(2024, 5, 1);

const cart: CartLine[] = Array.from({ length: 500 }, (_, i) => ({
  goodsSkuCode: `S${i}`,
  quantity: 1 + (i % 7),
  integralPrice: `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`,
  isQuotaGoods: i % 10 === 0,
  supplyPrice: 12.5,
  quotaIntrgral: 100,
  shelvesStatus: 1001,
  goodsSkuStock: i % 13,
  isCheck: i % 3 !== 0,
  isOpenLadderPrice: i % 5 === 0,
  ladderPriceGoodsList: [
    { minCount: 1, ladderSellingPrice: 20 },
    { minCount: 5, ladderSellingPrice: 18.5 },
  ],
  goodsSkuSalesAreaList:
    i % 4 === 0 ? [{ goodsSkuCode: `S${i}`, provinceIds: '1,2,19', cityIds: '1601,1607' }] : null,
  activityGoodsInfo:
    i % 6 === 0
      ? { activityType: 4, activityPrice: 1, expireStartTime: NOW - 1000, expireEndTime: NOW + 1000 }
      : null,
}));

const goods: BadgeGoods[] = Array.from({ length: 10_000 }, (_, i) => ({
  goodsSkuCode: `S${i}`,
  saleStatus: [1001, 1002, 1003, true, false][i % 5] ?? 1001,
  pointsBatchCanBuy: i % 2,
  salesNum: i,
  activityGoodsInfo: i % 8 === 0 ? [{ activityType: 4, activityPrice: 9 }] : [],
  goodsSkuSalesAreaList: i % 4 === 0 ? [{ provinceIds: '19', cityIds: '1601,1607', limitType: 1002 }] : null,
}));

function medianMs(task: () => void): number {
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    task();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? NaN;
}

const region = { provinceId: 19, cityId: 1601, countyId: 3633 };
const results = {
  'cart totals, 500 lines': medianMs(() => cartTotals(cart, { mode: 'money', serverNow: NOW, region })),
  'badges, 10,000 goods': medianMs(() => {
    for (const item of goods) goodsBadges(item, { showSales: true, pointsDesignatedOnly: true, region });
  }),
};

let failed = false;
for (const [name, ms] of Object.entries(results)) {
  const ok = ms < FRAME_MS;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'SLOW'} ${name}: median ${ms.toFixed(2)} ms over ${RUNS} runs`);
}
process.exitCode = failed ? 1 : 0;
