// One settlement key, one order: the same purchase sent again under the key gets the first order back (the
// same answer), and another purchase under it is refused with the engine's message, changing nothing.
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, REFUSED_CODE } from '../../../engine';
import { aesDecrypt } from './helpers';
import { startInProcessGateway } from './in-process';
import type { OrderView, Page, SubmittedOrder } from '../../../engine/contract';

const { call, token } = startInProcessGateway(Date.UTC(2026, 2, 1, 2, 0, 0));

const tea = { goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 };
const paper = { goodsCode: 'G-LADDER', goodsSkuCode: 'G-LADDER-01', quantity: 12 };
const recharge = { goodsCode: 'G-VIRTUAL-RECHARGE', goodsSkuCode: 'G-VIRTUAL-RECHARGE-01', quantity: 1 };

async function member(account = 'member') {
  const session = await token(account, 'points');
  const send = <T>(path: string, body?: unknown) =>
    call<T>(path, { mallPath: 'points', token: session, body });
  // The address list is answered encrypted with the shop's key (docs/gateway.md).
  const secret = await send<{ aesKey: string; aesIv: string }>('/api/mall/website/queryInterfaceEncryption');
  const list = await send<string>('/api/mall/member/getMemberAddressList', {});
  const addresses = aesDecrypt(list.data, secret.data) as { id: number }[];
  return {
    addressIds: addresses.map((address) => address.id),
    submit: (body: Record<string, unknown>) => send<SubmittedOrder>('/api/order/submitOrder', body),
    orderCount: async () =>
      (await send<Page<OrderView>>('/api/order/orderList', { currentPage: 1 })).data.total,
    balance: async () => (await send<{ balance: number }>('/api/mall/member/pointsBalance')).data.balance,
  };
}

describe('the same settlement key sent again', () => {
  it('with the same purchase (lines in another order, the remark as kept) answers the first order, charged once', async () => {
    const shopper = await member();
    const [home] = shopper.addressIds;
    const before = await shopper.orderCount();
    const body = { settlementKey: 'lost-answer', kind: 'normal', addressId: home, remark: '放门卫' };
    const first = await shopper.submit({ ...body, items: [tea, paper] });
    const again = await shopper.submit({ ...body, items: [paper, tea], remark: ' 放门卫 ' });
    expect(first.success).toBe(true);
    expect(again).toEqual(first);
    expect(await shopper.orderCount()).toBe(before + 1);
    expect(await shopper.balance()).toBe(50_000 - first.data.totalPoints);
  });

  it.each<[string, Record<string, unknown>]>([
    ['other goods', { items: [tea] }],
    ['another quantity', { items: [tea, { ...paper, quantity: 13 }] }],
    ['another address', { addressId: 'other' }],
    ['another remark', { remark: '工作日送货' }],
    ['another variant', { kind: 'flashSale' }],
  ])('with %s is refused (10005, the message), and nothing is ordered or charged', async (_, change) => {
    const shopper = await member();
    const [home, other] = shopper.addressIds;
    const body = {
      settlementKey: 'changed',
      kind: 'normal',
      addressId: home,
      remark: '放门卫',
      items: [tea, paper],
    };
    const first = await shopper.submit(body);
    const orders = await shopper.orderCount();
    const balance = await shopper.balance();
    const changed = { ...body, ...change, ...(change.addressId ? { addressId: other } : {}) };
    expect(await shopper.submit(changed)).toMatchObject({
      success: false,
      code: REFUSED_CODE,
      message: ORDER_MESSAGES.settlementKeyReused,
    });
    expect(await shopper.orderCount()).toBe(orders);
    expect(await shopper.balance()).toBe(balance);
    // The first purchase is still answered under its key.
    expect(await shopper.submit(body)).toEqual(first);
  });

  it('with another recharge account is refused', async () => {
    const shopper = await member();
    const body = {
      settlementKey: 'recharge',
      kind: 'virtual',
      items: [recharge],
      rechargeAccount: '13800138000',
    };
    expect((await shopper.submit(body)).success).toBe(true);
    expect(await shopper.submit({ ...body, rechargeAccount: '13912345678' })).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.settlementKeyReused,
    });
  });

  it("by another member is that member's own settlement: a key names nothing across members", async () => {
    const body = { settlementKey: 'shared', kind: 'normal', items: [tea] };
    const first = await (await member()).submit(body);
    const other = await (await member('supplier')).submit(body);
    expect(other.success).toBe(true);
    expect(other.data.orderNo).not.toBe(first.data.orderNo);
  });
});
