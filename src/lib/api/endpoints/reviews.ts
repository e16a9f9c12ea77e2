// Product reviews (docs/reviews.md; src/demo-gateway/README.md): one order line's review, a goods' reviews
// page by page, and submitting a review.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../request';
import { unwrap } from '../api-result';
import type {
  GoodsReviewPage,
  LineReview,
  OwnReview,
  ReviewInput,
  ReviewedLineKey,
} from '../../../../engine/contract';

/** The member's review of one order line, or why it cannot be reviewed yet. */
export const lineReviewQuery = (api: ApiClient, { orderNo, goodsSkuCode }: ReviewedLineKey) =>
  queryOptions({
    queryKey: api.keys.review.line(orderNo, goodsSkuCode),
    queryFn: ({ signal }) =>
      api.get<LineReview>('/goodsReview/myReview', { orderNo, goodsSkuCode }, signal).then(unwrap),
  });

/** A page of a goods' reviews, newest first, with the average of all of them. */
export const goodsReviewsQuery = (api: ApiClient, goodsCode: string, currentPage: number) =>
  queryOptions({
    queryKey: api.keys.review.goods(goodsCode, currentPage),
    queryFn: ({ signal }) =>
      api.post<GoodsReviewPage>('/goodsReview/goodsReviews', { goodsCode, currentPage }, signal).then(unwrap),
  });

export const submitReview = (api: ApiClient, review: ReviewInput) =>
  api.post<OwnReview>('/goodsReview/submit', review);
