// The balance ledger in the store (docs/balance.md): each move is the engine's operation, written as one
// entry; an order paid from the balance takes 消费 and gets 退款 when it is cancelled, rejected or refunded.
import {
  applyBalanceOperation,
  BALANCE_REMARK,
  balanceOf,
  balancePaymentOffered,
  balancePaymentProblem,
  compare,
  minimum,
  orderBalanceHeld,
} from '../../engine';
import type { Amount, BalanceOperation, BalanceState } from '../../engine';
import { refused } from './answer';
import type { BalanceEntry, Order, ShopDb } from './db';
import { mayCall } from './permissions';
import type { Context } from './router';

export const ledgerOf = (db: ShopDb, userId: number): BalanceEntry[] =>
  db.balanceLedger.filter((entry) => entry.userId === userId);

export const balanceStateOf = (db: ShopDb, userId: number): BalanceState => balanceOf(ledgerOf(db, userId));

/** Writes one entry, or refuses (10005) with the engine's reason; nothing is written on a refusal. */
export function writeBalanceEntry(
  db: ShopDb,
  userId: number,
  operation: BalanceOperation,
  { time, orderNo = '', remark = '' }: { time: number; orderNo?: string; remark?: string },
): BalanceEntry {
  const result = applyBalanceOperation(balanceStateOf(db, userId), operation);
  const { type, amount, balanceAfter, frozenAfter } =
    'problem' in result ? refused(result.problem) : result.move;
  const entry = {
    id: db.balanceLedger.length + 1,
    userId,
    type,
    amount,
    balanceAfter,
    frozenAfter,
    time,
    orderNo,
    remark,
  };
  db.balanceLedger.push(entry);
  return entry;
}

/** Gives back to the buyer's balance up to what the order still holds from it (nothing if it paid otherwise). */
export function refundToBalance(
  db: ShopDb,
  order: Order,
  amount: Amount,
  time: number,
  remark: string,
): void {
  const held = orderBalanceHeld(ledgerOf(db, order.userId), order.orderNo);
  const back = minimum(held, amount);
  if (compare(back, 0) <= 0) return;
  writeBalanceEntry(
    db,
    order.userId,
    { type: 'refund', amount: back },
    {
      time,
      orderNo: order.orderNo,
      remark,
    },
  );
}

/**
 * Refuses 余额支付 where the shop does not offer it to this member or the available balance is short:
 * asked before anything moves, so a refused submit changes nothing.
 */
export function checkBalancePayment(context: Pick<Context, 'db' | 'rules' | 'user'>, total: Amount): void {
  const { db, rules, user } = context;
  const problem = balancePaymentProblem({
    offered: balancePaymentOffered(rules.capabilities) && mayCall(context, 'balance'),
    total,
    available: balanceStateOf(db, user.id).available,
  });
  if (problem) refused(problem);
}

/** Pays a placed order from its buyer's balance: one 消费 entry linked to it. */
export const payFromBalance = (db: ShopDb, order: Order, total: Amount): BalanceEntry =>
  writeBalanceEntry(
    db,
    order.userId,
    { type: 'spend', amount: total },
    {
      time: order.createTime,
      orderNo: order.orderNo,
      remark: BALANCE_REMARK.orderPaid,
    },
  );
