// The demo accounts every shop has (README.md) and the guests' permission codes: seed data.
import { GOODS_MANAGEMENT_CODES, PERMISSION, PERMISSION_CODES, shopFacts } from '../../engine';
import type { ShopDb, User } from './db';
import { accountSeed } from './seed-notices';

export const DEMO_PASSWORD = 'Demo@2026';

/** Every user's points at the seed: enough for the demo journeys (a points order of several goods). */
export const SEED_POINTS_BALANCE = 50_000;

/** What guests hold (spec 1 §6): the login link, the cart and the mobile QR code. */
export const GUEST_CODES: readonly string[] = [PERMISSION.loginLink, PERMISSION.cart, PERMISSION.mobileQr];

const ALL_CODES = Object.keys(PERMISSION_CODES);
const EQUITY_CODES = [PERMISSION.equity, PERMISSION.myEquity];
const POINTS_CODES = [PERMISSION.pointsCard, PERMISSION.pointsRules];
const REVIEW_CODES = [PERMISSION.orderReview];
const SUPPLIER_CODES = [PERMISSION.sourcing, ...GOODS_MANAGEMENT_CODES];
const NOT_FOR_MEMBERS = new Set<string>([
  PERMISSION.loginLink,
  ...EQUITY_CODES,
  ...POINTS_CODES,
  ...REVIEW_CODES,
  ...SUPPLIER_CODES,
]);
/** The viewer browses: logout, mobile QR, user centre and personal home, favourites, history, account pages. */
const VIEWER_CODES = [
  PERMISSION.logout,
  PERMISSION.mobileQr,
  'F000060',
  'F000061',
  'F000176',
  'F000641',
  'F000180',
  'F000183',
  'F000190',
  'F000193',
  'F000184',
  'F000672',
];

/** Members hold every code but the guests', reviewers' and suppliers'; equity and points codes where the shop has them. */
function memberCodes(db: ShopDb): string[] {
  return [
    ...ALL_CODES.filter((code) => !NOT_FOR_MEMBERS.has(code)),
    ...(shopFacts(db.resolved.profile).hasEquity ? EQUITY_CODES : []),
    ...(db.pointsMode ? POINTS_CODES : []),
  ];
}

interface AccountSeed {
  account: string;
  nickName: string;
  roleId: number | null;
  supplier?: boolean;
  privacyAgreed: boolean;
  codes: (db: ShopDb) => string[];
}

export const ACCOUNTS: AccountSeed[] = [
  { account: 'member', nickName: '演示会员', roleId: 1, privacyAgreed: true, codes: memberCodes },
  {
    account: 'reviewer',
    nickName: '订单审核员',
    roleId: 2,
    privacyAgreed: true,
    codes: (db) => [...memberCodes(db), ...REVIEW_CODES],
  },
  {
    account: 'supplier',
    nickName: '供应商小王',
    roleId: 1,
    supplier: true,
    privacyAgreed: true,
    codes: (db) => [...memberCodes(db), ...SUPPLIER_CODES],
  },
  { account: 'viewer', nickName: '只读访客', roleId: 3, privacyAgreed: true, codes: () => VIEWER_CODES },
  { account: 'newcomer', nickName: '新注册用户', roleId: 1, privacyAgreed: false, codes: memberCodes },
  /** A member with the profile's whole page of favourites (seed-users.ts): the favourites at scale. */
  { account: 'collector', nickName: '收藏达人', roleId: 1, privacyAgreed: true, codes: memberCodes },
];

export function newUser(
  db: ShopDb,
  fields: Pick<
    User,
    'account' | 'password' | 'nickName' | 'phone' | 'roleId' | 'supplier' | 'codes' | 'privacyAgreed'
  >,
): User {
  return {
    ...fields,
    id: db.resolved.profile.shop.id * 100 + db.users.size + 1,
    levelId: 1,
    pointsBalance: SEED_POINTS_BALANCE,
    cart: [],
    favourites: [],
    addresses: [],
    searchHistory: [],
    browseHistory: [],
    requests: [],
    ...accountSeed(db),
  };
}
