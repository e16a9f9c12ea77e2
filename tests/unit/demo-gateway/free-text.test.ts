// Free text is stored as the engine cleans it: no control, bidirectional-override or zero-width space
// characters in nicknames, addresses and remarks, and a value that shows as nothing is refused.
import { describe, expect, it } from 'vitest';
import { FREE_TEXT_MESSAGES } from '../../../engine';
import { aesDecrypt, aesEncrypt } from './helpers';
import { startInProcessGateway } from './in-process';
import type { OrderView, SubmittedOrder, UserInfo } from '../../../engine/contract';

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const { call, token } = startInProcessGateway(NOW);
const HOSTILE = '\u202E\u0000\u0007\r\n\u200B';
const INVISIBLE = { success: false, code: '10001', message: FREE_TEXT_MESSAGES.invisible };

async function member() {
  const session = await token('member');
  const send = <T>(path: string, body?: unknown) =>
    call<T>(path, { mallPath: 'points', token: session, body });
  return { session, send };
}

describe('free text the gateway stores', () => {
  it('keeps a nickname cleaned, and refuses one of a lone zero-width space', async () => {
    const { send } = await member();
    expect(await send('/api/mall/member/updateBasicInfo', { nickName: '\u200B' })).toMatchObject(INVISIBLE);
    expect(await send('/api/mall/member/updateBasicInfo', { nickName: `小${HOSTILE}明` })).toMatchObject({
      success: true,
    });
    expect((await send<UserInfo>('/api/mall/member/basicinfo')).data.nickName).toBe('小  明');
  });

  it('keeps address fields cleaned, and refuses an invisible detail', async () => {
    const { session } = await member();
    const secret = (
      await call<{ aesKey: string; aesIv: string }>('/api/mall/website/queryInterfaceEncryption')
    ).data;
    const save = (fields: object) =>
      call('/api/mall/member/addOrEditMemberAddress', {
        token: session,
        body: {
          encryptData: aesEncrypt(
            {
              receiverName: `张${HOSTILE}三`,
              receiverPhone: '13912345678',
              provinceId: 19,
              cityId: 4403,
              countyId: 440305,
              townId: 440305007,
              receiverAddress: `深南大道${HOSTILE}1号`,
              aliasName: `\u2066家\u2069`,
              isDefault: 0,
              ...fields,
            },
            secret,
          ),
        },
      });
    expect(await save({ receiverAddress: '\u202E\u200B' })).toMatchObject(INVISIBLE);
    expect(await save({})).toMatchObject({ success: true });
    const list = await call<string>('/api/mall/member/getMemberAddressList', {
      method: 'POST',
      token: session,
    });
    const addresses = aesDecrypt(list.data, secret) as Record<string, string>[];
    expect(addresses).toContainEqual(
      expect.objectContaining({ receiverName: '张  三', receiverAddress: '深南大道  1号', aliasName: '家' }),
    );
  });

  it('keeps an order remark cleaned, and refuses an invisible one', async () => {
    const { send } = await member();
    const submit = (settlementKey: string, remark: string) =>
      send<SubmittedOrder>('/api/order/submitOrder', {
        kind: 'normal',
        settlementKey,
        items: [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 }],
        remark,
      });
    expect(await submit('invisible', '\u2066\u2069')).toMatchObject(INVISIBLE);
    const order = await submit('remark', `请${HOSTILE}尽快发货`);
    const detail = await send<OrderView>(`/api/order/orderDetail?orderNo=${order.data.orderNo}`);
    expect(detail.data.remark).toBe('请  尽快发货');
  });
});
