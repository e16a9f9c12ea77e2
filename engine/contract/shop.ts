// The shop's own answers (spec 1 §3, §7): its info, theme and encryption, the nav's categories and links,
// the help centre and the privacy policy.

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

/** The AES secret of the paths the gateway lists for encryption. */
export interface AesSecret {
  aesKey: string;
  aesIv: string;
}

/** Which paths the gateway wants encrypted or answers encrypted, and the AES secret (docs/gateway.md). */
export interface EncryptionInfo extends AesSecret {
  encryptionUrlPath: string[];
  decryptionUrlPath: string[];
}

export interface SalesCategory {
  categoryCode: string;
  categoryName: string;
  categoryGroupNo: string;
  childCategory: SalesCategory[] | null;
}

export interface TrimColumn {
  id: number;
  columnName: string;
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

/** One help-centre article: its column title and HTML body. */
export interface HelpArticle {
  id: string;
  columnName: string;
  content: string;
}

export interface PrivacyRecord {
  privacyPolicyId: number;
  privacyPolicyContent: string;
  isPopup: number;
}
