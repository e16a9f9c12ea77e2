// The life of an invoice application (docs/invoices.md): its statuses, the events that move it (the member
// withdraws; the finance department approves, rejects, issues, posts and voids), the two lists a member reads
// and the address of an application under its list, the invoice's form and content, and every message of the
// invoice centre.
import { USER_CENTRE, withQuery } from '../../paths';
import { COURIERS } from '../couriers';

export const APPLICATION_STATUSES = [
  'pendingReview',
  'issuing',
  'issued',
  'posted',
  'rejected',
  'voided',
  'cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABEL: Readonly<Record<ApplicationStatus, string>> = {
  pendingReview: '待审核',
  issuing: '开票中',
  issued: '已开票',
  posted: '已寄出',
  rejected: '已驳回',
  voided: '已红冲',
  cancelled: '已撤销',
};

/** 电子 invoices are issued as a file; 纸质 ones are printed and mailed. */
export const INVOICE_MEDIUM_LABEL = { electronic: '电子发票', paper: '纸质发票' } as const;
export type InvoiceMedium = keyof typeof INVOICE_MEDIUM_LABEL;
export const INVOICE_MEDIA = Object.keys(INVOICE_MEDIUM_LABEL) as InvoiceMedium[];

/** What the invoice lists: each goods line, or the goods' categories. */
export const INVOICE_CONTENT_LABEL = { detail: '商品明细', category: '商品类别' } as const;
export type InvoiceContent = keyof typeof INVOICE_CONTENT_LABEL;
export const INVOICE_CONTENTS = Object.keys(INVOICE_CONTENT_LABEL) as InvoiceContent[];

export type ApplicationEvent = 'cancel' | 'approve' | 'reject' | 'issue' | 'post' | 'void';

/**
 * Where each event leads from each status. 开票中 ends as 已开票 for an electronic invoice and 已寄出 for a
 * paper one (nextApplicationStatus checks the medium); an issued invoice is only ever voided (红冲).
 */
export const APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationStatus, Partial<Record<ApplicationEvent, ApplicationStatus>>>
> = {
  pendingReview: { cancel: 'cancelled', approve: 'issuing', reject: 'rejected' },
  issuing: { issue: 'issued', post: 'posted', reject: 'rejected' },
  issued: { void: 'voided' },
  posted: { void: 'voided' },
  rejected: {},
  voided: {},
  cancelled: {},
};

/** The event that finishes an invoice of this medium: issuing the file, or posting the paper. */
const FINISHING: Readonly<Record<InvoiceMedium, ApplicationEvent>> = { electronic: 'issue', paper: 'post' };

/**
 * The status an event moves an application to, or undefined where it does not apply.
 * @example nextApplicationStatus('paper', 'issuing', 'issue') === undefined
 */
export function nextApplicationStatus(
  medium: InvoiceMedium,
  status: ApplicationStatus,
  event: ApplicationEvent,
): ApplicationStatus | undefined {
  if ((event === 'issue' || event === 'post') && FINISHING[medium] !== event) return undefined;
  return APPLICATION_TRANSITIONS[status][event];
}

/** A live application holds its orders: none of them may be invoiced again until it is closed. */
export const isLiveApplication = (status: ApplicationStatus): boolean =>
  status !== 'rejected' && status !== 'voided' && status !== 'cancelled';

/** An invoice exists: issued (electronic) or posted (paper), and not voided. */
export const isIssued = (status: ApplicationStatus): boolean => status === 'issued' || status === 'posted';

/** The two lists: 申请开票订单 (applications not yet invoiced) and 已开票订单 (invoices, voided ones too). */
export const APPLICATION_LISTS = {
  applications: ['pendingReview', 'issuing', 'rejected', 'cancelled'],
  invoices: ['issued', 'posted', 'voided'],
} as const satisfies Record<string, readonly ApplicationStatus[]>;
export type ApplicationList = keyof typeof APPLICATION_LISTS;
export const inApplicationList = (list: ApplicationList, status: ApplicationStatus): boolean =>
  (APPLICATION_LISTS[list] as readonly ApplicationStatus[]).includes(status);

/** An application's detail, under the list that holds it: 已开票订单 or 申请开票订单. */
export const invoiceDetailPath = (id: string, status: ApplicationStatus): string =>
  withQuery(
    inApplicationList('invoices', status) ? USER_CENTRE.invoicedOrderInfo : USER_CENTRE.invoiceApplyOrderInfo,
    { id },
  );

/** What the member may do with an application in this status and medium. */
export const applicationActions = (status: ApplicationStatus, medium: InvoiceMedium) => ({
  cancel: status === 'pendingReview',
  downloadPdf: status === 'issued' && medium === 'electronic',
  resend: status === 'issued' && medium === 'electronic',
});

/** The courier codes a paper invoice may travel with (engine COURIERS). */
export const INVOICE_COURIERS: readonly string[] = COURIERS.map((courier) => courier.code);

/** An invoice number: 8 digits (税控发票) or 20 (数电发票). */
export const isInvoiceNumber = (value: string): boolean => /^(\d{8}|\d{20})$/.test(value);

export const INVOICE_APPLY_TEXT = {
  chooseOrders: '请选择要开票的订单',
  orderNotFound: '订单不存在',
  notCompleted: '仅已完成的订单可以申请开票',
  alreadyHeld: '该订单已在开票申请中或已开票',
  nothingToInvoice: '该订单退款后无可开票金额',
  oneOrderOnly: '当前账号每次只能为一个订单申请开票',
  chooseTitle: '请选择发票抬头',
  titleNotFound: '发票抬头不存在，请重新选择',
  specialNotAllowed: '当前账号无权申请增值税专用发票',
  paperNotAllowed: '当前账号无权申请纸质发票',
  chooseMedium: '请选择发票形式',
  chooseContent: '请选择发票内容',
  chooseAddress: '纸质发票请选择收件地址',
  addressNotFound: '收件地址不存在，请重新选择',
  submitted: '开票申请已提交',
  submitFailed: '开票申请提交失败，请稍后重试',
  applicationIdMissing: '缺少开票申请编号',
  applicationNotFound: '开票申请不存在',
  notAllowedNow: (status: ApplicationStatus) =>
    `当前状态（${APPLICATION_STATUS_LABEL[status]}）不能进行此操作`,
  cancelled: '开票申请已撤销',
  cancelFailed: '撤销失败，请稍后重试',
  noPdf: '仅已开具的电子发票可以下载',
  resent: (email: string) => `发票已重新发送至 ${email}`,
  resentSome: '发票已重新发送',
  resendFailed: '发送失败，请稍后重试',
  downloadFailed: '下载失败，请稍后重试',
  rejectReasonMissing: '请填写驳回原因',
  invoiceNumberInvalid: '发票号码应为 8 位或 20 位数字',
  invoiceDateInvalid: '开票日期格式应为 YYYY-MM-DD',
  courierInvalid: '请选择快递公司',
  trackingNoMissing: '请填写快递单号',
  dateRangeInvalid: '开始日期不能晚于结束日期',
  emptyInvoiceable: '暂无可开票的订单',
  emptyApplications: '暂无开票申请',
  emptyInvoices: '暂无已开具的发票',
  emptyOrders: '暂无订单',
  noneTicked: '请先勾选要开票的订单',
} as const;

export const INVOICE_CANCEL_CONFIRM = {
  title: '撤销申请',
  message: '确定要撤销该开票申请吗？撤销后其中的订单可重新申请开票。',
  confirmText: '确定撤销',
} as const;
