// What each guarded gateway call needs: the same requirement the menu item of its page states, so a call
// is refused wherever the page is (engine/capabilities/permits.ts decides both).
import type { Requirement } from '../capabilities/permits';
import { BALANCE_TEXT } from './balance/ledger';
import { BUDGET_TEXT } from './budgets/texts';
import {
  GOODS_MANAGEMENT_CODES,
  INVOICE_CENTRE_CODES,
  PERMISSION,
  STATEMENT_ACTION_CODES,
  STATEMENT_CODES,
} from './codes';
import { INVOICE_CENTRE_CALLS } from './invoices/application-calls';
import { INVOICE_REFUSAL } from './invoices/titles';
import { LEGACY_ORDER_TEXT } from './legacy-orders';
import { ORDER_MESSAGES } from './orders';

export interface CallPermission extends Requirement {
  /** What a caller without it is told (code 10003). */
  refusal: string;
}

export const CALL_PERMISSIONS = {
  /** The review list, the review itself and reading another member's order: only where orders are reviewed. */
  orderReview: {
    code: PERMISSION.orderReview,
    capability: 'orders.view=review',
    refusal: ORDER_MESSAGES.noReviewRight,
  },
  goodsManagement: { code: GOODS_MANAGEMENT_CODES, refusal: '当前账号无商品管理权限' },
  /** Every after-sales call: applying, the record, a case and its actions (售后记录, F000170). */
  afterSales: { code: 'F000170', capability: 'afterSales.enabled', refusal: '当前账号无售后权限' },
  pointsCard: { code: PERMISSION.pointsCard, capability: 'price.mode=points', refusal: '本商城未开通积分' },
  pointsRules: { code: PERMISSION.pointsRules, capability: 'price.mode=points', refusal: '本商城未开通积分' },
  /** 我的余额: the balance and its ledger. */
  balance: { code: 'F000212', capability: 'balance.enabled', refusal: BALANCE_TEXT.noRight },
  /** Checking an import and adding its rows to the cart (批量下单). */
  batchOrder: { code: 'F000169', capability: 'batchOrder.enabled', refusal: '当前账号无批量下单权限' },
  /** Checking an import of flash-sale goods (批量下单（秒杀）). */
  flashSaleBatchOrder: {
    code: 'F000701',
    capability: 'batchOrder.enabled',
    refusal: '当前账号无批量下单权限',
  },
  /** The old system's orders and after-sales records (旧系统订单). */
  oldOrders: { code: PERMISSION.oldOrders, refusal: LEGACY_ORDER_TEXT.noRight },
  /** 订单发票: each order's invoice state. */
  orderInvoice: { code: PERMISSION.orderInvoice, capability: 'invoices.enabled', refusal: INVOICE_REFUSAL },
  /** 开票中心: the invoiceable orders, applying, the applications and the invoices. */
  invoiceCentre: { code: INVOICE_CENTRE_CODES, capability: 'invoices.enabled', refusal: INVOICE_REFUSAL },
  /** Each screen and action of the invoice centre, by its own code. */
  ...INVOICE_CENTRE_CALLS,
  /** 发票信息: the member's invoice titles. */
  invoiceTitles: { code: PERMISSION.invoiceTitles, capability: 'invoices.enabled', refusal: INVOICE_REFUSAL },
  /** 账单: the company account's monthly statements. */
  statements: { code: STATEMENT_CODES, capability: 'statements.enabled', refusal: '当前账号无账单权限' },
  /** 预算管理: the budgets and their orders, where the shop keeps budgets. */
  budgets: { code: 'F000198', capability: 'budgets.enabled', refusal: BUDGET_TEXT.notEnabled },
  /** 确认账单, and 申请开票 of a confirmed statement. */
  statementConfirm: {
    code: STATEMENT_ACTION_CODES.confirm,
    capability: 'statements.enabled',
    refusal: '当前账号无确认账单权限',
  },
} as const satisfies Record<string, CallPermission>;

export type GuardedCall = keyof typeof CALL_PERMISSIONS;
