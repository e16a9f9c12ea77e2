import {
  ORDER_MESSAGES,
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  ORDER_TEXT_MAX,
  REVIEW_TABS,
  isReviewable,
  rejectReasonError,
  type OrderStatus,
} from '../../../engine';

describe('the order screens (docs/orders.md)', () => {
  it.each<[OrderStatus, boolean]>([
    [ORDER_STATUS.pendingReview, true],
    [ORDER_STATUS.toShip, false],
    [ORDER_STATUS.shipped, false],
    [ORDER_STATUS.completed, false],
    [ORDER_STATUS.cancelled, false],
    [ORDER_STATUS.rejected, false],
  ])('only an order awaiting review may be approved or rejected: %i → %s', (status, reviewable) => {
    expect(isReviewable(status)).toBe(reviewable);
  });

  it("the reviewer's tabs: 待审核 first, then what approving and rejecting lead to, each with one status", () => {
    expect(REVIEW_TABS).toEqual([
      { label: '待审核', status: ORDER_STATUS.pendingReview },
      { label: '待发货', status: ORDER_STATUS.toShip },
      { label: '已驳回', status: ORDER_STATUS.rejected },
    ]);
    for (const tab of REVIEW_TABS) expect(tab.label).toBe(ORDER_STATUS_LABEL[tab.status]);
  });

  it.each([
    ['', ORDER_MESSAGES.rejectReasonMissing],
    ['   ', ORDER_MESSAGES.rejectReasonMissing],
    ['预算超支', undefined],
    ['字'.repeat(ORDER_TEXT_MAX), undefined],
    [` ${'字'.repeat(ORDER_TEXT_MAX)} `, undefined],
    ['字'.repeat(ORDER_TEXT_MAX + 1), ORDER_MESSAGES.rejectReasonTooLong],
  ])('a reject reason is required and at most ORDER_TEXT_MAX characters: %j → %s', (reason, message) => {
    expect(rejectReasonError(reason)).toBe(message);
  });
});
