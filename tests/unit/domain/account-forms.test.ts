// The account pages' rules (docs/account-pages.md): the password rule and the password change, the phone change
// with the address form's phone rule (spec 1 §5), the nickname, and the points movements of orders.
import fc from 'fast-check';
import {
  ACCOUNT_MESSAGES,
  ADDRESS_MESSAGES,
  checkNewPassword,
  checkNickname,
  ORDER_STATUS,
  pointsMovements,
  unreadBadge,
  validatePasswordChange,
  validatePhoneChange,
} from '../../../engine';

describe('the password rule: 8–20 characters with a letter and a digit', () => {
  it.each([
    ['', ACCOUNT_MESSAGES.newPasswordRequired],
    ['abc1234', ACCOUNT_MESSAGES.passwordFormat],
    ['abcdefgh', ACCOUNT_MESSAGES.passwordFormat],
    ['12345678', ACCOUNT_MESSAGES.passwordFormat],
    ['abcd1234', undefined],
    ['Demo@2026', undefined],
    [`a1${'x'.repeat(18)}`, undefined],
    [`a1${'x'.repeat(19)}`, ACCOUNT_MESSAGES.passwordFormat],
  ])('%j → %s', (password, message) => {
    expect(checkNewPassword(password)).toBe(message);
  });

  it('accepts every 8–20 character text holding a letter and a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9@#]{6,18}$/), (middle) => {
        expect(checkNewPassword(`a${middle}1`)).toBeUndefined();
      }),
    );
  });
});

describe('the password change', () => {
  const values = (oldPassword: string, newPassword: string, confirmPassword: string) => ({
    oldPassword,
    newPassword,
    confirmPassword,
  });

  it.each([
    [
      'all empty',
      values('', '', ''),
      {
        oldPassword: ACCOUNT_MESSAGES.oldPasswordRequired,
        newPassword: ACCOUNT_MESSAGES.newPasswordRequired,
        confirmPassword: ACCOUNT_MESSAGES.confirmRequired,
      },
    ],
    [
      'a new password like the old',
      values('Demo@2026', 'Demo@2026', 'Demo@2026'),
      { newPassword: ACCOUNT_MESSAGES.sameAsOld },
    ],
    [
      'a confirm that differs',
      values('Demo@2026', 'NewPass2026', 'NewPass2027'),
      { confirmPassword: ACCOUNT_MESSAGES.confirmMismatch },
    ],
    [
      'a weak new password',
      values('Demo@2026', 'short1', 'short1'),
      { newPassword: ACCOUNT_MESSAGES.passwordFormat },
    ],
    ['a valid change', values('Demo@2026', 'NewPass2026', 'NewPass2026'), {}],
  ])('%s', (_, form, errors) => {
    expect(validatePasswordChange(form)).toEqual({ valid: Object.keys(errors).length === 0, errors });
  });
});

describe('the phone change: the address form’s phone rule and the password', () => {
  it.each([
    ['', 'x', { phone: ADDRESS_MESSAGES.phoneRequired }],
    ['1391234567', 'x', { phone: ADDRESS_MESSAGES.phoneLength }],
    ['23912345678', 'x', { phone: ADDRESS_MESSAGES.phonePattern }],
    ['12912345678', 'x', { phone: ADDRESS_MESSAGES.phonePattern }],
    ['13912345678', '', { password: ACCOUNT_MESSAGES.passwordRequired }],
    [' 13912345678 ', 'x', {}],
  ])('%j with password %j', (phone, password, errors) => {
    expect(validatePhoneChange({ phone, password }, { phoneLength: 11 })).toEqual({
      valid: Object.keys(errors).length === 0,
      errors,
    });
  });
});

describe('the nickname: required, at most 20 characters', () => {
  it.each([
    ['  ', ACCOUNT_MESSAGES.nicknameRequired],
    ['名'.repeat(20), undefined],
    ['名'.repeat(21), ACCOUNT_MESSAGES.nicknameLength],
  ])('%j → %s', (nickname, message) => {
    expect(checkNickname(nickname)).toBe(message);
  });
});

describe('points movements: an order takes its points, a cancel or reject gives them back', () => {
  const order = (
    orderNo: string,
    goodsPoints: number,
    createTime: number,
    ...history: [number, number][]
  ) => ({
    orderNo,
    goodsPoints,
    createTime,
    history: history.map(([status, time]) => ({ status: status as typeof ORDER_STATUS.toShip, time })),
  });

  it('lists each points order and each refund, newest first; money orders move nothing', () => {
    expect(
      pointsMovements([
        order('A', 300, 1, [ORDER_STATUS.toShip, 1], [ORDER_STATUS.cancelled, 5]),
        order('B', 0, 2, [ORDER_STATUS.toShip, 2]),
        order('C', 120, 3, [ORDER_STATUS.pendingReview, 3], [ORDER_STATUS.rejected, 4]),
        order('D', 50, 6, [ORDER_STATUS.completed, 7]),
      ]),
    ).toEqual([
      { kind: 'order', orderNo: 'D', points: -50, time: 6 },
      { kind: 'refund', orderNo: 'A', points: 300, time: 5 },
      { kind: 'refund', orderNo: 'C', points: 120, time: 4 },
      { kind: 'order', orderNo: 'C', points: -120, time: 3 },
      { kind: 'order', orderNo: 'A', points: -300, time: 1 },
    ]);
  });

  it('sums to what the member still owes for orders that stand', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.boolean())), (orders) => {
        const movements = pointsMovements(
          orders.map(([points, cancelled], index) =>
            order(
              `O${index}`,
              points,
              index,
              ...(cancelled ? [[ORDER_STATUS.cancelled, index] as [number, number]] : []),
            ),
          ),
        );
        const standing = orders
          .filter(([, cancelled]) => !cancelled)
          .reduce((sum, [points]) => sum + points, 0);
        expect(movements.reduce((sum, movement) => sum + movement.points, 0) + standing).toBe(0);
      }),
    );
  });
});

describe('the unread badge', () => {
  it.each([
    [0, undefined],
    [3, '3'],
    [99, '99'],
    [100, '99+'],
  ])('%i unread → %s', (count, badge) => {
    expect(unreadBadge(count)).toBe(badge);
  });
});
