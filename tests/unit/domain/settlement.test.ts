import fc from 'fast-check';
import {
  FREE_FREIGHT_FROM,
  FREIGHT,
  freightFor,
  MAX_SETTLEMENT_LINES,
  mixesVirtual,
  rechargeAccountProblem,
  refusedLinesMessage,
  SETTLEMENT_MESSAGES,
} from '../../../engine/domain/settlement';

describe('spec 2 §3: a virtual order names the account it credits', () => {
  it.each([
    { account: '', problem: SETTLEMENT_MESSAGES.rechargeAccountMissing },
    { account: '   ', problem: SETTLEMENT_MESSAGES.rechargeAccountMissing },
    { account: '1380013800', problem: SETTLEMENT_MESSAGES.rechargeAccountPattern },
    { account: '23800138000', problem: SETTLEMENT_MESSAGES.rechargeAccountPattern },
    { account: 'abc', problem: SETTLEMENT_MESSAGES.rechargeAccountPattern },
    { account: '13800138000', problem: undefined },
    { account: ' 13800138000 ', problem: undefined },
  ])('$account → $problem', ({ account, problem }) => {
    expect(rechargeAccountProblem(account)).toBe(problem);
  });
});

describe('virtual goods are settled on their own', () => {
  it.each([
    { flags: [true], mixed: false },
    { flags: [false, false], mixed: false },
    { flags: [true, true], mixed: false },
    { flags: [true, false], mixed: true },
    { flags: [], mixed: false },
  ])('$flags mixed: $mixed', ({ flags, mixed }) => {
    expect(mixesVirtual(flags)).toBe(mixed);
  });
});

describe('freight', () => {
  it.each([
    {
      rule: 'money orders under the threshold pay it',
      priceMode: 'money',
      virtual: false,
      goodsMoney: 98.99,
      lines: 1,
      freight: FREIGHT,
    },
    {
      rule: 'from the threshold on they ship free',
      priceMode: 'money',
      virtual: false,
      goodsMoney: FREE_FREIGHT_FROM,
      lines: 1,
      freight: 0,
    },
    {
      rule: 'points orders ship free',
      priceMode: 'points',
      virtual: false,
      goodsMoney: 0,
      lines: 1,
      freight: 0,
    },
    {
      rule: 'virtual goods ship nothing',
      priceMode: 'money',
      virtual: true,
      goodsMoney: 10,
      lines: 1,
      freight: 0,
    },
    {
      rule: 'nothing to buy, nothing to ship',
      priceMode: 'money',
      virtual: false,
      goodsMoney: 0,
      lines: 0,
      freight: 0,
    },
  ] as const)('$rule', ({ rule: _rule, freight, ...order }) => {
    expect(freightFor(order)).toBe(freight);
  });

  it('is either 0 or the fixed freight, and 0 from the threshold on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (cents) => {
        const goodsMoney = cents / 100;
        const freight = freightFor({ priceMode: 'money', virtual: false, goodsMoney, lines: 1 });
        expect(freight).toBe(goodsMoney < FREE_FREIGHT_FROM ? FREIGHT : 0);
      }),
    );
  });
});

describe('a refused submit names each line with its reason', () => {
  it('joins the lines in order', () => {
    expect(
      refusedLinesMessage([
        { goodsSkuCode: 'A', goodsSkuName: '绿茶', reason: '已下架' },
        { goodsSkuCode: 'B', goodsSkuName: '打印纸', reason: '区域无货' },
      ]),
    ).toBe('绿茶：已下架；打印纸：区域无货');
  });

  it('caps a settlement at the most lines it may carry', () => {
    expect(SETTLEMENT_MESSAGES.tooManyLines).toBe(`单次最多结算${MAX_SETTLEMENT_LINES}种商品`);
  });
});
