// The demo gateway's member lists in process (msw): the collector's 10,000 favourites, batch cancel, and the
// purchased goods of the member's orders (docs/gateway.md, docs/member-pages.md).
import { describe, expect, it } from 'vitest';
import { FAVOURITE_MESSAGES } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type { Favourite, Page } from '../../../engine/contract';

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const { gateway, call, token } = startInProcessGateway(NOW);

async function as(account: string, mallPath = 'points') {
  const session = await token(account, mallPath);
  return <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
}

const favourites = (send: Awaited<ReturnType<typeof as>>) =>
  send<Page<Favourite>>('/api/mall/cellection/page?currentPage=1&pageSize=10000');

describe('the collector', () => {
  it('holds the profile page size of favourites, built the same way on every reset', async () => {
    const first = (await favourites(await as('collector'))).data;
    expect(first.total).toBe(10_000);
    expect(first.records).toHaveLength(10_000);
    gateway.reset();
    const again = (await favourites(await as('collector'))).data;
    expect(again.records.slice(0, 50).map((each) => each.goodsSkuCode)).toEqual(
      first.records.slice(0, 50).map((each) => each.goodsSkuCode),
    );
  });

  it('holds goods of every state, so the badges show at scale', async () => {
    const { records } = (await favourites(await as('collector'))).data;
    const codes = new Set(records.map((each) => each.goodsSkuCode));
    expect(codes).toContain('G-SOLD-OUT-01');
    expect(codes).toContain('G-OFF-SHELF-01');
  });
});

describe('batch cancel', () => {
  it('removes the ticked favourites with the engine message and keeps the rest', async () => {
    const send = await as('member');
    const before = (await favourites(send)).data.records;
    const ids = before.slice(0, 3).map((each) => each.id);
    const answer = await send('/api/mall/cellection/batchCancel', { ids });
    expect(answer).toMatchObject({ success: true, message: FAVOURITE_MESSAGES.cancelled });
    const after = (await favourites(send)).data.records.map((each) => each.id);
    expect(after).toEqual(before.slice(3).map((each) => each.id));
  });

  it.each([
    ['no ids', {}, '请选择要取消的收藏'],
    ['ids none of which is a favourite', { ids: [1] }, '收藏不存在或已取消'],
  ])('refuses %s and changes nothing', async (_, body, message) => {
    const send = await as('member');
    const before = (await favourites(send)).data.total;
    const answer = await send('/api/mall/cellection/batchCancel', body);
    expect(answer).toMatchObject({ success: false, message });
    expect((await favourites(send)).data.total).toBe(before);
  });
});

describe('purchased goods', () => {
  it("lists each goods of the member's orders once, newest purchase first", async () => {
    const send = await as('member');
    const orders = await send<Page<{ createTime: string; goodsList: { goodsSkuCode: string }[] }>>(
      '/api/order/orderList',
      { currentPage: 1, pageSize: 100 },
    );
    const expected = [
      ...new Set(orders.data.records.flatMap((order) => order.goodsList.map((item) => item.goodsSkuCode))),
    ];
    const bought = await send<Page<{ goodsSkuCode: string }>>('/api/order/purchasedGoods', {
      currentPage: 1,
      pageSize: 100,
    });
    expect(bought.success).toBe(true);
    expect(bought.data.records.map((goods) => goods.goodsSkuCode)).toEqual(expected);
  });

  it('is empty for a user without orders', async () => {
    const send = await as('viewer');
    const bought = await send<Page<unknown>>('/api/order/purchasedGoods', {});
    expect(bought.data).toMatchObject({ records: [], total: 0 });
  });
});
