// Product reviews (docs/reviews.md): eligibility, the form's checks, the masked name and the average.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageStars,
  imageAccept,
  isReviewableOrder,
  maskReviewerName,
  ORDER_STATUS,
  REVIEW_MESSAGES,
  reviewDate,
  reviewRefusal,
  reviewTextCount,
  starLabel,
  validateReview,
} from '../../../engine';
import type { OrderStatus } from '../../../engine';

describe('only the lines of an 已完成 order may be reviewed', () => {
  it.each([
    [ORDER_STATUS.pendingReview, false],
    [ORDER_STATUS.toShip, false],
    [ORDER_STATUS.shipped, false],
    [ORDER_STATUS.completed, true],
    [ORDER_STATUS.cancelled, false],
    [ORDER_STATUS.rejected, false],
  ] as [OrderStatus, boolean][])('status %i → %s', (status, reviewable) => {
    expect(isReviewableOrder(status)).toBe(reviewable);
  });
});

describe('a review is refused: not the member’s line, not completed, then one review per line', () => {
  it.each([
    [{ orderStatus: undefined, alreadyReviewed: false }, REVIEW_MESSAGES.lineNotFound],
    [{ orderStatus: ORDER_STATUS.shipped, alreadyReviewed: false }, REVIEW_MESSAGES.notCompleted],
    [{ orderStatus: ORDER_STATUS.cancelled, alreadyReviewed: true }, REVIEW_MESSAGES.notCompleted],
    [{ orderStatus: ORDER_STATUS.completed, alreadyReviewed: true }, REVIEW_MESSAGES.alreadyReviewed],
    [{ orderStatus: ORDER_STATUS.completed, alreadyReviewed: false }, undefined],
  ] as [Parameters<typeof reviewRefusal>[0], string | undefined][])('%o → %s', (line, refusal) => {
    expect(reviewRefusal(line)).toBe(refusal);
  });
});

describe('the review form: 1–5 whole stars, visible text up to 500 characters once cleaned, ≤ 6 images', () => {
  const good = { stars: 4, text: '茶香浓郁', images: [] as string[] };
  const image = '/api/cdn/upload/0123456789abcdef.png';
  it.each([
    ['a good review', good, {}],
    ['no stars', { ...good, stars: null }, { stars: '请选择评分' }],
    ['0 stars', { ...good, stars: 0 }, { stars: '请选择评分' }],
    ['6 stars', { ...good, stars: 6 }, { stars: '请选择评分' }],
    ['half a star', { ...good, stars: 3.5 }, { stars: '请选择评分' }],
    ['1 star', { ...good, stars: 1 }, {}],
    ['5 stars', { ...good, stars: 5 }, {}],
    ['no text', { ...good, text: '' }, { text: '请填写评价内容' }],
    ['only spaces', { ...good, text: '   ' }, { text: '请填写评价内容' }],
    ['only a zero-width space', { ...good, text: '\u200B' }, { text: '不能只填写空白或不可见字符' }],
    ['500 characters', { ...good, text: '好'.repeat(500) }, {}],
    ['501 characters', { ...good, text: '好'.repeat(501) }, { text: '长度不能超过 500 个字符' }],
    ['500 once cleaned', { ...good, text: ` ${'好'.repeat(500)}\u202E ` }, {}],
    ['6 images', { ...good, images: Array<string>(6).fill(image) }, {}],
    ['7 images', { ...good, images: Array<string>(7).fill(image) }, { images: '最多只能上传6张' }],
    [
      'everything wrong',
      { stars: undefined, text: '', images: Array<string>(7).fill(image) },
      { stars: '请选择评分', text: '请填写评价内容', images: '最多只能上传6张' },
    ],
  ])('%s', (_, values, errors) => {
    const validation = validateReview(values);
    expect(validation.errors).toEqual(errors);
    expect(validation.valid).toBe(Object.keys(errors).length === 0);
  });
});

describe('a reviewer’s name as others see it', () => {
  it.each([
    ['演示会员', false, '演***员'],
    ['张三', false, '张***'],
    ['李', false, '李***'],
    ['  王小明 ', false, '王***明'],
    ['13800130001', false, '138****0001'],
    ['Alice', false, 'A***e'],
    ['😀笑脸😀', false, '😀***😀'],
    ['演示会员', true, '匿名用户'],
    ['', false, '匿名用户'],
  ])('%s (anonymous %s) → %s', (name, anonymous, shown) => {
    expect(maskReviewerName(name, anonymous)).toBe(shown);
  });

  it('never shows a name of three or more characters whole', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3, maxLength: 30 }), (name) => {
        fc.pre([...name.trim()].length >= 3);
        expect(maskReviewerName(name, false)).not.toBe(name.trim());
      }),
    );
  });
});

describe('the average score: one decimal, half up', () => {
  it.each([
    [[], undefined],
    [[5], '5.0'],
    [[5, 4], '4.5'],
    [[5, 5, 4], '4.7'],
    [[1, 2], '1.5'],
    [[4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4], '4.9'],
    [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2], '1.1'],
    [[3, 3, 4], '3.3'],
    [[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2], '1.1'],
  ])('%o → %s', (stars, average) => {
    expect(averageStars(stars)).toBe(average);
  });

  it('is the exact mean rounded half up to one decimal, within 1 to 5', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 500 }), (stars) => {
        const total = stars.reduce((sum, each) => sum + each, 0);
        const average = Number(averageStars(stars));
        // |average − mean| ≤ 0.05, and exactly 0.05 only when rounding a half up.
        const gap = average * stars.length * 20 - total * 20;
        expect(gap).toBeGreaterThan(-stars.length - 1e-9);
        expect(gap).toBeLessThanOrEqual(stars.length + 1e-9);
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(averageStars(stars)).toMatch(/^[1-5]\.\d$/);
      }),
    );
  });
});

describe('the words the form shows', () => {
  it.each([
    [1, '1星 非常差'],
    [4, '4星 好'],
    [5, '5星 非常好'],
  ])('star %i reads %s', (stars, label) => {
    expect(starLabel(stars)).toBe(label);
  });

  it('counts the text against 500', () => {
    expect(reviewTextCount('')).toBe('0/500');
    expect(reviewTextCount('好茶')).toBe('2/500');
  });

  it('offers the shop’s image types to the file picker', () => {
    expect(imageAccept({ extensions: ['jpg', 'png', 'jpeg'] })).toBe('.jpg,.png,.jpeg');
  });

  it('dates a review by its day', () => {
    expect(reviewDate('2026-11-18 09:30:00')).toBe('2026-11-18');
  });
});
