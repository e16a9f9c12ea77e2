// Product reviews (docs/reviews.md): the member's review of one order line, submitting it, and a goods'
// reviews for every shopper, newest first with the average. Every rule and message is the engine's.
import {
  averageStars,
  cleanFreeText,
  maskReviewerName,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewRefusal,
  UPLOAD_QUOTA_MESSAGES,
  validateReview,
} from '../../../engine';
import type {
  GoodsReview,
  GoodsReviewPage,
  LineReview,
  OrderLineView,
  OwnReview,
} from '../../../engine/contract';
import { invalid, notFound, ok, refused } from '../answer';
import type { Order, ShopDb, User } from '../db';
import type { StoredReview } from '../db-reviews';
import { page, refuseInvalid } from '../input';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { shanghaiTime } from '../time';
import { uploadOwner } from '../uploads';

/** A review as every shopper reads it: the author's name masked, or 匿名用户. */
function publicView(review: StoredReview): GoodsReview {
  return {
    id: review.id,
    goodsSkuName: review.goodsSkuName,
    stars: review.stars,
    text: review.text,
    images: review.images,
    memberName: maskReviewerName(review.memberName, review.anonymous),
    createTime: shanghaiTime(review.createTime),
  };
}

/** The author's own review: as others see it, and whether it was posted anonymously. */
const ownView = (review: StoredReview): OwnReview => ({ ...publicView(review), anonymous: review.anonymous });

interface ReviewTarget {
  order: Order;
  line: OrderLineView;
  review: StoredReview | undefined;
}

/** The member's order line named by orderNo and goodsSkuCode, and its review if written; 10004 when not theirs. */
function targetOf({ db, user, input }: Pick<Context, 'db' | 'user' | 'input'>): ReviewTarget {
  const orderNo = input.text('orderNo', { message: REVIEW_MESSAGES.orderNoMissing });
  const goodsSkuCode = input.text('goodsSkuCode', { message: REVIEW_MESSAGES.goodsMissing });
  const order = db.orders.find((each) => each.orderNo === orderNo && each.userId === user.id);
  const line = order?.lines.find((each) => each.goodsSkuCode === goodsSkuCode);
  if (!order || !line) return notFound(REVIEW_MESSAGES.lineNotFound);
  return { order, line, review: reviewOf(db, user, order, line) };
}

const reviewOf = (db: ShopDb, user: User, order: Order, line: OrderLineView) =>
  db.reviews.find(
    (each) =>
      each.userId === user.id && each.orderNo === order.orderNo && each.goodsSkuCode === line.goodsSkuCode,
  );

const refusalOf = ({ order, review }: ReviewTarget) =>
  reviewRefusal({ orderStatus: order.orderStatus, alreadyReviewed: review !== undefined });

/** The images sent: each must be one of this member's own uploads. */
function ownImages({ db, user, input, state }: Context): string[] {
  const owner = uploadOwner(db, user);
  return input
    .list('images', { required: false })
    .map((image) =>
      typeof image === 'string' && state.uploads.isOwnedBy(image.trim(), owner)
        ? image.trim()
        : invalid(UPLOAD_QUOTA_MESSAGES.notOwnUpload),
    );
}

export const reviewRoutes: Route[] = [
  get('/mall/goodsReview/myReview', 'user', (context): LineReview => {
    const target = targetOf(context);
    const { order, line, review } = target;
    return {
      orderNo: order.orderNo,
      orderStatus: order.orderStatus,
      kind: order.kind,
      goods: line,
      review: review ? ownView(review) : null,
      refusal: review ? null : (refusalOf(target) ?? null),
    };
  }),
  post('/mall/goodsReview/submit', 'user', (context) => {
    const { db, user, input, now } = context;
    const target = targetOf(context);
    // No score is 0, which the engine refuses like any score outside 1–5.
    const values = {
      stars: input.optionalNumber('stars', { message: REVIEW_MESSAGES.starsMissing }) ?? 0,
      text: input.field('text'),
      images: ownImages(context),
    };
    refuseInvalid(validateReview(values));
    const refusal = refusalOf(target);
    if (refusal) refused(refusal);
    const review: StoredReview = {
      id: (db.sequence += 1),
      userId: user.id,
      memberName: user.nickName,
      orderNo: target.order.orderNo,
      goodsCode: target.line.goodsCode,
      goodsSkuCode: target.line.goodsSkuCode,
      goodsSkuName: target.line.goodsSkuName,
      stars: values.stars,
      text: cleanFreeText(values.text),
      images: values.images,
      anonymous: input.flag('anonymous', 0) === 1,
      createTime: now,
    };
    db.reviews.push(review);
    return ok(ownView(review), REVIEW_MESSAGES.submitted);
  }),
  post('/mall/goodsReview/goodsReviews', 'browse', ({ db, input }): GoodsReviewPage => {
    const goodsCode = input.text('goodsCode', { message: REVIEW_MESSAGES.goodsMissing });
    const reviews = db.reviews
      .filter((review) => review.goodsCode === goodsCode)
      .sort((a, b) => b.createTime - a.createTime || b.id - a.id);
    return {
      ...page(reviews.map(publicView), input.paging(REVIEW_LIMITS.pageSize)),
      average: averageStars(reviews.map((review) => review.stars)) ?? null,
    };
  }),
];
