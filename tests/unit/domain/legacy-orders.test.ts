// The old system's orders (docs/old-orders.md): labels, the search's checks and matches, line amounts.
import {
  calendarDay,
  LEGACY_AFTER_SALE_STATUS,
  LEGACY_AFTER_SALE_TYPE,
  LEGACY_ORDER_NO_MAX,
  LEGACY_ORDER_STATUS,
  LEGACY_ORDER_TEXT,
  legacyAfterSaleStatusLabel,
  legacyAfterSaleTypeLabel,
  legacyGoodsAmount,
  legacyLineAmount,
  legacyOrdersFound,
  legacyOrderStatusLabel,
  matchesLegacySearch,
  validateLegacySearch,
  type LegacyOrderSearch,
} from '../../../engine';

const search = (fields: Partial<LegacyOrderSearch> = {}): LegacyOrderSearch => ({
  orderNo: '',
  startDate: '',
  endDate: '',
  ...fields,
});

/** Epoch ms of a Shanghai wall-clock time. */
const shanghai = (text: string) => Date.parse(`${text}+08:00`);

describe('labels', () => {
  it.each([
    [LEGACY_ORDER_STATUS.completed, '已完成'],
    [LEGACY_ORDER_STATUS.cancelled, '已取消'],
    [LEGACY_ORDER_STATUS.refunded, '已退款'],
    [LEGACY_ORDER_STATUS.closed, '交易关闭'],
    [99, '未知状态'],
    ['40', '未知状态'],
    [null, '未知状态'],
  ])('order status %j → %s', (code, label) => {
    expect(legacyOrderStatusLabel(code)).toBe(label);
  });

  it.each([
    [LEGACY_AFTER_SALE_TYPE.refundOnly, '仅退款'],
    [LEGACY_AFTER_SALE_TYPE.returnRefund, '退货退款'],
    [LEGACY_AFTER_SALE_TYPE.exchange, '换货'],
    [0, '未知状态'],
  ])('after-sale type %j → %s', (code, label) => {
    expect(legacyAfterSaleTypeLabel(code)).toBe(label);
  });

  it.each([
    [LEGACY_AFTER_SALE_STATUS.completed, '已完成'],
    [LEGACY_AFTER_SALE_STATUS.rejected, '已拒绝'],
    [LEGACY_AFTER_SALE_STATUS.withdrawn, '已撤销'],
    [undefined, '未知状态'],
  ])('after-sale status %j → %s', (code, label) => {
    expect(legacyAfterSaleStatusLabel(code)).toBe(label);
  });
});

describe('calendarDay: a real YYYY-MM-DD day, or undefined', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    [' 2024-02-29 ', 19_782],
    ['2025-02-29', undefined],
    ['2025-02-30', undefined],
    ['2025-13-01', undefined],
    ['2025-1-01', undefined],
    ['2025/01/01', undefined],
    ['20250101', undefined],
    ['', undefined],
  ])('%j → %j', (text, day) => {
    expect(calendarDay(text)).toBe(day);
  });
});

describe('validateLegacySearch', () => {
  it.each<[string, Partial<LegacyOrderSearch>, Partial<Record<keyof LegacyOrderSearch, string>>]>([
    ['an empty search', {}, {}],
    ['a number and a range', { orderNo: 'LMF2024', startDate: '2024-01-01', endDate: '2024-12-31' }, {}],
    ['one day', { startDate: '2024-05-01', endDate: '2024-05-01' }, {}],
    ['only a start', { startDate: '2024-05-01' }, {}],
    ['only an end', { endDate: '2024-05-01' }, {}],
    ['a number with a dash', { orderNo: 'LMF-1' }, { orderNo: LEGACY_ORDER_TEXT.orderNoFormat }],
    ['a number with markup', { orderNo: '<b>1' }, { orderNo: LEGACY_ORDER_TEXT.orderNoFormat }],
    ['a number at the limit', { orderNo: '1'.repeat(LEGACY_ORDER_NO_MAX) }, {}],
    [
      'a number past the limit',
      { orderNo: '1'.repeat(LEGACY_ORDER_NO_MAX + 1) },
      { orderNo: LEGACY_ORDER_TEXT.orderNoTooLong },
    ],
    [
      'a start that is no day',
      { startDate: '2024-02-30' },
      { startDate: LEGACY_ORDER_TEXT.startDateInvalid },
    ],
    ['an end that is no date', { endDate: 'yesterday' }, { endDate: LEGACY_ORDER_TEXT.endDateInvalid }],
    [
      'a start after the end',
      { startDate: '2024-05-02', endDate: '2024-05-01' },
      { endDate: LEGACY_ORDER_TEXT.startAfterEnd },
    ],
    [
      'a bad start does not also claim an order',
      { startDate: '2024-99-01', endDate: '2024-05-01' },
      { startDate: LEGACY_ORDER_TEXT.startDateInvalid },
    ],
  ])('%s', (_, fields, errors) => {
    const validation = validateLegacySearch(search(fields));
    expect(validation.errors).toEqual(errors);
    expect(validation.valid).toBe(Object.keys(errors).length === 0);
  });
});

describe('matchesLegacySearch: number contained, any case; Shanghai days, both ends included', () => {
  const order = { orderNo: 'LMF20240501123000017', createTime: shanghai('2024-05-01T00:30:00') };
  it.each<[string, Partial<LegacyOrderSearch>, boolean]>([
    ['no criteria', {}, true],
    ['the whole number', { orderNo: 'LMF20240501123000017' }, true],
    ['part of it, lower case', { orderNo: 'lmf202405' }, true],
    ['another number', { orderNo: 'LMF20240502' }, false],
    ['a range ending that day', { startDate: '2024-04-01', endDate: '2024-05-01' }, true],
    ['a range starting that day', { startDate: '2024-05-01', endDate: '2024-05-31' }, true],
    // 00:30 in Shanghai is still 30 April in UTC: the day is Shanghai's.
    ['a range ending the day before', { endDate: '2024-04-30' }, false],
    ['a range starting the day after', { startDate: '2024-05-02' }, false],
    ['number and range, the range missing', { orderNo: 'LMF', startDate: '2025-01-01' }, false],
  ])('%s → %s', (_, fields, matches) => {
    expect(matchesLegacySearch(order, search(fields))).toBe(matches);
  });

  it('legacyOrdersFound keeps the matches, newest first', () => {
    const orders = [
      { orderNo: 'A1', createTime: shanghai('2024-01-05T10:00:00') },
      { orderNo: 'A2', createTime: shanghai('2024-03-05T10:00:00') },
      { orderNo: 'B3', createTime: shanghai('2024-02-05T10:00:00') },
    ];
    expect(legacyOrdersFound(orders, search()).map((each) => each.orderNo)).toEqual(['A2', 'B3', 'A1']);
    expect(legacyOrdersFound(orders, search({ orderNo: 'a' })).map((each) => each.orderNo)).toEqual([
      'A2',
      'A1',
    ]);
    expect(legacyOrdersFound(orders, search({ endDate: '2024-01-31' }))).toHaveLength(1);
  });
});

describe('amounts, exactly', () => {
  it.each([
    [19.9, 3, '59.7'],
    ['0.1', 3, '0.3'],
    [1200, 2, '2400'],
    [0, 5, '0'],
  ])('a line of %j × %i is %s', (unit, quantity, amount) => {
    expect(legacyLineAmount(unit, quantity)).toBe(amount);
  });

  it('the goods amount sums the lines', () => {
    expect(
      legacyGoodsAmount([
        { unit: 0.1, quantity: 1 },
        { unit: 0.2, quantity: 1 },
        { unit: '19.9', quantity: 3 },
      ]),
    ).toBe('60');
    expect(legacyGoodsAmount([])).toBe('0');
  });
});
