// The company account's monthly statements as the gateway answers them (docs/invoices.md).
import type { Money, StatementActions, StatementStatus } from '../domain';
import type { Page } from './answer';

/** The list's filters; a field left out is not filtered on. */
export interface StatementFilter {
  status?: StatementStatus;
  /** 'YYYY-MM'. */
  period?: string;
  currentPage: number;
}

export interface StatementSummary {
  id: string;
  period: string;
  periodLabel: string;
  /** '2026-10-01 至 2026-10-31'. */
  periodDays: string;
  status: StatementStatus;
  statusName: string;
  orderCount: number;
  orderTotal: Money;
  refundCount: number;
  refundTotal: Money;
  /** 应付金额: the orders less the refunds. */
  due: Money;
  createTime: string;
  confirmTime: string;
  settleTime: string;
  actions: StatementActions;
}

export type StatementPage = Page<StatementSummary>;

export interface StatementDetail extends StatementSummary {
  orders: { orderNo: string; payTime: string; statusName: string; amount: Money }[];
  refunds: { orderNo: string; amount: Money }[];
}
