// The member's lists (docs/member-pages.md): favourite badges, visits by day, purchased goods once each,
// expired equity cards.
import { describe, expect, it } from 'vitest';
import { favouriteBadge, isEquityExpired, purchasedGoods, visitDayLabel, visitsByDay } from '../../../engine';

// 2026-11-20 10:00 in Shanghai (the matrix clock).
const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const shanghai = (text: string) => Date.parse(`${text}+08:00`);

describe('a favourite badge: 已售罄 before 已下架, none while it can be bought', () => {
  it.each([
    [{ soldOut: false, shelvesStatus: 1001 }, undefined],
    [{ soldOut: true, shelvesStatus: 1001 }, '已售罄'],
    [{ soldOut: false, shelvesStatus: 1002 }, '已下架'],
    [{ soldOut: false, shelvesStatus: '1002' }, '已下架'],
    [{ soldOut: true, shelvesStatus: 1002 }, '已售罄'],
    [{}, undefined],
  ])('%o → %s', (favourite, badge) => {
    expect(favouriteBadge(favourite)).toBe(badge);
  });
});

describe('a day of visits is named by its Shanghai calendar day', () => {
  it.each([
    ['2026-11-20T09:59:00', '今天'],
    ['2026-11-20T00:00:00', '今天'],
    ['2026-11-19T23:59:59', '昨天'],
    ['2026-11-19T00:00:00', '昨天'],
    ['2026-11-18T23:59:59', '11月18日'],
    ['2026-01-01T08:00:00', '1月1日'],
    ['2025-12-31T23:00:00', '2025年12月31日'],
  ])('%s → %s', (time, label) => {
    expect(visitDayLabel(shanghai(time), NOW)).toBe(label);
  });
});

describe('visits by day: newest day first, newest visit first, unreadable times left out', () => {
  it('groups and orders the visits', () => {
    const visits = [
      { id: 'a', browseTime: '2026-11-18 12:00:00' },
      { id: 'b', browseTime: '2026-11-20 08:00:00' },
      { id: 'c', browseTime: 'not a time' },
      { id: 'd', browseTime: '2026-11-20 09:00:00' },
      { id: 'e', browseTime: '2026-11-19 01:00:00' },
    ];
    expect(
      visitsByDay(visits, NOW).map(({ label, visits: day }) => [label, day.map((visit) => visit.id)]),
    ).toEqual([
      ['今天', ['d', 'b']],
      ['昨天', ['e']],
      ['11月18日', ['a']],
    ]);
  });

  it('gives no day for no visits', () => {
    expect(visitsByDay([], NOW)).toEqual([]);
  });
});

describe('purchased goods: each SKU once, at its newest purchase, newest first', () => {
  const line = (goodsSkuCode: string) => ({ goodsSkuCode });
  it.each([
    ['no orders', [], []],
    ['one order keeps its line order', [{ createTime: 1, lines: [line('a'), line('b')] }], ['a@1', 'b@1']],
    [
      'a SKU bought twice shows once, at the newer order',
      [
        { createTime: 1, lines: [line('a'), line('c')] },
        { createTime: 3, lines: [line('b'), line('a')] },
        { createTime: 2, lines: [line('c')] },
      ],
      ['b@3', 'a@3', 'c@2'],
    ],
    ['a SKU twice in one order shows once', [{ createTime: 5, lines: [line('a'), line('a')] }], ['a@5']],
  ])('%s', (_, orders, expected) => {
    expect(purchasedGoods(orders).map((goods) => `${goods.goodsSkuCode}@${goods.purchaseTime}`)).toEqual(
      expected,
    );
  });
});

describe('an equity card has expired once its expiry time has passed', () => {
  it.each([
    ['2026-11-20 09:59:59', true],
    ['2026-11-20 10:00:00', true],
    ['2026-11-20 10:00:01', false],
    ['', false],
    [null, false],
  ])('%s → %s', (expiry, expired) => {
    expect(isEquityExpired(expiry, NOW)).toBe(expired);
  });
});
