// Product reviews' answers (docs/reviews.md; src/demo-gateway/README.md).
import type { OrderStatus } from '../domain';
import type { SettlementKind } from '../paths';
import type { OrderLineView } from './orders';
import type { Page } from './answer';

/** The order line a review belongs to. */
export interface ReviewedLineKey {
  orderNo: string;
  goodsSkuCode: string;
}

/** A review as every shopper reads it: the author's name already masked by the gateway. */
export interface GoodsReview {
  id: number;
  goodsSkuName: string;
  stars: number;
  text: string;
  images: string[];
  memberName: string;
  /** yyyy-MM-dd HH:mm:ss (Asia/Shanghai). */
  createTime: string;
}

/** The member's own review, with whether it was posted anonymously. */
export interface OwnReview extends GoodsReview {
  anonymous: boolean;
}

/** One order line's review state: its review once written, else why it cannot be reviewed (null: it can). */
export interface LineReview {
  orderNo: string;
  orderStatus: OrderStatus;
  /** The order's variant: its detail page (orderViewPath). */
  kind: SettlementKind;
  goods: OrderLineView;
  review: OwnReview | null;
  refusal: string | null;
}

/** A page of a goods' reviews, newest first, with the average of all of them (null with none). */
export interface GoodsReviewPage extends Page<GoodsReview> {
  average: string | null;
}

/** What the review form sends. */
export interface ReviewInput {
  orderNo: string;
  goodsSkuCode: string;
  stars: number;
  text: string;
  images: string[];
  anonymous: 0 | 1;
}
