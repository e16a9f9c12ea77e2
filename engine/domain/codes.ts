// The backend's codes, named once (spec 1 §4 and §9, spec 2 §3 and §9) so no component compares magic numbers.

/**
 * The gateway's answer when the present state refuses a well-formed request (src/demo-gateway/README.md):
 * stock, shelves, a status, the points, a settlement key already spent on another purchase.
 */
export const REFUSED_CODE = '10005';

/** Sale status of a goods card; the boolean form `true` means on sale and `false` sold out. */
export const SALE_STATUS = { onSale: 1001, offShelf: 1002, soldOut: 1003 } as const;

export const SHELVES_STATUS = { on: 1001, off: 1002 } as const;

/** The spec names only type 4 (flash sale); type 3 is the other price-overriding activity. */
export const ACTIVITY_TYPE = { specialPrice: 3, flashSale: 4 } as const;

/** Activity types whose activityPrice replaces the displayed price. */
export const PRICE_OVERRIDE_ACTIVITY_TYPES: readonly number[] = [
  ACTIVITY_TYPE.specialPrice,
  ACTIVITY_TYPE.flashSale,
];

/** Flash-sale states: not started (count down to start), running (count down to end), ended. */
export const PANIC_STATE = { notStarted: 1, running: 2, ended: 3 } as const;

/**
 * limitType 1001 restricts the listed regions; 1002 inverts a sales-area entry: the listed regions are the
 * only ones served.
 */
export const SALES_AREA_LIMIT_TYPE = { restriction: 1001, exclusion: 1002 } as const;

/** Audit status of a purchase request. */
export const AUDIT_STATUS = { supplied: 1001, cannotSupply: 1002 } as const;

/** The audit label of a purchase request (spec 2 §2). */
export const AUDIT_STATUS_LABEL: Readonly<Record<number, string>> = {
  [AUDIT_STATUS.supplied]: '可供货',
  [AUDIT_STATUS.cannotSupply]: '无法供货',
};

/** goodsType / orderGoodsType 1002 and virtualOrder 1 mark virtual goods; 1001 and 0 ordinary goods. */
export const GOODS_TYPE = { normal: 1001, virtual: 1002 } as const;
export const VIRTUAL_ORDER = { normal: 0, virtual: 1 } as const;

/** pointsBatchCanBuy 0 means points cannot buy the goods (showSales 1001 is a profile rule: engine/profiles/defaults.ts). */
export const POINTS_BATCH_CAN_BUY = { no: 0, yes: 1 } as const;

/** Beijing, Shanghai, Tianjin and Chongqing: the region picker fills in their city itself. */
export const MUNICIPALITY_PROVINCE_IDS: readonly number[] = [1, 2, 3, 4];

export const REGION_TAB = { province: 1000, city: 1001, district: 1002, street: 1003 } as const;

/** A purchase request not yet audited: auditStatus empty, filtered as 0 (spec 2 §3; src/demo-gateway/README.md). */
export const AUDIT_STATUS_PENDING = 0;

/** clientType / functionTerminal 1001 of the function lists; clientType 1 of addBrowseHistory (spec 1 §7). */
export const CLIENT_TYPE = { pc: 1001, browseHistory: 1 } as const;

/** whiteListState 1001: the equity cards in force (spec 1 §7); 1002 the expired ones (src/demo-gateway/README.md). */
export const WHITE_LIST_STATE = { inForce: 1001, expired: 1002 } as const;

/**
 * Order statuses of the order calls the spec leaves out (src/demo-gateway/README.md): 待审核 … 已取消, and
 * 已驳回 for an order the reviewer refused (its reason in reviewRemark).
 */
export const ORDER_STATUS = {
  pendingReview: 1001,
  toShip: 1002,
  shipped: 1003,
  completed: 1004,
  cancelled: 1005,
  rejected: 1006,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  [ORDER_STATUS.pendingReview]: '待审核',
  [ORDER_STATUS.toShip]: '待发货',
  [ORDER_STATUS.shipped]: '已发货',
  [ORDER_STATUS.completed]: '已完成',
  [ORDER_STATUS.cancelled]: '已取消',
  [ORDER_STATUS.rejected]: '已驳回',
};

/** The function codes behaviour depends on beyond menus (spec 1 §6). */
export const PERMISSION = {
  loginLink: 'F000038',
  logout: 'F000310',
  cart: 'F000041',
  mobileQr: 'F000039',
  equity: 'F000370',
  myEquity: 'F000514',
  pointsCard: 'F000513',
  pointsRules: 'F000300',
  orderReview: 'F000143',
  sourcing: 'F000430',
  oldOrders: 'F000260',
  orderInvoice: 'F000380',
  invoiceTitles: 'F000440',
} as const;

/**
 * The invoice centre's thirteen codes (spec 1 §6 names them together, F000401-F000413): any one opens 开票中心
 * in the menu; each gates one screen or action (docs/invoices.md has the table).
 */
export const INVOICE_CENTRE_ACTION_CODES = {
  /** 开票中心: the orders that may be invoiced. */
  invoiceableOrders: 'F000401',
  /** 申请开票: the apply page and its submit. */
  apply: 'F000402',
  /** 开票信息: the application just made (invoicedInfo). */
  applicationInfo: 'F000403',
  /** 申请开票订单: the applications in progress. */
  applications: 'F000404',
  /** An application's detail (applyOrder/invoicedOrderInfo). */
  applicationDetail: 'F000405',
  /** 撤销申请 while 待审核. */
  cancelApplication: 'F000406',
  /** 已开票订单: the issued invoices. */
  invoices: 'F000407',
  /** An invoice's detail (invoicedOrder/invoicedOrderInfo). */
  invoiceDetail: 'F000408',
  /** Downloading the e-invoice PDF. */
  downloadPdf: 'F000409',
  /** 重发至邮箱. */
  resendEmail: 'F000410',
  /** 纸质 invoices, mailed to an address of the address book. */
  paperInvoice: 'F000411',
  /** Applying for 增值税专用发票. */
  specialInvoice: 'F000412',
  /** Several orders in one application; without it, one order per application. */
  combinedApplication: 'F000413',
} as const;

export const INVOICE_CENTRE_CODES = Object.values(INVOICE_CENTRE_ACTION_CODES) as [string, ...string[]];

/** 账单 (spec 1 §6 names F000620 and F000621 together): reading the statements, and acting on them. */
export const STATEMENT_ACTION_CODES = {
  /** The list, a statement's detail and its CSV export. */
  read: 'F000620',
  /** 确认账单 and 申请开票 of a confirmed statement. */
  confirm: 'F000621',
} as const;

export const STATEMENT_CODES = Object.values(STATEMENT_ACTION_CODES) as [string, ...string[]];

/** F000382 and F000383: goods management (spec 1 §6); either one opens it. */
export const GOODS_MANAGEMENT_CODES: readonly string[] = ['F000382', 'F000383'];
