// Purchase requests (寻源, spec 2 §3, §7) as the form sends them and the gateway answers them.
import type { WebsiteGoods } from './goods-management';

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

export interface ReportGoodsFilter {
  currentPage: number;
}
