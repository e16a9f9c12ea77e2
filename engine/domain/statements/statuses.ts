// The life of a monthly statement (账单, docs/invoices.md): 待确认 → 已确认 → 已结清, the events that move
// it, what each status lets the member do, and every message the list, the detail and the gateway show.
import { formatMoney } from '../money';
import type { Amount } from '../money';
import { periodLabel } from './periods';

export const STATEMENT_STATUSES = ['pending', 'confirmed', 'settled'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export const STATEMENT_STATUS_LABEL: Readonly<Record<StatementStatus, string>> = {
  pending: '待确认',
  confirmed: '已确认',
  settled: '已结清',
};

export const isStatementStatus = (value: string): value is StatementStatus =>
  (STATEMENT_STATUSES as readonly string[]).includes(value);

/** The member confirms a statement; the finance department records its payment (a demo control). */
export type StatementEvent = 'confirm' | 'settle';

/** Where each event leads from each status; an event missing from a status does not apply there. */
export const STATEMENT_TRANSITIONS: Readonly<
  Record<StatementStatus, Readonly<Partial<Record<StatementEvent, StatementStatus>>>>
> = {
  pending: { confirm: 'confirmed' },
  confirmed: { settle: 'settled' },
  settled: {},
};

/** The status the event moves a statement to, or undefined where it does not apply. */
export const nextStatementStatus = (
  status: StatementStatus,
  event: StatementEvent,
): StatementStatus | undefined => STATEMENT_TRANSITIONS[status][event];

/**
 * What the member may do with a statement: 确认账单 while 待确认, 申请开票 once confirmed (both with F000621,
 * `mayAct`) and only with orders to invoice. 导出 is open to whoever may read it.
 */
export const statementActions = (
  status: StatementStatus,
  { mayAct, orderCount }: { mayAct: boolean; orderCount: number },
) => ({
  confirm: mayAct && nextStatementStatus(status, 'confirm') !== undefined,
  applyInvoice: mayAct && status !== 'pending' && orderCount > 0,
});
export type StatementActions = ReturnType<typeof statementActions>;

export const STATEMENT_TEXT = {
  empty: '暂无账单',
  noMatch: '没有符合条件的账单',
  idMissing: '缺少账单编号',
  notFound: '账单不存在',
  periodInvalid: '账期格式不正确，应为年-月，如2026-10',
  noOrders: '本期没有订单',
  noRefunds: '本期没有售后退款',
  confirmed: '账单已确认',
  confirmFailed: '确认账单失败，请重试',
  settled: '账单已结清',
  exported: '账单已导出',
  exportFailed: '导出失败，请重试',
  notAllowedNow: (status: StatementStatus) => `该账单${STATEMENT_STATUS_LABEL[status]}，不能进行此操作`,
} as const;

/** 确认账单 asks first, with the period and the amount the company agrees to pay. */
export const statementConfirmation = (period: string, due: Amount) => ({
  title: '确认账单',
  message: `确认${periodLabel(period)}的账单吗？应付金额${formatMoney(due)}，确认后账单金额不再变化。`,
  confirmText: '确认账单',
});
