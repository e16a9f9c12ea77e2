// The in-memory database of one shop: its goods, users (each with cart, favourites, addresses, history,
// purchase requests), sessions, orders and operator-side goods. It lives as long as the gateway does;
// reset() drops it and the next request seeds it again.
import type {
  AddressRecord,
  AfterSaleStatus,
  AUDIT_STATUS,
  OrderStatus,
  ResolvedProfile,
  SettlementKind,
  NoticeSettings,
  ShopProfile,
} from '../../engine';
import { sum } from '../../engine';
import type {
  AesSecret,
  AfterSaleCaseView,
  EquityCardDetail,
  HelpArticle,
  ManagedGoodsView,
  Notice as NoticeView,
  OrderLineView,
  ReportGoodsInput,
  SalesCategory,
} from '../../engine/contract';
import type { BalanceEntry } from './db-balance';
import type { BudgetBook } from './db-budgets';
import type { CodeOf, Sku } from './db-goods';
import type { StoredApplication, StoredInvoiceTitle, StoredStatement } from './db-invoices';
import type { LegacyAfterSale, LegacyOrder } from './db-legacy';
import type { StoredReview } from './db-reviews';

export type { ActivitySeed, SalesAreaSeed, Sku } from './db-goods';
export type { BalanceEntry } from './db-balance';
export type { LegacyAfterSale, LegacyOrder, LegacyOrderLine } from './db-legacy';

export interface CartEntry {
  goodsSkuCode: string;
  quantity: number;
  isCheck: 0 | 1;
}

export interface Favourite {
  id: number;
  goodsSkuCode: string;
  createTime: number;
}

export interface StoredAddress extends AddressRecord {
  isDefault: 0 | 1;
}

/** A purchase request: the form as sent, and its review. */
export interface PurchaseRequest extends ReportGoodsInput {
  id: number;
  rejectReason: string | null;
  auditStatus: CodeOf<typeof AUDIT_STATUS> | null;
  /** goodsSkuCode of the linked mall product. */
  websiteGoods: string | null;
  createTime: number;
}

/** One step of an order's life: the status it entered, when, and why (a reject's reason). */
export interface OrderStep {
  status: OrderStatus;
  time: number;
  remark: string;
}

export interface Order {
  orderNo: string;
  userId: number;
  /** The settlement the order came from; a replay of it answers this order (empty for seeded orders). */
  settlementKey: string;
  /** What that settlement asked for (orderFingerprint); seeded orders, which no settlement made, have none. */
  fingerprint?: string;
  kind: SettlementKind;
  createTime: number;
  /** When it was paid: on entering a paid status (isPaidStatus), at submit or at approval; null before. */
  payTime: number | null;
  orderStatus: OrderStatus;
  history: OrderStep[];
  lines: OrderLineView[];
  goodsMoney: number;
  goodsPoints: number;
  freight: number;
  address: StoredAddress | null;
  remark: string;
  virtual: boolean;
  rechargeAccount: string;
  reviewRemark: string;
  /** The parcel, once the order is shipped (seed-order-life.ts). */
  shipment?: Shipment;
}

/** A parcel on its way: the courier's code (engine COURIERS), its tracking number and what it reported. */
export interface Shipment {
  courier: string;
  trackingNo: string;
  tracks: { time: number; text: string }[];
}

/**
 * An after-sales case (docs/after-sales.md): its id is the service number the member reads. It keeps what the
 * member reads of it less what the answer derives (names, counts, actions), and its log with epoch times.
 */
export interface AfterSaleCase extends Omit<
  AfterSaleCaseView,
  'id' | 'typeName' | 'statusName' | 'quantity' | 'createTime' | 'actions'
> {
  userId: number;
  log: { status: AfterSaleStatus; time: number; note: string }[];
  createTime: number;
}

export interface User {
  id: number;
  account: string;
  password: string;
  nickName: string;
  phone: string;
  roleId: number | null;
  levelId: number;
  supplier: boolean;
  codes: string[];
  privacyAgreed: boolean;
  /** Points the user holds: points orders (and quota goods) are paid from it, cancels refund it. */
  pointsBalance: number;
  cart: CartEntry[];
  favourites: Favourite[];
  addresses: StoredAddress[];
  searchHistory: string[];
  browseHistory: { goodsSkuCode: string; time: number }[];
  requests: PurchaseRequest[];
  /** The uploaded avatar's URL; null shows the seeded picture. */
  avatar: string | null;
  /** Points that lapse at `time` unless spent (the points card's 即将过期). */
  pointsExpiring: { points: number; time: number };
  notices: Notice[];
  noticeSettings: NoticeSettings;
}

export interface Notice extends Omit<NoticeView, 'time'> {
  time: number;
}

export interface Session {
  token: string;
  account: string;
  expireTime: number;
}

/** An equity card: its detail less what the answer derives, its goods by SKU code. */
export interface EquityCard extends Omit<EquityCardDetail, 'expirationTime' | 'expired' | 'goodsList'> {
  expirationTime: number;
  goodsSkuCodes: string[];
}

/** An operator-side goods: what the list shows less the names it derives. */
export type ManagedRecord = Omit<ManagedGoodsView, 'statusName' | 'restrictedRegionNames'>;

export interface ShopDb {
  /** mallPath#shopId: a profile with another id gets a fresh seed. */
  key: string;
  resolved: ResolvedProfile;
  /** The clock value the seed's dates are based on. */
  base: number;
  pointsMode: boolean;
  skus: Map<string, Sku>;
  categories: SalesCategory[];
  users: Map<string, User>;
  sessions: Map<string, Session>;
  orders: Order[];
  /** The old system's records of the members who had them (read-only). */
  legacyOrders: LegacyOrder[];
  legacyAfterSales: LegacyAfterSale[];
  reviews: StoredReview[];
  afterSales: AfterSaleCase[];
  invoiceTitles: StoredInvoiceTitle[];
  /** Every member's balance ledger (db-balance.ts), oldest first. */
  balanceLedger: BalanceEntry[];
  statements: StoredStatement[];
  invoiceApplications: StoredApplication[];
  managed: ManagedRecord[];
  equityCards: EquityCard[];
  /** 预算管理: departments, people, budgets and the orders' charges (seed-budgets.ts). */
  budgets: BudgetBook;
  pages: Map<string, { title: string; html: string }>;
  help: Map<string, HelpArticle>;
  privacyPolicy: { privacyPolicyId: number; privacyPolicyContent: string };
  encryption: AesSecret;
  sequence: number;
}

export const profileOf = (db: ShopDb): ShopProfile => db.resolved.profile;

export function nextId(db: ShopDb): number {
  db.sequence += 1;
  return db.sequence;
}

/** Every SKU of a goods code, in order. */
export const skusOf = (db: ShopDb, goodsCode: string): Sku[] =>
  [...db.skus.values()].filter((sku) => sku.goodsCode === goodsCode);

/** What an order costs in money: its goods and its freight. */
export const orderTotalMoney = (order: Pick<Order, 'goodsMoney' | 'freight'>): number =>
  Number(sum([order.goodsMoney, order.freight]));

export function defaultAddress(user: User): StoredAddress | undefined {
  return user.addresses.find((address) => address.isDefault === 1) ?? user.addresses[0];
}
