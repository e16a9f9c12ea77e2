// A stored product review (docs/reviews.md): one per order line, kept with the reviewer's name as it was
// then. Other shoppers read it through the engine's masking; only its author reads it whole.
import type { OwnReview } from '../../engine/contract';

export interface StoredReview extends Omit<OwnReview, 'createTime'> {
  /** The author's user id; 0 for the seed's shoppers who have no account in the demo. */
  userId: number;
  /** The author's nickname when they wrote it; never sent to others unmasked. */
  memberName: string;
  orderNo: string;
  goodsCode: string;
  goodsSkuCode: string;
  createTime: number;
}
