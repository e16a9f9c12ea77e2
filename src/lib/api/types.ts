// Answers of the gateway as they arrive (spec 1 §3, spec 2 §3, docs/gateway.md). Codes the backend
// sends (1001, 1002, …) stay numbers here; meaning is given to them in the engine, never in components.
// Prices and points are wire numbers; they become money values in the money module.
import type {
  AddressRecord,
  MemberAddressBody,
  OrderAddressBody,
  OrderStatus,
  PayMethod,
  PriceMode,
  PriceSource,
  SettlementKind,
} from '../../../engine';

/** Every answer: `code` 00000 is success (spec 1 §8). */
export interface GatewayAnswer<T = unknown> {
  success: boolean;
  code: string;
  message: string;
  data: T;
}

export interface ShopInfo {
  id: number;
  websiteDomain: string;
  websiteName: string;
  websiteType: number;
  websitePcLogo: string;
  websiteLogo: string;
  websiteUnit: string;
  isCustomerService: number;
  staffId: string;
  projectName: string;
  customProjectWebsiteType: number | null;
  openVisitors: number;
  showSales: number;
  isPointsDesignatedGoods: number;
  openRegistry: number;
  /** Not in the spec's field list: whether the shop sells equity cards (the equity label and tab need it). */
  hasEquity?: boolean;
  provinceId: number | null;
  provinceName: string | null;
  cityId: number | null;
  cityName: string | null;
  countyId: number | null;
  countyName: string | null;
}

export interface ShopTheme {
  pcThemeColor: string;
}

/** Which paths the gateway wants encrypted or answers encrypted, and the AES secret (docs/gateway.md). */
export interface EncryptionInfo {
  encryptionUrlPath: string[];
  decryptionUrlPath: string[];
  aesKey: string;
  aesIv: string;
}

export interface UserInfo {
  id: number;
  account: string;
  nickName: string;
  phone: string;
  headPortrait: string;
  roleId: number | null;
  levelId: number | null;
  labelImg: string;
  operationCode: string[];
  /** A supplier user (may submit purchase requests); a rule fact (`user.supplier`). */
  supplier: boolean;
}

export interface FunctionItem {
  functionCode: string;
}

export interface EquitySummary {
  useCount: number;
  unclaimedCount: number;
}

export interface EquityCard {
  interestsCardId: number;
  interestsCardName: string;
  cardBackgroundValue: string;
  expirationTime: string;
}

/** One page of a list (the gateway's paging: currentPage from 1). */
export interface Page<T> {
  records: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}

export interface ActivityInfo {
  activityType: number;
  activityPrice: number;
  activeState?: number;
  expireStartTime?: string;
  expireEndTime?: string;
}

export interface SalesArea {
  goodsSkuCode: string;
  provinceIds: string;
  cityIds: string;
  areaIds: string;
  limitType: number;
}

export interface CartItem {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsSkuImgUrl: string;
  quantity: number;
  integralPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  goodsSkuStock: number;
  shelvesStatus: number;
  inStock: boolean;
  goodsSkuSalesAreaList: SalesArea[];
  activityGoodsInfo: ActivityInfo | null;
  isCheck: number;
  isLimitSales: number;
  cartItems: { goodsSkuCode: string; quantity: number }[];
}

export interface CartGroup {
  cartItems: CartItem[];
}

export interface CartList {
  validCartItems: CartGroup[];
  invalidCartItems: CartGroup[];
}

/** What the cart calls take to name one line. */
export interface CartLine {
  goodsCode: string;
  goodsSkuCode: string;
  quantity: number;
}

export interface Favourite {
  id: number;
  goodCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsImage: string;
  integralPrice: number;
  sellingPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  soldOut: boolean;
  shelvesStatus: number;
  hidden: boolean;
  activityGoodsInfo: ActivityInfo | null;
}

export interface CardGoods {
  goodsName: string;
  imgUrl: string;
  sellingPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  unit: string;
  discount: number;
  discountRate: number;
  labelImgUrl: string;
  salesNum: number;
  goodsSkuCode: string;
  usableNum: number;
  marketPrice: number;
  pointsBatchCanBuy: number;
  activityGoodsInfo: ActivityInfo[];
  imgList: string[];
}

/** Pricing and routing fields of a goods (spec 2 §3). */
export interface GoodsPricing {
  sellingPrice: number;
  isOpenLadderPrice: number | null;
  ladderPriceGoodsList: { minCount: number; ladderSellingPrice: number }[];
  deleted: boolean;
  virtualOrder: number | null;
  orderGoodsType: number | null;
  goodsType: number | null;
}

/** An address as the list answers it: the engine's record plus addressId and the region path (spec 1 §3). */
export interface Address extends AddressRecord {
  addressId: number;
  path: string;
}

/** The address form as sent: `id` only when editing. */
export type AddressInput = MemberAddressBody;

export type OrderAddressUpdate = OrderAddressBody;

export interface Region {
  id: number;
  regionName: string;
  parentId: number;
}

export interface SalesCategory {
  categoryCode: string;
  categoryName: string;
  categoryGroupNo: string;
  childCategory: SalesCategory[] | null;
}

export interface TrimColumn {
  /** JSON holding `navLinkList`. */
  fixedContent: string;
}

export interface NavLink {
  columnName: string;
  columnLink: string;
  openMode: number;
}

export interface HelpCenter {
  customerService: {
    customerServiceTimeStart: string;
    customerServiceTimeEnd: string;
    customerHotline: string;
    websiteRecordNumber: string;
    websiteBottomColor: string;
    websiteBottomFontColor: string;
  };
  parentColumnList: {
    columnName: string;
    columnList: { id: number; columnName: string; showed: number }[];
  }[];
}

export interface PrivacyRecord {
  privacyPolicyId: number;
  privacyPolicyContent: string;
  isPopup: number;
}

/** The answer of `{login}/login`: `expireTime` in epoch milliseconds. */
export interface LoginAnswer {
  token: string;
  expireTime: number;
}

export interface Credentials {
  account: string;
  password: string;
}

export interface Registration extends Credentials {
  phone: string;
}

export interface WebsiteGoods {
  goodsSkuName: string;
  goodsSkuCode: string;
  goodsCode: string;
  goodsType: number;
  deleted: boolean;
  firstCategoryCode: string;
  secondCategoryCode: string;
  lastCategoryCode: string;
}

/** The purchase-request form as sent (spec 2 §3): images as a list. */
export interface ReportGoodsInput {
  goodsName: string;
  barCode: string;
  goodsBrand: string;
  goodsModel: string;
  goodsUrl: string;
  expectedPrice: string;
  buyCount: string;
  contacts: string;
  concatPhone: string;
  reason: string;
  goodsImages: string[];
}

/** A purchase request as answered: images as one comma-separated string. */
export interface ReportGoods extends Omit<ReportGoodsInput, 'goodsImages'> {
  id: number;
  goodsImages: string;
  rejectReason: string | null;
  auditStatus: number | null;
  websiteGoods: WebsiteGoods | null;
  /** When it was filed: 2026-11-20 10:00:00 (Asia/Shanghai). */
  createTime: string;
}

/** A line as the settlement re-priced it; `unavailableReason` names why it cannot be bought now. */
export interface SettledItem {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsSkuImgUrl: string;
  quantity: number;
  priceSource: PriceSource;
  unitMoney: number;
  unitPoints: number;
  money: number;
  points: number;
  unavailableReason: string | null;
}

/** The settlement preview: lines, the address it delivers to (none for virtual goods) and the totals. */
export interface SettlementSummary {
  items: SettledItem[];
  address: Address | null;
  virtual: boolean;
  priceMode: PriceMode;
  goodsMoney: number;
  goodsPoints: number;
  freight: number;
  totalMoney: number;
  totalPoints: number;
  totalQuantity: number;
}

/** A line a submit refused: the answer's `data` lists them so the page can mark them. */
export interface RefusedLine {
  goodsSkuCode: string;
  reason: string;
}

export interface SubmittedOrder {
  orderNo: string;
  orderStatus: OrderStatus;
  totalMoney: number;
  totalPoints: number;
  kind: SettlementKind;
}

export interface OrderLineView {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  goodsSkuImgUrl: string;
  quantity: number;
  unitMoney: number;
  unitPoints: number;
}

/** One step of an order's life; `time` as the gateway formats it (yyyy-MM-dd HH:mm:ss). */
export interface OrderStatusStep {
  status: OrderStatus;
  statusName: string;
  time: string;
  remark?: string;
}

export interface OrderView {
  orderNo: string;
  createTime: string;
  orderStatus: OrderStatus;
  orderStatusName: string;
  buyerName: string;
  goodsList: OrderLineView[];
  goodsMoney: number;
  goodsPoints: number;
  freight: number;
  totalMoney: number;
  totalPoints: number;
  address: Address | null;
  remark: string;
  virtual: boolean;
  rechargeAccount: string;
  reviewRemark: string;
  kind: SettlementKind;
  payTime: string;
  payMethod: PayMethod;
  statusHistory: OrderStatusStep[];
  cancellable: boolean;
}

/** The points the member holds. */
export interface PointsBalance {
  balance: number;
}

/** A goods as the member's lists show it (browse history, purchased goods): the goods view's fields they use. */
export interface MemberGoods {
  goodsCode: string;
  goodsSkuCode: string;
  goodsSkuName: string;
  imgUrl: string;
  sellingPrice: number;
  integralPrice: number;
  supplyPrice: number;
  quotaIntrgral: number;
  isQuotaGoods: number;
  saleStatus: number;
  activityGoodsInfo: ActivityInfo[];
  goodsType: number | null;
  orderGoodsType: number | null;
  virtualOrder: number | null;
  deleted: boolean;
  firstCategoryCode?: string;
  secondCategoryCode?: string;
  lastCategoryCode?: string;
}

/** One visit of the browse history, at its Shanghai wall-clock time. */
export interface BrowseRecord extends MemberGoods {
  browseTime: string;
}

/** A goods of the member's orders, with when it was last bought. */
export interface PurchasedGoods extends MemberGoods {
  purchaseTime: string;
}
