// Ticks persist through updateCart (isCheck); 去结算 settles the ticked, tickable lines.
import { type CartContext, type CartLine } from '../../../engine/domain/cart';
import {
  cartSettlementKind,
  settlementLinesFromCart,
  tickAllChanges,
  tickChanges,
  tickedLineKeys,
  withTicks,
} from '../../../engine/domain/cart-ticks';

const NOW = Date.UTC(2026, 10, 20, 2);
const context: CartContext = { mode: 'points', serverNow: NOW, region: { provinceId: 1 } };

function line(code: string, overrides: Partial<CartLine> = {}): CartLine {
  return {
    goodsCode: `G-${code}`,
    goodsSkuCode: code,
    quantity: 2,
    integralPrice: 10,
    shelvesStatus: 1001,
    goodsSkuStock: 5,
    isCheck: 0,
    ...overrides,
  };
}

const offShelf = line('OFF', { shelvesStatus: 1002, isCheck: 1 });
const restricted = line('AREA', { goodsSkuSalesAreaList: [{ provinceIds: '1' }], isCheck: 1 });

describe('ticking one line sends updateCart with goodsSkuCode, isCheck and the quantity', () => {
  it.each<{ rule: string; line: CartLine; ticked: boolean; expected: unknown[] }>([
    {
      rule: 'tick an unticked line',
      line: line('A'),
      ticked: true,
      expected: [{ goodsCode: 'G-A', goodsSkuCode: 'A', quantity: 2, isCheck: 1 }],
    },
    {
      rule: 'untick a ticked line',
      line: line('A', { isCheck: true }),
      ticked: false,
      expected: [{ goodsCode: 'G-A', goodsSkuCode: 'A', quantity: 2, isCheck: 0 }],
    },
    { rule: 'already so: nothing', line: line('A', { isCheck: 1 }), ticked: true, expected: [] },
    { rule: 'a line that cannot be ticked: nothing', line: offShelf, ticked: false, expected: [] },
    {
      rule: 'the SKU code and quantity from cartItems',
      line: {
        goodsCode: 'G',
        cartItems: [{ goodsSkuCode: 'C', quantity: 3 }],
        shelvesStatus: 1001,
        goodsSkuStock: 9,
      },
      ticked: true,
      expected: [{ goodsCode: 'G', goodsSkuCode: 'C', quantity: 3, isCheck: 1 }],
    },
  ])('$rule', ({ line: cartLine, ticked, expected }) => {
    expect(tickChanges(cartLine, ticked, context)).toEqual(expected);
  });
});

describe('全选 through tickAll: one change per tickable line whose tick changes', () => {
  const lines = [line('A'), line('B', { isCheck: 1 }), offShelf, restricted, line('C')];
  it('select all ticks the unticked tickable lines only', () => {
    expect(
      tickAllChanges(lines, true, context).map((change) => [change.goodsSkuCode, change.isCheck]),
    ).toEqual([
      ['A', 1],
      ['C', 1],
    ]);
  });
  it('unselect all unticks the ticked tickable lines only (the others show unticked already)', () => {
    expect(
      tickAllChanges(lines, false, context).map((change) => [change.goodsSkuCode, change.isCheck]),
    ).toEqual([['B', 0]]);
  });
});

describe('the optimistic cart answer', () => {
  const response = {
    validCartItems: [{ cartItems: [line('A'), line('B')] }, { cartItems: [line('C')] }],
    invalidCartItems: [{ cartItems: [offShelf] }],
  };
  it('changes the named lines and keeps every other part as it was', () => {
    const next = withTicks(response, tickChanges(line('B'), true, context));
    expect(next.validCartItems[0]?.cartItems.map((each) => each.isCheck)).toEqual([0, 1]);
    expect(next.validCartItems[0]?.cartItems[0]).toBe(response.validCartItems[0]?.cartItems[0]);
    expect(next.validCartItems[1]).toBe(response.validCartItems[1]);
    expect(next.invalidCartItems[0]).toBe(response.invalidCartItems[0]);
  });
  it('a single section instead of a list', () => {
    const next = withTicks(
      { validCartItems: { cartItems: [line('A')] } },
      tickChanges(line('A'), true, context),
    );
    expect(next.validCartItems).toEqual({ cartItems: [line('A', { isCheck: 1 })] });
  });
});

describe('settlementLinesFromCart: what 去结算 settles', () => {
  it.each<{ rule: string; valid: CartLine[]; invalid?: CartLine[]; expected: string[] }>([
    { rule: 'the ticked lines', valid: [line('A', { isCheck: 1 }), line('B')], expected: ['A'] },
    {
      rule: 'ticked but off shelf or restricted: not settled',
      valid: [line('A', { isCheck: 1 }), restricted],
      invalid: [offShelf],
      expected: ['A'],
    },
    {
      rule: 'a running flash sale is not settled from the cart',
      valid: [
        line('F', {
          isCheck: 1,
          activityGoodsInfo: {
            activityType: 4,
            activityPrice: 1,
            expireStartTime: NOW - 1,
            expireEndTime: NOW + 1,
          },
        }),
      ],
      expected: [],
    },
    { rule: 'nothing ticked: nothing', valid: [line('A')], expected: [] },
    {
      rule: 'a line without codes is left out',
      valid: [line('A', { isCheck: 1, goodsCode: null })],
      expected: [],
    },
  ])('$rule', ({ valid, invalid = [], expected }) => {
    const cartList = { validCartItems: [{ cartItems: valid }], invalidCartItems: [{ cartItems: invalid }] };
    const lines = settlementLinesFromCart(cartList, context);
    expect(lines.map((each) => each.goodsSkuCode)).toEqual(expected);
    lines.forEach((each) =>
      expect(each).toEqual({
        goodsCode: `G-${each.goodsSkuCode}`,
        goodsSkuCode: each.goodsSkuCode,
        quantity: 2,
      }),
    );
  });

  it('no answer: nothing', () => {
    expect(settlementLinesFromCart(undefined, context)).toEqual([]);
    expect(tickedLineKeys([], context)).toEqual([]);
  });
});

describe('cartSettlementKind: the checkout 去结算 opens is the one the order is placed under', () => {
  const standard = 'standard' as const;
  const jiCai = 'jiCai' as const;
  const virtual = (code: string) => line(code, { isCheck: 1, goodsType: 1002 } as Partial<CartLine>);
  it.each<{ rule: string; lines: CartLine[]; settlement: typeof standard | typeof jiCai; kind: string }>([
    {
      rule: 'a procurement shop settles its cart as jiCai',
      lines: [line('A', { isCheck: 1 })],
      settlement: jiCai,
      kind: 'jiCai',
    },
    {
      rule: 'several ticked lines of a procurement shop: jiCai',
      lines: [line('A', { isCheck: 1 }), line('B', { isCheck: 1 })],
      settlement: jiCai,
      kind: 'jiCai',
    },
    {
      rule: 'an ordinary shop settles as normal',
      lines: [line('A', { isCheck: 1 })],
      settlement: standard,
      kind: 'normal',
    },
    {
      rule: 'only ticked virtual goods settle as virtual',
      lines: [virtual('V1'), virtual('V2'), line('A')],
      settlement: standard,
      kind: 'virtual',
    },
    {
      rule: 'an unticked or untickable line does not choose the variant',
      lines: [virtual('V1'), offShelf, restricted],
      settlement: jiCai,
      kind: 'virtual',
    },
  ])('$rule', ({ lines, settlement, kind }) => {
    expect(cartSettlementKind(lines, context, settlement)).toBe(kind);
  });
});
