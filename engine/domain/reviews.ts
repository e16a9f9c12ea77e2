// Product reviews (docs/reviews.md): who may review which order line, what a review may hold, how a
// reviewer's name is shown to others, and the goods' average. The storefront's form and the gateway that
// stores a review ask the same rules.
import { maskPhone } from './addresses';
import { ORDER_STATUS } from './codes';
import type { OrderStatus } from './codes';
import { checkText, maxLengthMessage, validateFields } from './forms/field-rules';
import type { Validation } from './forms/field-rules';
import { imageCountMessage } from './forms/images';
import { ORDER_MESSAGES } from './orders';

/** What one review may hold: 1 to 5 stars, text up to 500 characters, up to 6 images. */
export const REVIEW_LIMITS = {
  minStars: 1,
  maxStars: 5,
  textMax: 500,
  maxImages: 6,
  /** Reviews in one page of a goods' list, newest first. */
  pageSize: 10,
} as const;

export const REVIEW_MESSAGES = {
  starsMissing: '请选择评分',
  textMissing: '请填写评价内容',
  textTooLong: maxLengthMessage(REVIEW_LIMITS.textMax),
  imagesTooMany: imageCountMessage({ maxCount: REVIEW_LIMITS.maxImages }),
  orderNoMissing: ORDER_MESSAGES.orderNoMissing,
  /** The page's address or the call names no goods. */
  goodsMissing: '缺少要评价的商品',
  lineNotFound: '订单中没有该商品',
  notCompleted: '订单完成后才能评价',
  alreadyReviewed: '该商品已评价，不能重复评价',
  submitted: '评价成功',
  submitFailed: '评价失败',
} as const;

export const REVIEW_TEXT = {
  write: '评价',
  done: '已评价',
  anonymous: '匿名评价',
  anonymousName: '匿名用户',
  empty: '暂无评价，购买后来分享您的感受吧',
  textPlaceholder: '说说您对商品的感受，分享给想买的人',
} as const;

/** The stars' words, one for each score from 1 (index 0) to 5: the radio group reads them out. */
export const STAR_WORDS = ['非常差', '差', '一般', '好', '非常好'] as const;

/**
 * A score as it is read out: 4 → '4星 好'.
 * @example starLabel(5) === '5星 非常好'
 */
export const starLabel = (stars: number): string => `${stars}星 ${STAR_WORDS[stars - 1] ?? ''}`.trim();

/**
 * Whether an order's lines may be reviewed: only once it is 已完成 (received and kept).
 * @example isReviewableOrder(1004) === true
 */
export const isReviewableOrder = (status: OrderStatus): boolean => status === ORDER_STATUS.completed;

/** What the gateway knows about one order line when a review of it is asked for. */
export interface ReviewedLine {
  /** The member's order's status, or undefined when the member has no order with that line. */
  orderStatus: OrderStatus | undefined;
  alreadyReviewed: boolean;
}

/**
 * Why this line may not be reviewed now, or undefined when it may: a line not in the member's orders, an
 * order not yet 已完成, then a line already reviewed (one review per line).
 */
export function reviewRefusal({ orderStatus, alreadyReviewed }: ReviewedLine): string | undefined {
  if (orderStatus === undefined) return REVIEW_MESSAGES.lineNotFound;
  if (!isReviewableOrder(orderStatus)) return REVIEW_MESSAGES.notCompleted;
  return alreadyReviewed ? REVIEW_MESSAGES.alreadyReviewed : undefined;
}

export const REVIEW_FIELDS = ['stars', 'text', 'images'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export interface ReviewValues {
  stars: number | null | undefined;
  text: string | null | undefined;
  images: readonly string[];
}

const isStars = (stars: number | null | undefined): boolean =>
  typeof stars === 'number' &&
  Number.isInteger(stars) &&
  stars >= REVIEW_LIMITS.minStars &&
  stars <= REVIEW_LIMITS.maxStars;

/**
 * The review form's checks, in field order: a whole score from 1 to 5, text that shows something and keeps
 * to 500 characters once cleaned (cleanFreeText), at most 6 images.
 */
export function validateReview(values: ReviewValues): Validation<ReviewField> {
  return validateFields(REVIEW_FIELDS, (field) => {
    if (field === 'stars') return isStars(values.stars) ? undefined : REVIEW_MESSAGES.starsMissing;
    if (field === 'text')
      return checkText(values.text, {
        required: REVIEW_MESSAGES.textMissing,
        max: REVIEW_LIMITS.textMax,
        lengthMessage: REVIEW_MESSAGES.textTooLong,
      });
    return values.images.length > REVIEW_LIMITS.maxImages ? REVIEW_MESSAGES.imagesTooMany : undefined;
  });
}

/**
 * A reviewer's name as other shoppers see it: 匿名用户 when they chose 匿名评价; a mobile number with its
 * middle hidden (maskPhone); otherwise the first and last characters around ***, or the first alone for
 * names of one or two characters.
 * @example maskReviewerName('演示会员', false) === '演***员'
 */
export function maskReviewerName(name: string, anonymous: boolean): string {
  const characters = [...name.trim()];
  if (anonymous || characters.length === 0) return REVIEW_TEXT.anonymousName;
  const phone = maskPhone(characters.join(''));
  if (phone !== characters.join('')) return phone;
  const [first] = characters;
  return characters.length <= 2 ? `${first}***` : `${first}***${characters.at(-1)}`;
}

/**
 * The goods' average score to one decimal, rounded half up, in whole-number arithmetic so no float error
 * creeps in; undefined with no reviews.
 * @example averageStars([5, 5, 4]) === '4.7'
 */
export function averageStars(stars: readonly number[]): string | undefined {
  if (stars.length === 0) return undefined;
  const total = stars.reduce((sum, each) => sum + each, 0);
  // round(10 · total / count) = floor((20 · total + count) / (2 · count)), all in integers.
  const tenths = Math.floor((20 * total + stars.length) / (2 * stars.length));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * The text counter under the review box: 12/500.
 * @example reviewTextCount('好茶') === '2/500'
 */
export const reviewTextCount = (text: string): string => `${text.length}/${REVIEW_LIMITS.textMax}`;

/**
 * The day a review was written, from the gateway's time (YYYY-MM-DD HH:mm:ss): the list shows the date.
 * @example reviewDate('2026-11-18 09:30:00') === '2026-11-18'
 */
export const reviewDate = (time: string): string => time.slice(0, 10);
