// The life of an after-sales case (docs/after-sales.md): its types, statuses, the events that move it, the
// step bar a member sees, the record's tabs and what each status lets the member do.

/** 仅退款, 退货退款, 换货. */
export const AFTER_SALE_TYPES = ['refund', 'returnRefund', 'exchange'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

export const AFTER_SALE_TYPE_LABEL: Readonly<Record<AfterSaleType, string>> = {
  refund: '仅退款',
  returnRefund: '退货退款',
  exchange: '换货',
};

export const AFTER_SALE_STATUSES = [
  'pendingReview',
  'toReturn',
  'toReceive',
  'refunding',
  'exchanging',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

export const AFTER_SALE_STATUS_LABEL: Readonly<Record<AfterSaleStatus, string>> = {
  pendingReview: '待审核',
  toReturn: '待退货',
  toReceive: '待商家收货',
  refunding: '退款中',
  exchanging: '换货中',
  completed: '已完成',
  cancelled: '已取消',
  rejected: '已拒绝',
};

/** Who moves a case: the member (cancel, send the goods back) or the merchant (the rest). */
export type AfterSaleEvent = 'approve' | 'reject' | 'cancel' | 'sendBack' | 'receive' | 'finish';

/** Whether the type sends goods back to the merchant (退货退款, 换货) before anything is paid or sent. */
export const returnsGoods = (type: AfterSaleType): boolean => type !== 'refund';

/** The status after the merchant has the goods (or, for 仅退款, has approved): refund or exchange. */
const settling = (type: AfterSaleType): AfterSaleStatus => (type === 'exchange' ? 'exchanging' : 'refunding');

/**
 * The status an event moves a case of this type to, or undefined where the event does not apply.
 * @example nextStatus('returnRefund', 'pendingReview', 'approve') === 'toReturn'
 */
export function nextStatus(
  type: AfterSaleType,
  status: AfterSaleStatus,
  event: AfterSaleEvent,
): AfterSaleStatus | undefined {
  switch (event) {
    case 'approve':
      if (status !== 'pendingReview') return undefined;
      return returnsGoods(type) ? 'toReturn' : settling(type);
    case 'reject':
      return status === 'pendingReview' ? 'rejected' : undefined;
    case 'cancel':
      return isCancellableCase(status) ? 'cancelled' : undefined;
    case 'sendBack':
      return status === 'toReturn' ? 'toReceive' : undefined;
    case 'receive':
      return status === 'toReceive' ? settling(type) : undefined;
    case 'finish':
      return status === 'refunding' || status === 'exchanging' ? 'completed' : undefined;
  }
}

/** The member may withdraw a case until the merchant has the goods. */
export const isCancellableCase = (status: AfterSaleStatus): boolean =>
  status === 'pendingReview' || status === 'toReturn';

/** Closed cases hold no quantity: what they claimed may be claimed again. */
export const isClosedCase = (status: AfterSaleStatus): boolean =>
  status === 'cancelled' || status === 'rejected';

/** A case that hands nothing back: an exchange, or one closed before anything was refunded. */
export const refundsNothing = (type: AfterSaleType, status: AfterSaleStatus): boolean =>
  type === 'exchange' || isClosedCase(status);

/** The steps the bar shows for a type, from 待审核 to 已完成. */
export function caseSteps(type: AfterSaleType): AfterSaleStatus[] {
  const goodsBack: AfterSaleStatus[] = returnsGoods(type) ? ['toReturn', 'toReceive'] : [];
  return ['pendingReview', ...goodsBack, settling(type), 'completed'];
}

/**
 * The step bar of a case: each step with whether it is done or current. A closed case shows the steps it
 * reached, then its closing status as the last, current step.
 */
export function stepBar(
  type: AfterSaleType,
  status: AfterSaleStatus,
  reached: readonly AfterSaleStatus[],
): { status: AfterSaleStatus; label: string; state: 'done' | 'current' | 'todo' }[] {
  const steps = caseSteps(type);
  const shown = isClosedCase(status) ? [...steps.filter((step) => reached.includes(step)), status] : steps;
  const at = shown.indexOf(status);
  return shown.map((step, index) => ({
    status: step,
    label: AFTER_SALE_STATUS_LABEL[step],
    state:
      index < at || (status === 'completed' && index === at) ? 'done' : index === at ? 'current' : 'todo',
  }));
}

/** The record's tabs, in order, with the statuses each holds (全部 holds every one). */
export const AFTER_SALE_TABS = [
  { key: 'all', label: '全部', statuses: AFTER_SALE_STATUSES },
  {
    key: 'processing',
    label: '处理中',
    statuses: ['pendingReview', 'toReturn', 'toReceive', 'refunding', 'exchanging'],
  },
  { key: 'completed', label: '已完成', statuses: ['completed'] },
  { key: 'closed', label: '已关闭', statuses: ['cancelled', 'rejected'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly AfterSaleStatus[] }[];
export type AfterSaleTab = (typeof AFTER_SALE_TABS)[number]['key'];

export const isAfterSaleTab = (value: string): value is AfterSaleTab =>
  AFTER_SALE_TABS.some((tab) => tab.key === value);

/** Whether a case of this status belongs under the tab. */
export const inTab = (tab: AfterSaleTab, status: AfterSaleStatus): boolean =>
  (AFTER_SALE_TABS.find((each) => each.key === tab)?.statuses as readonly AfterSaleStatus[]).includes(status);

/** What the member may do with a case: withdraw it, and send the goods back while it waits for them. */
export const caseActions = (status: AfterSaleStatus) => ({
  cancel: isCancellableCase(status),
  sendBack: status === 'toReturn',
});
