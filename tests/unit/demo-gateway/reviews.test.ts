// The demo gateway's product reviews in process (docs/reviews.md): the seed's reviews newest first with the
// average and masked names, one review per line of an 已完成 order, the engine's refusals, own uploads only.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, REVIEW_MESSAGES, UPLOAD_QUOTA_MESSAGES } from '../../../engine';
import { PNG_BYTES } from './helpers';
import { startInProcessGateway } from './in-process';
import type { GoodsReviewPage, LineReview, OrderView, OwnReview, Page } from '../../../engine/contract';

const { call, token } = startInProcessGateway(Date.UTC(2026, 10, 20, 2, 0, 0));

const reviewsOf = (goodsCode: string, currentPage = 1, session?: string) =>
  call<GoodsReviewPage>('/api/mall/goodsReview/goodsReviews', {
    token: session,
    body: { goodsCode, currentPage },
  });

async function upload(session: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([PNG_BYTES], 'a.png', { type: 'image/png' }));
  const answer = await fetch('http://shop.test/api/file/yzh/file/upload', {
    method: 'POST',
    headers: { 'X-Mall-Path': 'points', Authorization: session },
    body: form,
  });
  return ((await answer.json()) as { data: string }).data;
}

/** The member's session and their order lines by status: [orderNo, goodsSkuCode]. */
async function member() {
  const session = await token('member', 'points');
  const orders = await call<Page<OrderView>>('/api/order/orderList', {
    token: session,
    body: { currentPage: 1 },
  });
  const lines = (status: number) =>
    orders.data.records
      .filter((order) => order.orderStatus === status)
      .sort((a, b) => a.createTime.localeCompare(b.createTime))
      .flatMap((order) => order.goodsList.map((line) => [order.orderNo, line.goodsSkuCode] as const));
  const mine = ([orderNo, goodsSkuCode]: readonly [string, string]) =>
    call<LineReview>(`/api/mall/goodsReview/myReview?orderNo=${orderNo}&goodsSkuCode=${goodsSkuCode}`, {
      token: session,
    });
  const submit = ([orderNo, goodsSkuCode]: readonly [string, string], fields: Record<string, unknown> = {}) =>
    call<OwnReview>('/api/mall/goodsReview/submit', {
      token: session,
      body: { orderNo, goodsSkuCode, stars: 4, text: '茶叶新鲜', images: [], anonymous: 0, ...fields },
    });
  return { session, lines, mine, submit };
}

describe("a goods' reviews", () => {
  it('are paged newest first with the average of all of them and the names masked', async () => {
    const first = await reviewsOf('G-0001');
    expect(first).toMatchObject({ success: true, data: { total: 12, currentPage: 1, pageSize: 10 } });
    expect(first.data.records).toHaveLength(10);
    const times = first.data.records.map((review) => review.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.data.average).toMatch(/^[1-5]\.\d$/);
    const names = first.data.records.map((review) => review.memberName);
    expect(names).toContain('茶***林');
    expect(names).toContain('139****5678');
    expect(names).toContain('匿名用户');
    expect(names).not.toContain('茶友小林');
    const second = await reviewsOf('G-0001', 2);
    expect(second.data.records.map((review) => review.memberName)).toContain('演***员');
  });

  it('are read by guests too, and a goods without any says so with no average', async () => {
    expect((await reviewsOf('G-0001')).success).toBe(true);
    expect((await reviewsOf('G-0044')).data).toMatchObject({ records: [], total: 0, average: null });
  });
});

describe('reviewing an order line', () => {
  it('takes one review per line of an 已完成 order, and the goods then shows it in its average', async () => {
    const { lines, mine, submit } = await member();
    const [reviewed, unreviewed] = lines(ORDER_STATUS.completed);
    expect((await mine(reviewed!)).data.review).toMatchObject({ stars: 4, anonymous: false });
    expect((await mine(unreviewed!)).data).toMatchObject({ review: null, refusal: null });
    const before = await reviewsOf('G-0012');
    expect(before.data).toMatchObject({ total: 2, average: '5.0' });

    const answer = await submit(unreviewed!, { anonymous: 1, text: ' 香气\u202E很足 ' });
    expect(answer).toMatchObject({ success: true, message: REVIEW_MESSAGES.submitted });
    expect(answer.data).toMatchObject({
      stars: 4,
      text: '香气很足',
      anonymous: true,
      memberName: '匿名用户',
    });
    const after = await reviewsOf('G-0012');
    expect(after.data).toMatchObject({ total: 3, average: '4.7' });
    expect(after.data.records[0]).toMatchObject({ text: '香气很足', memberName: '匿名用户' });
    expect((await mine(unreviewed!)).data.review).toMatchObject({ text: '香气很足' });

    expect(await submit(unreviewed!)).toMatchObject({
      code: '10005',
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect((await reviewsOf('G-0012')).data.total).toBe(3);
  });

  it('refuses lines of orders not yet completed and lines that are not the member’s', async () => {
    const { lines, mine, submit } = await member();
    const [shipped] = lines(ORDER_STATUS.shipped);
    expect((await mine(shipped!)).data).toMatchObject({
      review: null,
      refusal: REVIEW_MESSAGES.notCompleted,
    });
    expect(await submit(shipped!)).toMatchObject({ code: '10005', message: REVIEW_MESSAGES.notCompleted });
    expect(await submit(['DM-NOT-MINE', 'G-0001-01'])).toMatchObject({
      code: '10004',
      message: REVIEW_MESSAGES.lineNotFound,
    });
    const other = await call('/api/mall/goodsReview/myReview?orderNo=DM-NOT-MINE&goodsSkuCode=G-0001-01', {
      token: await token('supplier', 'points'),
    });
    expect(other).toMatchObject({ code: '10004' });
  });

  it.each([
    ['no score', { stars: undefined }, REVIEW_MESSAGES.starsMissing],
    ['6 stars', { stars: 6 }, REVIEW_MESSAGES.starsMissing],
    ['half a star', { stars: 3.5 }, REVIEW_MESSAGES.starsMissing],
    ['no text', { text: '' }, REVIEW_MESSAGES.textMissing],
    ['invisible text', { text: '\u200B' }, '不能只填写空白或不可见字符'],
    ['501 characters', { text: '好'.repeat(501) }, REVIEW_MESSAGES.textTooLong],
    [
      'an image never uploaded',
      { images: ['/api/cdn/upload/0123456789abcdef.png'] },
      UPLOAD_QUOTA_MESSAGES.notOwnUpload,
    ],
    [
      'an image from elsewhere',
      { images: ['https://elsewhere.example/a.png'] },
      UPLOAD_QUOTA_MESSAGES.notOwnUpload,
    ],
  ])('refuses %s with the engine’s message and keeps nothing', async (_, fields, message) => {
    const { lines, submit, mine } = await member();
    const [, unreviewed] = lines(ORDER_STATUS.completed);
    expect(await submit(unreviewed!, fields)).toMatchObject({ code: '10001', message });
    expect((await mine(unreviewed!)).data.review).toBeNull();
  });

  it('keeps up to 6 of the member’s own uploads, and refuses 7', async () => {
    const { session, lines, submit } = await member();
    const [, unreviewed] = lines(ORDER_STATUS.completed);
    const images = [];
    for (let each = 0; each < 7; each += 1) images.push(await upload(session));
    expect(await submit(unreviewed!, { images })).toMatchObject({
      code: '10001',
      message: REVIEW_MESSAGES.imagesTooMany,
    });
    const answer = await submit(unreviewed!, { images: images.slice(0, 6) });
    expect(answer).toMatchObject({ success: true, data: { images: images.slice(0, 6) } });
  });
});
