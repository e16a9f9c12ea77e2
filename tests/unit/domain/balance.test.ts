// The balance ledger (docs/balance.md): sign rules, available and frozen never below zero, the balance
// equal to the sum of its entries, filters, months, 余额支付's offer and refusal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBalanceOperation,
  BALANCE_ENTRY_TYPES,
  BALANCE_TEXT,
  balanceOf,
  balancePaymentOffered,
  balancePaymentProblem,
  balanceShortMessage,
  compare,
  EMPTY_BALANCE,
  filterLedger,
  ledgerMonth,
  ledgerMonths,
  monthLabel,
  orderBalanceHeld,
  signedMoney,
  toMoney,
} from '../../../engine';
import type { BalanceEntryType, BalanceMove, BalanceOperation, BalanceState } from '../../../engine';

const state = (available: number, frozen = 0): BalanceState => ({
  available: toMoney(available),
  frozen: toMoney(frozen),
});

describe('each entry type moves the available and frozen amounts by its sign rule', () => {
  it.each<[BalanceEntryType, number, string, string]>([
    ['recharge', 100, '600', '50'],
    ['spend', 100, '400', '50'],
    ['refund', 100, '600', '50'],
    ['freeze', 100, '400', '150'],
    ['unfreeze', 50, '550', '0'],
    ['adjust', 100, '600', '50'],
    ['adjust', -100, '400', '50'],
  ])('%s %d from 500 available, 50 frozen → %s, %s', (type, amount, available, frozen) => {
    const result = applyBalanceOperation(state(500, 50), { type, amount });
    expect(result).toMatchObject({ state: { available, frozen } });
    expect('move' in result && result.move.balanceAfter).toBe(available);
  });
});

describe('an operation is refused when it would leave less than nothing or has a bad amount', () => {
  it.each<[string, BalanceOperation, string]>([
    ['spending more than is available', { type: 'spend', amount: 120 }, balanceShortMessage(120, 100)],
    [
      'freezing more than is available',
      { type: 'freeze', amount: '100.01' },
      balanceShortMessage('100.01', 100),
    ],
    ['adjusting below zero', { type: 'adjust', amount: -101 }, balanceShortMessage(101, 100)],
    ['unfreezing more than is frozen', { type: 'unfreeze', amount: 11 }, BALANCE_TEXT.overFrozen],
    ['a zero amount', { type: 'recharge', amount: 0 }, BALANCE_TEXT.badAmount],
    ['a negative recharge', { type: 'recharge', amount: -5 }, BALANCE_TEXT.badAmount],
    ['a third decimal', { type: 'spend', amount: '1.005' }, BALANCE_TEXT.badAmount],
  ])('%s', (_, operation, problem) => {
    expect(applyBalanceOperation(state(100, 10), operation)).toEqual({ problem });
  });

  it('spends exactly what is available', () => {
    expect(applyBalanceOperation(state(100), { type: 'spend', amount: 100 })).toMatchObject({
      state: { available: '0' },
    });
  });
});

it('the short message names what is needed, what is available and what is missing', () => {
  expect(balanceShortMessage('1299.5', '1000')).toBe(
    '余额不足：本单需支付¥1299.50，当前可用余额¥1000.00，还差¥299.50',
  );
});

describe('property: the balance is the sum of its ledger, whatever is asked of it', () => {
  const operation = fc.record({
    type: fc.constantFrom(...BALANCE_ENTRY_TYPES),
    amount: fc.integer({ min: -50_000, max: 50_000 }).map((cents) => (cents / 100).toFixed(2)),
  });

  it('available = Σ amounts, frozen = −Σ (冻结, 解冻), each balance-after the running sum, none below zero', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        let current = EMPTY_BALANCE;
        const moves: BalanceMove[] = [];
        for (const asked of operations) {
          const result = applyBalanceOperation(current, asked);
          if ('problem' in result) continue;
          moves.push(result.move);
          current = result.state;
          expect(result.move.balanceAfter).toBe(balanceOf(moves).available);
        }
        expect(balanceOf(moves)).toEqual(current);
        expect(compare(current.available, 0)).toBeGreaterThanOrEqual(0);
        expect(compare(current.frozen, 0)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('what an order still holds from the balance', () => {
  const entries = [
    { type: 'spend' as const, amount: '-80', orderNo: 'A' },
    { type: 'spend' as const, amount: '-30', orderNo: 'B' },
    { type: 'refund' as const, amount: '20.5', orderNo: 'A' },
    { type: 'recharge' as const, amount: '500', orderNo: '' },
  ];
  it.each([
    ['A', '59.5'],
    ['B', '30'],
    ['C', '0'],
  ])('%s holds %s', (orderNo, held) => {
    expect(orderBalanceHeld(entries, orderNo)).toBe(held);
  });
});

describe('the ledger is read newest first, by type and by Shanghai month', () => {
  const at = (text: string) => Date.parse(`${text}+08:00`);
  const entries = [
    { id: 1, type: 'recharge' as const, time: at('2026-10-01T09:00:00') },
    { id: 2, type: 'spend' as const, time: at('2026-10-31T23:59:00') },
    { id: 3, type: 'spend' as const, time: at('2026-11-01T00:01:00') },
    { id: 4, type: 'refund' as const, time: at('2026-11-15T12:00:00') },
  ];
  it.each([
    [{}, [4, 3, 2, 1]],
    [{ type: 'spend' as const }, [3, 2]],
    [{ month: '2026-10' }, [2, 1]],
    [{ type: 'spend' as const, month: '2026-11' }, [3]],
    [{ type: 'freeze' as const }, []],
  ])('%o → %o', (filter, ids) => {
    expect(filterLedger(entries, filter).map((entry) => entry.id)).toEqual(ids);
  });

  it('lists the months that have entries, newest first, named in Chinese', () => {
    expect(ledgerMonths(entries)).toEqual(['2026-11', '2026-10']);
    expect(ledgerMonth(Date.UTC(2026, 0, 31, 16))).toBe('2026-02');
    expect(monthLabel('2026-03')).toBe('2026年3月');
  });
});

it.each([
  ['-50', '-¥50.00'],
  ['20.5', '+¥20.50'],
  ['0.01', '+¥0.01'],
])('an amount %s is shown as %s', (amount, shown) => {
  expect(signedMoney(amount)).toBe(shown);
});

describe('余额支付 is offered only with the balance and its payment on, in a money shop', () => {
  it.each<[boolean, boolean, 'money' | 'points', boolean]>([
    [true, true, 'money', true],
    [true, false, 'money', false],
    [false, true, 'money', false],
    [true, true, 'points', false],
  ])('balance %s, payment %s, %s → %s', (enabled, payment, mode, offered) => {
    expect(
      balancePaymentOffered({ 'balance.enabled': enabled, 'balance.payment': payment, 'price.mode': mode }),
    ).toBe(offered);
  });

  it.each([
    [{ offered: false, total: 10, available: 100 }, BALANCE_TEXT.notOffered],
    [{ offered: true, total: 100, available: 100 }, undefined],
    [{ offered: true, total: '100.01', available: 100 }, balanceShortMessage('100.01', 100)],
  ])('%o → %s', (asked, problem) => {
    expect(balancePaymentProblem(asked)).toBe(problem);
  });
});
