// The member's balance (我的余额, docs/balance.md): the ledger's entry types with their sign rules, what
// each entry leaves available and frozen, and the checks that keep both from going below zero.
import { add, compare, formatMoney, isZero, subtract, sum, toMoney } from '../money';
import type { Amount, Money } from '../money';
import { PAY_METHOD_LABEL } from '../orders';

export const BALANCE_ENTRY_TYPES = ['recharge', 'spend', 'refund', 'freeze', 'unfreeze', 'adjust'] as const;
export type BalanceEntryType = (typeof BALANCE_ENTRY_TYPES)[number];

export const BALANCE_ENTRY_LABEL: Readonly<Record<BalanceEntryType, string>> = {
  recharge: '充值',
  spend: '消费',
  refund: '退款',
  freeze: '冻结',
  unfreeze: '解冻',
  adjust: '调整',
};

/**
 * How each type moves the available amount: +1 adds, −1 takes; 调整 carries its own sign. 冻结 moves money
 * from available to frozen and 解冻 moves it back, so available + frozen changes only by the other types.
 */
const SIGN: Readonly<Record<Exclude<BalanceEntryType, 'adjust'>, 1 | -1>> = {
  recharge: 1,
  spend: -1,
  refund: 1,
  freeze: -1,
  unfreeze: 1,
};

const MOVES_FROZEN: ReadonlySet<BalanceEntryType> = new Set(['freeze', 'unfreeze']);

export interface BalanceState {
  available: Money;
  frozen: Money;
}

export const EMPTY_BALANCE: BalanceState = { available: toMoney(0), frozen: toMoney(0) };

/** An operation asked of the ledger: a positive amount, or for 调整 a signed one. */
export interface BalanceOperation {
  type: BalanceEntryType;
  amount: Amount;
}

/** A written entry: its signed change to the available amount and what it left available and frozen. */
export interface BalanceMove {
  type: BalanceEntryType;
  amount: Money;
  balanceAfter: Money;
  frozenAfter: Money;
}

/** The ledger's messages (the page's, the settlement's and the gateway's). */
export const BALANCE_TEXT = {
  available: '可用余额',
  frozen: '冻结金额',
  allTypes: '全部类型',
  allMonths: '全部月份',
  empty: '暂无余额明细',
  filteredEmpty: '没有符合条件的余额明细',
  noRight: '当前账号无余额权限',
  notOffered: '本商城未开通余额支付',
  badAmount: '金额须大于0且最多两位小数',
  overFrozen: '解冻金额不能超过冻结金额',
  badMonth: '月份格式应为YYYY-MM',
  payWithBalance: '余额支付',
  /** The ordinary payment, as an order's 支付方式 names it. */
  payOtherwise: PAY_METHOD_LABEL.money,
  paymentTitle: '支付方式',
} as const;

/** What an entry the shop writes itself says it was for. */
export const BALANCE_REMARK = {
  orderPaid: '订单余额支付',
  orderCancelled: '订单取消，退回余额',
  orderRejected: '订单审核驳回，退回余额',
  afterSaleRefund: (serviceNo: string) => `售后退款（${serviceNo}）`,
} as const;

/**
 * The refusal of an order or an operation the available balance cannot cover, with both amounts.
 * @example balanceShortMessage(120, 100) === '余额不足：本单需支付¥120.00，当前可用余额¥100.00，还差¥20.00'
 */
export const balanceShortMessage = (needed: Amount, available: Amount): string =>
  `余额不足：本单需支付${formatMoney(needed)}，当前可用余额${formatMoney(available)}，还差${formatMoney(subtract(needed, available))}`;

const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/** The signed change an operation makes to the available amount, or undefined for a malformed amount. */
function signedAmount({ type, amount }: BalanceOperation): Money | undefined {
  const value = toMoney(amount);
  if (!TWO_DECIMALS.test(value) || isZero(value)) return undefined;
  if (type === 'adjust') return value;
  if (compare(value, 0) < 0) return undefined;
  return SIGN[type] === 1 ? value : subtract(0, value);
}

/**
 * Applies one operation: the entry it writes and the state it leaves, or why it is refused (a malformed
 * amount, more than is available, or more unfrozen than is frozen). Nothing is ever left below zero.
 */
export function applyBalanceOperation(
  state: BalanceState,
  operation: BalanceOperation,
): { move: BalanceMove; state: BalanceState } | { problem: string } {
  const amount = signedAmount(operation);
  if (amount === undefined) return { problem: BALANCE_TEXT.badAmount };
  const available = add(state.available, amount);
  const frozen = MOVES_FROZEN.has(operation.type) ? subtract(state.frozen, amount) : state.frozen;
  if (compare(available, 0) < 0)
    return { problem: balanceShortMessage(subtract(0, amount), state.available) };
  if (compare(frozen, 0) < 0) return { problem: BALANCE_TEXT.overFrozen };
  return {
    move: { type: operation.type, amount, balanceAfter: available, frozenAfter: frozen },
    state: { available, frozen },
  };
}

/** The balance the entries add up to: available is the sum of their amounts, frozen what 冻结 moved less 解冻. */
export function balanceOf(entries: readonly { type: BalanceEntryType; amount: Amount }[]): BalanceState {
  return {
    available: sum(entries.map((entry) => entry.amount)),
    frozen: subtract(
      0,
      sum(entries.filter((entry) => MOVES_FROZEN.has(entry.type)).map((entry) => entry.amount)),
    ),
  };
}

/**
 * What an order still holds from the balance: what its 消费 took less what its 退款 gave back, so a cancel
 * or a refund gives back at most that.
 * @example orderBalanceHeld([{ type: 'spend', amount: '-50', orderNo: 'A' }], 'A') === '50'
 */
export function orderBalanceHeld(
  entries: readonly { type: BalanceEntryType; amount: Amount; orderNo: string }[],
  orderNo: string,
): Money {
  const linked = entries.filter(
    (entry) => entry.orderNo === orderNo && (entry.type === 'spend' || entry.type === 'refund'),
  );
  return subtract(0, sum(linked.map((entry) => entry.amount)));
}
