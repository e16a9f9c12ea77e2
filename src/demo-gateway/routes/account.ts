// The account pages' calls (docs/gateway.md "Account pages"): profile, password and phone changes, the points
// card and rules, notices and notice settings. Spec 1 shows none of them: their shape is the project's design.
import {
  ACCOUNT_MESSAGES,
  checkNewPassword,
  checkNickname,
  checkPhone,
  maskPhone,
  NOTICE_KINDS,
  NOTICE_TEXTS,
  pointsMovements,
  withAfterSaleMovements,
} from '../../../engine';
import type { Notice, NoticeList, PointsCard, SecurityInfo } from '../../../engine/contract';
import { invalid, notFound, ok, refused } from '../answer';
import type { ShopDb, User } from '../db';
import { keptText } from '../free-text';
import { checkPasswordTry } from '../password-attempts';
import { requirePermission } from '../permissions';
import { get, post } from '../router';
import type { Context, Route } from '../router';
import { POINTS_RULES_HTML } from '../seed-notices';
import { shanghaiTime } from '../time';
import { uploadOwner } from '../uploads';
import { decryptedPassword } from './auth';

const RECENT_MOVEMENTS = 20;

/** The login password, checked before a change the member must confirm: throttled as the login is. */
function confirmPassword({ db, input, user, now }: Context, field: string, wrong: string): string {
  const plain = decryptedPassword(input.text(field, { message: ACCOUNT_MESSAGES.passwordRequired }));
  checkPasswordTry(db, { account: user.account, user, password: plain, now }, (locking) =>
    refused(locking ?? wrong),
  );
  return plain;
}

/** Every session of the member ends: a changed password must be used everywhere. */
function endSessions(db: ShopDb, user: User): void {
  for (const [token, session] of db.sessions) if (session.account === user.account) db.sessions.delete(token);
}

const noticeView = (notice: User['notices'][number]): Notice => ({
  ...notice,
  time: shanghaiTime(notice.time),
});
const unreadCount = (user: User) => user.notices.filter((notice) => !notice.read).length;

export const accountRoutes: Route[] = [
  post('/mall/member/updateBasicInfo', 'user', ({ db, user, input, state }) => {
    const nickName = keptText(input.field('nickName'));
    const problem = checkNickname(nickName);
    if (problem) invalid(problem);
    const avatar = input.optionalText('headPortrait');
    // Only an image this member uploaded here may become the avatar.
    if (avatar !== undefined && !state.uploads.isOwnedBy(avatar, uploadOwner(db, user)))
      invalid('头像地址不正确');
    user.nickName = nickName;
    if (avatar !== undefined) user.avatar = avatar;
    return ok(null, ACCOUNT_MESSAGES.infoSaved);
  }),
  get('/mall/member/securityInfo', 'user', ({ user }): SecurityInfo => ({
    account: user.account,
    phone: maskPhone(user.phone),
    passwordSet: user.password !== '',
  })),
  post('/mall/member/updatePassword', 'user', (context) => {
    const { db, user, input } = context;
    const old = confirmPassword(context, 'oldPassword', ACCOUNT_MESSAGES.oldPasswordWrong);
    const next = decryptedPassword(
      input.text('newPassword', { message: ACCOUNT_MESSAGES.newPasswordRequired }),
    );
    const problem = checkNewPassword(next) ?? (next === old ? ACCOUNT_MESSAGES.sameAsOld : undefined);
    if (problem) invalid(problem);
    user.password = next;
    endSessions(db, user);
    return ok(null, ACCOUNT_MESSAGES.passwordChanged);
  }),
  post('/mall/member/updatePhone', 'user', (context) => {
    const { db, user, input, rules } = context;
    const phone = input.field('phone').trim();
    const problem = checkPhone(phone, rules.limits.address);
    if (problem) invalid(problem);
    confirmPassword(context, 'password', ACCOUNT_MESSAGES.passwordWrong);
    if (phone === user.phone) refused(ACCOUNT_MESSAGES.samePhone);
    if ([...db.users.values()].some((other) => other !== user && other.phone === phone))
      refused(ACCOUNT_MESSAGES.phoneTaken);
    user.phone = phone;
    return ok({ phone: maskPhone(phone) }, ACCOUNT_MESSAGES.phoneChanged);
  }),
  get('/mall/member/pointsCard', 'user', (context): PointsCard => {
    requirePermission(context, 'pointsCard');
    const { db, user } = context;
    const movements = withAfterSaleMovements(
      pointsMovements(db.orders.filter((order) => order.userId === user.id)),
      db.afterSales.filter((each) => each.userId === user.id),
    );
    return {
      balance: user.pointsBalance,
      expiringPoints: Math.min(user.pointsExpiring.points, user.pointsBalance),
      expiringTime: shanghaiTime(user.pointsExpiring.time),
      movements: movements
        .slice(0, RECENT_MOVEMENTS)
        .map((movement) => ({ ...movement, time: shanghaiTime(movement.time) })),
    };
  }),
  get('/mall/website/pointsRule', 'user', (context) => {
    requirePermission(context, 'pointsRules');
    return { content: POINTS_RULES_HTML };
  }),
  get('/mall/notice/list', 'user', ({ user }): NoticeList => ({
    records: user.notices.map(noticeView),
    unreadCount: unreadCount(user),
  })),
  post('/mall/notice/read', 'user', ({ user, input }) => {
    const id = input.number('id', { message: NOTICE_TEXTS.notFound });
    const notice = user.notices.find((each) => each.id === id) ?? notFound(NOTICE_TEXTS.notFound);
    notice.read = true;
    return ok(null);
  }),
  get('/mall/notice/settings', 'user', ({ user }) => user.noticeSettings),
  post('/mall/notice/settings', 'user', ({ user, input }) => {
    for (const { kind } of NOTICE_KINDS) {
      const value = input.raw(kind);
      if (value === undefined) continue;
      if (typeof value !== 'boolean') invalid(`参数格式错误：${kind}`);
      user.noticeSettings[kind] = value === true;
    }
    return ok(user.noticeSettings, ACCOUNT_MESSAGES.settingsSaved);
  }),
];
