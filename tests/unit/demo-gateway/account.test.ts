// The account pages' calls (docs/gateway.md "Account pages"): the profile, the password change that ends every
// session, the phone change, the points card derived from orders and cancels, notices and notice settings.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES, NOTICE_TEXTS } from '../../../engine';
import { startInProcessGateway } from './in-process';
import type { Notice, PointsCard, SecurityInfo, SubmittedOrder, UserInfo } from '../../../engine/contract';

const NOW = Date.UTC(2026, 10, 20, 2, 0, 0);
const { call, token, login, encryptPassword } = startInProcessGateway(NOW);

async function as(account: string, mallPath = 'points') {
  const session = await token(account, mallPath);
  return <T>(path: string, body?: unknown) => call<T>(path, { mallPath, token: session, body });
}

describe('the profile', () => {
  it('saves the nickname and an uploaded avatar, which the member info then shows', async () => {
    const send = await as('member');
    const form = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.append('file', new File([png], 'me.png', { type: 'image/png' }));
    const session = await token('member');
    const upload = (await (
      await fetch('http://shop.test/api/file/yzh/file/upload', {
        method: 'POST',
        headers: { 'X-Mall-Path': 'points', Authorization: session },
        body: form,
      })
    ).json()) as { data: string };
    expect(
      await send('/api/mall/member/updateBasicInfo', { nickName: ' 新昵称 ', headPortrait: upload.data }),
    ).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.infoSaved,
    });
    expect((await send<UserInfo>('/api/mall/member/basicinfo')).data).toMatchObject({
      nickName: '新昵称',
      headPortrait: upload.data,
    });
  });

  it.each([
    ['an empty nickname', { nickName: ' ' }, ACCOUNT_MESSAGES.nicknameRequired],
    ['a nickname over 20 characters', { nickName: '名'.repeat(21) }, ACCOUNT_MESSAGES.nicknameLength],
    [
      'an avatar this gateway did not store',
      { nickName: '会员', headPortrait: 'https://evil.test/a.png' },
      '头像地址不正确',
    ],
  ])('refuses %s', async (_, body, message) => {
    const send = await as('member');
    expect(await send('/api/mall/member/updateBasicInfo', body)).toMatchObject({ success: false, message });
  });
});

describe('the password change', () => {
  const change = async (oldPassword: string, newPassword: string) => {
    const send = await as('member');
    return send('/api/mall/member/updatePassword', {
      oldPassword: await encryptPassword(oldPassword),
      newPassword: await encryptPassword(newPassword),
    });
  };

  it('ends every session of the member; the new password logs in and the old does not', async () => {
    const other = await token('member');
    expect(await change('Demo@2026', 'NewPass2026')).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.passwordChanged,
    });
    expect(await call('/api/mall/member/basicinfo', { token: other })).toMatchObject({
      success: false,
      code: '11111',
    });
    expect(await login('member', 'points', 'Demo@2026')).toMatchObject({ success: false });
    expect(await login('member', 'points', 'NewPass2026')).toMatchObject({ success: true });
  });

  it.each([
    ['a wrong old password', 'Wrong2026', 'NewPass2026', ACCOUNT_MESSAGES.oldPasswordWrong],
    ['a new password without a digit', 'Demo@2026', 'abcdefghij', ACCOUNT_MESSAGES.passwordFormat],
    ['the same password again', 'Demo@2026', 'Demo@2026', ACCOUNT_MESSAGES.sameAsOld],
  ])('refuses %s and keeps the password', async (_, oldPassword, newPassword, message) => {
    expect(await change(oldPassword, newPassword)).toMatchObject({ success: false, message });
    expect(await login('member', 'points', 'Demo@2026')).toMatchObject({ success: true });
  });
});

describe('the phone change', () => {
  const change = async (phone: string, password = 'Demo@2026') => {
    const send = await as('member');
    const answer = await send<{ phone: string }>('/api/mall/member/updatePhone', {
      phone,
      password: await encryptPassword(password),
    });
    return { answer, security: (await send<SecurityInfo>('/api/mall/member/securityInfo')).data };
  };

  it('takes a mainland mobile number and shows it masked', async () => {
    const { answer, security } = await change('13912345678');
    expect(answer).toMatchObject({ success: true, message: ACCOUNT_MESSAGES.phoneChanged });
    expect(security).toEqual({ account: 'member', phone: '139****5678', passwordSet: true });
  });

  it.each([
    ['a number of the wrong length', '1391234567', 'Demo@2026', ADDRESS_MESSAGES.phoneLength],
    ['a number that is not a mobile', '23912345678', 'Demo@2026', ADDRESS_MESSAGES.phonePattern],
    ['a wrong password', '13912345678', 'Wrong2026', ACCOUNT_MESSAGES.passwordWrong],
  ])('refuses %s', async (_, phone, password, message) => {
    const { answer, security } = await change(phone, password);
    expect(answer).toMatchObject({ success: false, message });
    expect(security.phone).not.toBe('139****5678');
  });
});

describe('the points card', () => {
  it('shows the balance, the points expiring soon, and an order and its refund as movements', async () => {
    const send = await as('member');
    const order = await send<SubmittedOrder>('/api/order/submitOrder', {
      kind: 'normal',
      settlementKey: 'points-card',
      items: [{ goodsCode: 'G-ON-SALE', goodsSkuCode: 'G-ON-SALE-01', quantity: 1 }],
    });
    expect(order.success).toBe(true);
    await send('/api/order/cancelOrder', { orderNo: order.data.orderNo });
    const card = (await send<PointsCard>('/api/mall/member/pointsCard')).data;
    expect(card.balance).toBe(50_000);
    expect(card.expiringPoints).toBeGreaterThan(0);
    const mine = card.movements.filter((movement) => movement.orderNo === order.data.orderNo);
    expect(mine.map(({ kind, points }) => ({ kind, points }))).toEqual(
      expect.arrayContaining([
        { kind: 'order', points: -order.data.totalPoints },
        { kind: 'refund', points: order.data.totalPoints },
      ]),
    );
  });

  it('is refused, with the rules, in a shop that does not price in points', async () => {
    const send = await as('member', 'procure');
    expect(await send('/api/mall/member/pointsCard')).toMatchObject({ success: false });
    expect(await send('/api/mall/website/pointsRule')).toMatchObject({ success: false });
  });

  it('answers the rules as HTML in a points shop', async () => {
    const send = await as('member');
    expect((await send<{ content: string }>('/api/mall/website/pointsRule')).data.content).toContain('<h2>');
  });
});

describe('notices', () => {
  it('lists the seeded notices with the unread count; reading one lowers it', async () => {
    const send = await as('member');
    const before = (await send<{ records: Notice[]; unreadCount: number }>('/api/mall/notice/list')).data;
    expect(before.records).toHaveLength(3);
    expect(before.unreadCount).toBe(2);
    const unread = before.records.find((notice) => !notice.read);
    await send('/api/mall/notice/read', { id: unread?.id });
    const after = (await send<{ unreadCount: number }>('/api/mall/notice/list')).data;
    expect(after.unreadCount).toBe(1);
    expect(await send('/api/mall/notice/read', { id: 1 })).toMatchObject({
      success: false,
      message: NOTICE_TEXTS.notFound,
    });
  });

  it('saves which notices arrive, and refuses a value that is not a switch', async () => {
    const send = await as('member');
    expect(await send('/api/mall/notice/settings', { points: false })).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.settingsSaved,
      data: { order: true, points: false, system: true },
    });
    expect((await send('/api/mall/notice/settings')).data).toEqual({
      order: true,
      points: false,
      system: true,
    });
    expect(await send('/api/mall/notice/settings', { order: 'no' })).toMatchObject({ success: false });
  });
});
