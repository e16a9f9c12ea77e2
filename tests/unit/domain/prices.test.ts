import fc from 'fast-check';
import { compare, toMoney } from '../../../engine/domain/money';
import {
  displayPrice,
  flashSaleActivity,
  formatPriceParts,
  ladderPrice,
  priceActivity,
  struckMarketPrice,
  unitPrice,
  type PricedGoods,
} from '../../../engine/domain/prices';

const ladder = (
  tiers: [number | string, number | string][],
  isOpenLadderPrice: PricedGoods['isOpenLadderPrice'] = true,
) => ({
  sellingPrice: 10,
  isOpenLadderPrice,
  ladderPriceGoodsList: tiers.map(([minCount, ladderSellingPrice]) => ({ minCount, ladderSellingPrice })),
});

describe('spec 2 §4: "the tier whose minCount is the greatest value not above the ordered quantity applies"', () => {
  it.each([
    {
      rule: 'ladder pricing off (isOpenLadderPrice not set): sellingPrice',
      goods: { ...ladder([[1, 9]]), isOpenLadderPrice: undefined },
      quantity: 5,
      expected: '10',
    },
    {
      rule: 'ladder pricing off (false): sellingPrice',
      goods: ladder([[1, 9]], false),
      quantity: 5,
      expected: '10',
    },
    { rule: 'empty list: sellingPrice', goods: ladder([]), quantity: 5, expected: '10' },
    {
      rule: 'no tier at or below the quantity: sellingPrice',
      goods: ladder([[10, 9]]),
      quantity: 9,
      expected: '10',
    },
    {
      rule: 'quantity equal to a minCount takes that tier',
      goods: ladder([
        [1, 9.5],
        [10, 9],
        [50, 8],
      ]),
      quantity: 10,
      expected: '9',
    },
    {
      rule: 'between tiers takes the lower one',
      goods: ladder([
        [1, 9.5],
        [10, 9],
        [50, 8],
      ]),
      quantity: 49,
      expected: '9',
    },
    {
      rule: 'above every tier takes the last',
      goods: ladder([
        [1, 9.5],
        [10, 9],
        [50, 8],
      ]),
      quantity: 500,
      expected: '8',
    },
    {
      rule: 'an unsorted list is read by minCount',
      goods: ladder([
        [50, 8],
        [1, 9.5],
        [10, 9],
      ]),
      quantity: 20,
      expected: '9',
    },
    {
      rule: 'minCount and prices may be strings',
      goods: ladder([
        ['1', '9.50'],
        ['10', '8.80'],
      ]),
      quantity: 12,
      expected: '8.8',
    },
    { rule: 'the flag may be 1', goods: ladder([[1, 7]], 1), quantity: 1, expected: '7' },
  ])('$rule', ({ goods, quantity, expected }) => {
    expect(ladderPrice(goods, quantity)).toBe(expected);
  });

  it('property: with tiers ordered by minCount and non-increasing prices, the price never increases with quantity', () => {
    const tiers = fc
      .uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 0, maxLength: 8 })
      .chain((mins) =>
        fc
          .array(fc.integer({ min: 0, max: 100_000 }), { minLength: mins.length, maxLength: mins.length })
          .map((prices) => {
            const sortedMins = [...mins].sort((a, b) => a - b);
            const sortedPrices = [...prices].sort((a, b) => b - a);
            return sortedMins.map((minCount, i) => ({
              minCount,
              ladderSellingPrice: (sortedPrices[i] ?? 0) / 100,
            }));
          }),
      );
    fc.assert(
      fc.property(
        tiers,
        fc.integer({ min: 1, max: 1200 }),
        fc.integer({ min: 1, max: 1200 }),
        (list, a, b) => {
          const goods = { sellingPrice: 1001, isOpenLadderPrice: true, ladderPriceGoodsList: list };
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(compare(ladderPrice(goods, high), ladderPrice(goods, low))).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});

describe('spec 1 §4: "Activity types 3 and 4 override the displayed price"', () => {
  it.each([
    {
      rule: 'goods cards carry a list',
      info: [
        { activityType: 1, activityPrice: 5 },
        { activityType: 3, activityPrice: 6 },
      ],
      expected: 6,
    },
    { rule: 'cart items carry one object', info: { activityType: 4, activityPrice: '7.5' }, expected: '7.5' },
    { rule: 'types may be strings', info: { activityType: '4', activityPrice: 8 }, expected: 8 },
    {
      rule: 'other types do not override',
      info: [{ activityType: 2, activityPrice: 5 }],
      expected: undefined,
    },
    {
      rule: 'an activity without a price does not override',
      info: [{ activityType: 3, activityPrice: '' }],
      expected: undefined,
    },
    { rule: 'no activity', info: null, expected: undefined },
  ])('priceActivity: $rule', ({ info, expected }) => {
    expect(priceActivity(info)?.activityPrice).toBe(expected);
  });

  it.each([
    {
      rule: 'activity type 4 is a flash sale',
      info: [{ activityType: 3 }, { activityType: 4 }],
      expected: true,
    },
    { rule: 'in the cart’s single-object form', info: { activityType: '4' }, expected: true },
    { rule: 'type 3 is not', info: [{ activityType: 3 }], expected: false },
  ])('flashSaleActivity: $rule', ({ info, expected }) => {
    expect(flashSaleActivity({ activityGoodsInfo: info }) !== undefined).toBe(expected);
  });
});

describe('displayPrice: which price a card shows', () => {
  const points = { mode: 'points', unitName: '积分' } as const;
  const money = { mode: 'money', unitName: '积分' } as const;
  it.each([
    {
      rule: 'money mall shows sellingPrice with 2 decimals',
      goods: { sellingPrice: 313.13, integralPrice: 31313 },
      format: money,
      text: '¥313.13',
      source: 'list',
    },
    {
      rule: 'points mall shows integralPrice with the unit',
      goods: { sellingPrice: 313.13, integralPrice: 31313 },
      format: points,
      text: '31313积分',
      source: 'list',
    },
    {
      rule: 'points mall falls back to sellingPrice (cards carry only sellingPrice)',
      goods: { sellingPrice: 120 },
      format: points,
      text: '120积分',
      source: 'list',
    },
    {
      rule: 'money mall falls back to integralPrice (cart items carry only integralPrice)',
      goods: { integralPrice: '12.5' },
      format: money,
      text: '¥12.50',
      source: 'list',
    },
    {
      rule: 'activity type 3 overrides',
      goods: { sellingPrice: 20, activityGoodsInfo: [{ activityType: 3, activityPrice: 15 }] },
      format: money,
      text: '¥15.00',
      source: 'activity',
    },
    {
      rule: 'activity type 4 overrides in points too',
      goods: { integralPrice: 2000, activityGoodsInfo: [{ activityType: 4, activityPrice: 1500 }] },
      format: points,
      text: '1500积分',
      source: 'activity',
    },
    {
      rule: 'quota goods show money plus points',
      goods: { sellingPrice: 99, isQuotaGoods: true, supplyPrice: 12.5, quotaIntrgral: 100 },
      format: money,
      text: '¥12.50 + 100积分',
      source: 'quota',
    },
    {
      rule: 'quota goods in a points mall too',
      goods: { integralPrice: 99, isQuotaGoods: 1, supplyPrice: '3', quotaIntrgral: '50' },
      format: points,
      text: '¥3.00 + 50积分',
      source: 'quota',
    },
    {
      rule: 'a ladder tier applies for the quantity',
      goods: {
        ...ladder([
          [1, 9],
          [10, 8],
        ]),
        quantity: 10,
      },
      format: money,
      text: '¥8.00',
      source: 'ladder',
    },
  ] as const)('$rule', ({ goods, format, text, source }) => {
    const quantity = 'quantity' in goods ? goods.quantity : undefined;
    const price = displayPrice(goods, { ...format, quantity });
    expect(price.text).toBe(text);
    expect(price.source).toBe(source);
  });

  it('unitPrice honours the activity types it is given', () => {
    const goods = { sellingPrice: 20, activityGoodsInfo: { activityType: 4, activityPrice: 15 } };
    expect(unitPrice(goods, { mode: 'money', activityTypes: [3] }).parts.money).toBe('20');
  });

  it.each([
    { money: '12.5', points: '0', mode: 'money', expected: '¥12.50' },
    { money: '0', points: '300', mode: 'points', expected: '300积分' },
    { money: '12.5', points: '100', mode: 'money', expected: '¥12.50 + 100积分' },
    { money: '2', points: '100', mode: 'points', expected: '¥2.00 + 100积分' },
  ] as const)('formatPriceParts: $money money and $points points in $mode mode is $expected', (row) => {
    const parts = { money: toMoney(row.money), points: toMoney(row.points) };
    expect(formatPriceParts(parts, { mode: row.mode, unitName: '积分' })).toBe(row.expected);
  });
});

describe('the market price is struck through only above the price shown', () => {
  it.each([
    {
      rule: 'above the price',
      market: 200,
      shown: { money: '0', points: '150' },
      mode: 'points',
      struck: '200',
    },
    { rule: 'equal to the price: none', market: 150, shown: { money: '0', points: '150' }, mode: 'points' },
    { rule: 'below the price: none', market: 100, shown: { money: '120', points: '0' }, mode: 'money' },
    {
      rule: 'money shops compare money',
      market: '99.9',
      shown: { money: '88', points: '0' },
      mode: 'money',
      struck: '99.9',
    },
    {
      rule: 'quota goods (money plus points): none',
      market: 800,
      shown: { money: '10', points: '500' },
      mode: 'points',
    },
    {
      rule: 'quota goods in a money shop: none',
      market: 800,
      shown: { money: '10', points: '500' },
      mode: 'money',
    },
    { rule: 'no market price: none', market: null, shown: { money: '0', points: '150' }, mode: 'points' },
    { rule: 'an empty market price: none', market: '', shown: { money: '0', points: '0' }, mode: 'points' },
  ] as const)('$rule', ({ market, shown, mode, ...rest }) => {
    const parts = { money: toMoney(shown.money), points: toMoney(shown.points) };
    expect(struckMarketPrice(market, parts, mode)).toBe('struck' in rest ? rest.struck : undefined);
  });
});
