// Seed data for the account pages (docs/account-pages.md): each user's notices, notice settings and the points
// that lapse soon. Every user gets the same, dated from the seed's clock, so the pages look alike everywhere.
import { NOTICE_KINDS } from '../../engine';
import type { Notice, ShopDb, User } from './db';
import { DAY, HOUR } from './time';

const NOTICES: readonly Omit<Notice, 'id' | 'time' | 'read'>[] = [
  {
    kind: 'system',
    title: '商城服务升级公告',
    content: '为提供更好的购物体验，商城将于本周日凌晨 2:00–4:00 进行系统升级，期间暂停下单。',
  },
  {
    kind: 'points',
    title: '您有积分即将过期',
    content: '您有部分积分将于近期过期，请在积分卡中查看并尽快使用。',
  },
  {
    kind: 'order',
    title: '订单已发货',
    content: '您的订单已由仓库发出，可在“我的订单”中查看物流信息。',
  },
];

/** The three seeded notices, newest first: the oldest is already read. */
function seedNotices(db: ShopDb): Notice[] {
  return NOTICES.map((notice, index) => ({
    ...notice,
    id: db.resolved.profile.shop.id * 1000 + index + 1,
    time: db.base - index * DAY - 2 * HOUR,
    read: index === NOTICES.length - 1,
  }));
}

/** The account pages' part of a new user. */
export const accountSeed = (
  db: ShopDb,
): Pick<User, 'avatar' | 'pointsExpiring' | 'notices' | 'noticeSettings'> => ({
  avatar: null,
  pointsExpiring: { points: 1200, time: db.base + 10 * DAY },
  notices: seedNotices(db),
  noticeSettings: Object.fromEntries(NOTICE_KINDS.map(({ kind }) => [kind, true])) as User['noticeSettings'],
});

/** The points rules the points card's 积分规则 shows: server HTML, sanitised by the storefront. */
export const POINTS_RULES_HTML = [
  '<h2>积分获取</h2>',
  '<p>积分由所在单位按福利计划发放，发放后即可在商城内使用。</p>',
  '<h2>积分使用</h2>',
  '<ul><li>积分可用于兑换商城内的商品，1 积分按商品标价抵扣。</li>',
  '<li>订单取消或审核驳回后，所用积分原路退还。</li></ul>',
  '<h2>积分有效期</h2>',
  '<p>积分自发放之日起有效期为一年，到期未使用的积分将自动失效，请留意积分卡中的即将过期积分。</p>',
].join('');
