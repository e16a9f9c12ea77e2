// Every screen of the matrix, declared once. Each runs in every shop column and every viewport (or once
// per viewport in the site column when `site` is set). Adding a screen is adding one entry here; its
// baselines appear as `new` until approved with `npm run matrix:update`.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { BATCH_ORDER_TEXT } from '../../engine';
import type { Account } from '../../scripts/lib/demo-login';
import { INVOICE_SCREENS } from './invoice-screens';
import { openScreen } from './open-screen';
import { networkQuiet } from './settle';

export interface Screen {
  /** Unique and file-name safe: the baseline is `baselines/<project>/<name>.png`, the contact sheet row. */
  name: string;
  /** The row heading a reviewer reads. */
  title: string;
  /** Address inside the shop ('/home' opens '/points/home'); with `site`, the address in the site. */
  route: string;
  /** A screen of the whole site, not of a shop: captured once per viewport in the `_site` column. */
  site?: boolean;
  /** Who is logged in; a guest by default. */
  account?: Account;
  /**
   * Brings the page into the state to capture (open a dialog, a drawer, hover a pop-up). After the capture
   * the page is put back (tests/matrix/restore.ts: dialogs closed, focus and pointer gone) for the next screen.
   */
  steps?: (page: Page) => Promise<void>;
  /** What the steps show that is not a dialog (a hover or focus pop-up): hidden again before the next screen. */
  revealed?: (page: Page) => Locator;
  /** Visible before the capture: a text (exact substring) or a locator. */
  waitFor?: string | ((page: Page) => Locator);
  /** Parts painted over in the capture (e.g. something tied to the real time the clock cannot freeze). */
  mask?: (page: Page) => Locator[];
}

/** The right sidebar's tab of that title (cart and favourites drawers, personal centre, …). */
const sidebarTab = (page: Page, title: string) =>
  page.getByRole('complementary', { name: '侧边栏' }).getByRole('button', { name: title, exact: true });

/** Goods every demo shop has (src/demo-gateway/catalogue.ts SPECIAL_GOODS; SKU codes end in -01). */
const goods = (code: string, route = '/goodDetail/goodDetail') =>
  `${route}?goodsCode=${code}&goodsSkuCode=${code}-01`;

const ADDRESS_BOOK = '/userCenter/account/location';

/** Opens the new-address dialog's region picker and chooses `path` (names, from the province down). */
const pickRegions =
  (...path: string[]) =>
  async (page: Page) => {
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page
      .getByRole('dialog', { name: '新增收货地址' })
      .getByRole('button', { name: '所在地区' })
      .click();
    const picker = page.getByRole('dialog', { name: '选择所在地区' });
    for (const name of path) await picker.getByRole('option', { name, exact: true }).click();
  };

/** The region picker open at one level (tab 省份, 城市, 区县 or 街道), after choosing the levels above it. */
const pickerAt = (level: string, tab: string, ...path: string[]): Screen => ({
  name: `region-picker-${level}`,
  title: `地区选择：${tab}`,
  route: ADDRESS_BOOK,
  account: 'member',
  steps: pickRegions(...path),
  waitFor: (page) => page.getByRole('listbox', { name: tab }),
});

/** A settlement page of one variant, for buy-now of one goods. */
const settlement = (name: string, title: string, variant: string, code: string): Screen => ({
  name,
  title,
  route: `/${variant}/settlement?goodsCode=${code}&goodsSkuCode=${code}-01&quantity=1`,
  account: 'member',
  waitFor: (page) => page.getByRole('region', { name: '商品清单' }),
});

/** A member list page (docs/member-pages.md) with its content, or the frame's refusal where the menu hides it. */
const memberListShown = (content: (page: Page) => Locator) => (page: Page) =>
  content(page).or(page.getByText('您没有访问该页面的权限'));

/** 我的余额 (docs/balance.md) with its table or a filter's empty state, or the refusal where the menu hides it. */
const balanceScreen = (name: string, title: string, query: string): Screen => ({
  name,
  title,
  route: `/userCenter/userCenterView2/balance${query}`,
  account: 'member',
  waitFor: memberListShown((page) =>
    page.getByRole('table', { name: '余额明细' }).or(page.getByText('没有符合条件的余额明细')),
  ),
});

/**
 * Chooses 余额支付 where the settlement offers it (money shops with the balance). It shows once the balance
 * has loaded, after the lines: once the page's requests are done, it is there or never will be.
 */
async function chooseBalancePayment(page: Page): Promise<void> {
  await page.getByRole('region', { name: '订单金额' }).waitFor();
  await networkQuiet(page);
  const choice = page.getByRole('radio', { name: /^余额支付/ });
  if (!(await choice.isVisible())) return;
  await choice.check();
  await page.getByText('余额不足：').scrollIntoViewIfNeeded();
}

/** Where the member may see orders: their list, or the user centre's refusal (orders kept elsewhere). */
const ordersShown = memberListShown((page) => page.getByRole('list', { name: '订单列表' }));

/**
 * Opens a page of the member's newest order (its number read from 我的订单): `/…?orderNo=<number>`. A shop
 * whose orders live elsewhere shows its refusal instead.
 */
const newestOrder = (path: string) => async (page: Page) => {
  await ordersShown(page).waitFor();
  const detail = page.getByRole('link', { name: /^订单详情：/ }).first();
  if ((await detail.count()) === 0) return;
  const orderNo = ((await detail.getAttribute('aria-label')) ?? '').replace('订单详情：', '');
  const mallPath = new URL(page.url()).pathname.split('/')[1] ?? '';
  await openScreen(page, `/${mallPath}${path}?orderNo=${orderNo}`);
};

/** 我的订单 on its 已发货 tab: its newest order is the member's seeded shipped order, with its parcel. */
const SHIPPED_ORDERS = '/userCenter/order?status=1003';

/** A shipped order's parcel, or the user centre's refusal where orders live elsewhere. */
const shipmentShown = (page: Page) =>
  page.getByRole('region', { name: '物流信息' }).or(page.getByText('您没有访问该页面的权限'));

/**
 * Follows the member's first review entry of that kind (评价 or 已评价) from 我的订单 to /editProductReview.
 * A shop whose orders live elsewhere shows its refusal instead.
 */
const reviewEntry = (action: string) => async (page: Page) => {
  await ordersShown(page).waitFor();
  if ((await page.getByRole('list', { name: '订单列表' }).count()) === 0) return;
  await page
    .getByRole('link', { name: new RegExp(`^${action}：`) })
    .first()
    .click();
};

/** The review page, or the user centre's refusal where the member's orders are kept elsewhere. */
const reviewShown = (content: (page: Page) => Locator) => (page: Page) =>
  content(page).or(page.getByText('您没有访问该页面的权限'));

const orderPage = (name: string, title: string, path: string): Screen => ({
  name,
  title,
  route: '/userCenter/order',
  account: 'member',
  steps: newestOrder(path),
});

/** An account page as the member sees it (docs/account-pages.md), or the user centre's refusal where the menu hides it. */
const accountPage = (name: string, title: string, route: string, shown: (page: Page) => Locator): Screen => ({
  name,
  title,
  route,
  account: 'member',
  waitFor: (page) => shown(page).or(page.getByText('您没有访问该页面的权限')),
});

/** The goods-management table where the supplier may open it, or the user centre's refusal. */
const goodsManagementShown = (page: Page) =>
  page.getByRole('table', { name: '商品列表' }).or(page.getByText('您没有访问该页面的权限'));

const SOURCING = '/userCenter/submitProduct';

/** 预算管理 (docs/budgets.md): shown where the shop keeps budgets, else the user centre's refusal. */
const BUDGETS = '/userCenter/account/budget';

/** The requests page where the supplier may open it (sourcing.enabled), or the user centre's refusal. */
const requestsShown = (page: Page) =>
  page.getByRole('table', { name: '采购需求列表' }).or(page.getByText('您没有访问该页面的权限'));

/** The after-sales record where the member may open it (afterSales.enabled), or the user centre's refusal. */
const afterSalesShown = memberListShown((page) =>
  page.getByRole('list', { name: '售后记录' }).or(page.getByText('暂无售后记录')),
);

/** A tab of 售后记录 (docs/after-sales.md), with its counts. */
const afterSaleTab = (tab: string, label: string): Screen => ({
  name: `after-sales-${tab}`,
  title: `售后记录：${label}`,
  route: `/userCenter/afterSalesRecord${tab === 'all' ? '' : `?tab=${tab}`}`,
  account: 'member',
  waitFor: afterSalesShown,
});

/** The detail of the seeded case in `status` (每个状态一个), opened from the record. */
const afterSaleDetail = (status: string, label: string): Screen => ({
  name: `after-sale-detail-${status.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
  title: `售后详情：${label}`,
  route: '/userCenter/afterSalesRecord',
  account: 'member',
  steps: async (page) => {
    await afterSalesShown(page).waitFor();
    // The last tab's list stays on screen, marked busy, while this one loads (record-page.tsx): its cards
    // are not this list's.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const card = page.getByRole('listitem', { name: /^售后单 / }).filter({ hasText: label });
    if ((await card.count()) > 0) await card.getByRole('link', { name: /^查看详情/ }).click();
  },
  waitFor: memberListShown((page) => page.getByRole('list', { name: '售后进度' })),
});

const STATEMENTS = '/userCenter/invoicingZdList';

/** 账单's table, or the frame's refusal where the shop keeps no statements. */
const statementsShown = memberListShown((page) => page.getByRole('table', { name: '账单列表' }));

/** The seeded statement in `status` (one per status), opened from 账单 filtered to that status. */
const statementDetail = (status: string, label: string): Screen => ({
  name: `statement-detail-${status}`,
  title: `账单详情：${label}`,
  route: `${STATEMENTS}?status=${status}`,
  account: 'member',
  steps: async (page) => {
    await statementsShown(page).waitFor();
    const view = page.getByRole('link', { name: /^查看 / });
    if ((await view.count()) > 0) await view.first().click();
  },
  waitFor: memberListShown((page) => page.getByRole('region', { name: '账单金额' })),
});

/** 申请售后 of the seeded 已完成 order with a line of 2 units, from 我的订单 (`then` goes on from there). */
const afterSaleApply =
  (then?: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await ordersShown(page).waitFor();
    const entry = page
      .getByRole('listitem', { name: /^订单 / })
      .filter({ hasText: '共1种商品，2件' })
      .getByRole('link', { name: /^申请售后：/ });
    // The list shows before each order's after-sale answer adds its 申请售后.
    await memberListShown(() => entry.first())(page).waitFor();
    if ((await entry.count()) === 0) return;
    await entry.first().click();
    await page.getByRole('list', { name: '订单商品' }).waitFor();
    await then?.(page);
  };

/** Ticks the line and goes on to the form. */
const toForm = async (page: Page) => {
  await page.getByRole('list', { name: '订单商品' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('form', { name: '售后申请' }).waitFor();
};

/** The member's drawer that the sidebar tab `tab` opens, over the home; the drawer has the tab's title. */
const sidebarDrawer = (name: string, title: string, tab: string): Screen => ({
  name,
  title,
  route: '/home',
  account: 'member',
  steps: (page) => sidebarTab(page, tab).click(),
  waitFor: (page) => page.getByRole('dialog', { name: tab }),
});

/** Opens the purchase-demand dialog from the requests page (then runs `then`), where the shop offers it. */
const purchaseDialog =
  (open: (page: Page) => Locator, then?: (page: Page) => Promise<void>) => async (page: Page) => {
    await requestsShown(page).waitFor();
    const button = open(page);
    if ((await button.count()) === 0) return;
    await button.click();
    await then?.(page);
  };

const purchaseDialogShown = (title: string) => (page: Page) =>
  page.getByRole('dialog', { name: title }).or(page.getByText('您没有访问该页面的权限'));

const OLD_ORDERS = '/userCenter/limofangOrder';

/** The old system's orders table, or what the page says instead (nothing found, or the menu's refusal). */
const oldOrdersShown = memberListShown((page) =>
  page
    .getByRole('table', { name: '旧系统订单列表' })
    .or(page.getByText('暂无旧系统订单'))
    .or(page.getByText('没有符合条件的旧系统订单')),
);

/** Opens the newest legacy order from 旧系统订单, where the member has one. */
const openNewestOldOrder = async (page: Page) => {
  await oldOrdersShown(page).waitFor();
  const view = page.getByRole('link', { name: /^查看旧系统订单 / }).first();
  if ((await view.count()) > 0) await view.click();
};

const INVOICE_TITLES = '/userCenter/invoicedMsg';

/** 发票信息's table where the shop has invoices (invoices.enabled), or the user centre's refusal. */
const invoiceTitlesShown = memberListShown((page) => page.getByRole('table', { name: '发票抬头列表' }));

/** 填写发票抬头 where the shop has invoices, or the user centre's refusal. */
const titleFormShown = memberListShown((page) => page.getByRole('form', { name: '填写发票抬头' }));

/** Clicks a control of 发票信息 or its form where the shop shows them (nothing where it refuses them). */
const clickWhereShown =
  (shown: (page: Page) => Locator, control: (page: Page) => Locator) => async (page: Page) => {
    await shown(page).waitFor();
    const target = control(page);
    if ((await target.count()) > 0) await target.first().click();
  };

/** The title of the seeded rows (seed-invoices.ts), by its name. */
const titleRow = (page: Page, name: string) =>
  page.getByRole('table', { name: '发票抬头列表' }).getByRole('row', { name });
const BATCH_ORDER = '/userCenter/batchOrder';
const BATCH_ORDER_EMPTY = '上传文件或粘贴“商品编码 数量”后，这里逐行显示检查结果';
/** Six pasted lines, five rows once the duplicate is merged: two valid, an unknown SKU, over stock, below the minimum. */
const BATCH_ROWS_WITH_ERRORS =
  'G-0001-01 1\nNO-SUCH-SKU 2\nG-LOW-STOCK-01 9\nG-0001-01 2\nG-LADDER-01 1\nG-0002-01 3';

const pasteBox = (page: Page) => page.getByRole('textbox', { name: '粘贴商品编码和数量' });

/**
 * Pastes the lines and has them checked, where the shop offers the page (batchOrder.enabled). `pageShown`
 * tells this page from the one before it: opened from 批量下单, the flash-sale page (the same paste box) is
 * not drawn yet when its address changes.
 */
const pasteBatchRows =
  (lines: string, pageShown = pasteBox) =>
  async (page: Page) => {
    await memberListShown(pageShown)(page).first().waitFor();
    const box = pasteBox(page);
    if ((await box.count()) === 0) return;
    await box.fill(lines);
    await page.getByRole('button', { name: '识别粘贴内容' }).click();
  };

export const SCREENS: readonly Screen[] = [
  {
    name: 'shop-directory',
    title: '商城列表 /',
    route: '/',
    site: true,
    waitFor: (page) => page.getByRole('heading', { name: '商城列表' }),
  },
  // A guest sees the home page where the shop lets visitors browse, the login page where it does not.
  { name: 'home', title: '首页（访客）', route: '/home' },
  {
    name: 'login',
    title: '登录',
    route: '/login',
    waitFor: (page) => page.getByRole('button', { name: /^登\s*录$/ }),
  },
  {
    name: 'privacy-dialog',
    title: '隐私协议弹窗（newcomer 登录后）',
    route: '/home',
    account: 'newcomer',
    waitFor: (page) => page.getByRole('dialog', { name: '用户隐私协议' }),
  },
  {
    name: 'category-popup',
    title: '商品分类弹出层（悬停）',
    route: '/home',
    account: 'member',
    steps: async (page) => {
      // A phone has no nav bar: its 菜单 opens the drawer that lists the categories.
      const menu = page.getByRole('button', { name: '菜单' });
      const trigger = page.getByRole('button', { name: '全部商品分类' });
      await menu.or(trigger).filter({ visible: true }).waitFor();
      if (await menu.isVisible()) return menu.click();
      await trigger.hover();
      await page.getByRole('list', { name: '商品分类' }).getByRole('link').first().hover();
    },
    waitFor: (page) => page.getByRole('list', { name: '商品分类' }),
    revealed: (page) => page.getByRole('list', { name: '商品分类' }),
  },
  {
    name: 'search-history',
    title: '搜索历史（聚焦搜索框）',
    route: '/home',
    account: 'member',
    steps: (page) => page.getByRole('searchbox', { name: '搜索商品' }).focus(),
    waitFor: (page) => page.getByRole('region', { name: '搜索历史' }),
    revealed: (page) => page.getByRole('region', { name: '搜索历史' }),
  },
  {
    name: 'commodity-centre',
    title: '商品中心',
    route: '/commodityCenter/commodityCenter',
    account: 'member',
  },
  {
    name: 'goods-detail',
    title: '商品详情',
    route: goods('G-ON-SALE'),
    account: 'member',
    waitFor: '有机高山绿茶 特级 100g',
  },
  {
    name: 'goods-detail-flash-sale',
    title: '商品详情（秒杀进行中）',
    route: goods('G-FLASH-RUNNING'),
    account: 'member',
    waitFor: (page) => page.getByRole('timer'),
  },
  {
    name: 'goods-detail-flash-upcoming',
    title: '商品详情（秒杀未开始：现价与秒杀价提示）',
    route: goods('G-FLASH-UPCOMING'),
    account: 'member',
    waitFor: (page) => page.getByRole('timer'),
  },
  {
    name: 'virtual-goods-detail',
    title: '虚拟商品详情',
    route: goods('G-VIRTUAL', '/virtualGoods/virtualGoodsDetail'),
    account: 'member',
    waitFor: '视频会员月卡',
  },
  {
    name: 'flash-sale',
    title: '限时秒杀（进行中、即将开始、已结束）',
    route: '/flashSale',
    account: 'member',
    waitFor: (page) => page.getByRole('region', { name: '进行中' }),
  },
  {
    name: 'user-centre',
    title: '个人中心首页与菜单',
    route: '/userCenter/userCenterView2',
    account: 'member',
  },
  // The accounts whose pages differ from the member's: who may only browse, who reviews, who supplies.
  {
    name: 'goods-detail-viewer',
    title: '商品详情（viewer：只可浏览，不可加购）',
    route: goods('G-ON-SALE'),
    account: 'viewer',
    waitFor: '有机高山绿茶 特级 100g',
  },
  ...(['viewer', 'reviewer', 'supplier'] as const).map((account): Screen => ({
    name: `user-centre-${account}`,
    title: `个人中心首页与菜单（${account}）`,
    route: '/userCenter/userCenterView2',
    account,
  })),
  {
    name: 'address-book',
    title: '收货地址（默认在前）',
    route: ADDRESS_BOOK,
    account: 'member',
    waitFor: (page) => page.getByRole('list', { name: '收货地址列表' }),
  },
  {
    name: 'address-dialog-errors',
    title: '新增收货地址（空表单提交后的提示）',
    route: ADDRESS_BOOK,
    account: 'member',
    steps: async (page) => {
      await page.getByRole('button', { name: '新增收货地址' }).click();
      await page.getByRole('dialog', { name: '新增收货地址' }).getByRole('button', { name: '保存' }).click();
    },
    waitFor: '请输入收货人',
  },
  pickerAt('province', '省份'),
  pickerAt('city', '城市', '广东省'),
  pickerAt('district', '区县', '广东省', '深圳市'),
  pickerAt('street', '街道', '广东省', '深圳市', '南山区'),
  // The drawers come right before the cart page, whose checkout layout has no sidebar: the next screen with
  // one builds it afresh. A sidebar kept from a drawer's screen sometimes drew its count badges' digits with
  // other anti-aliasing (a few pixels, in 2 of 126 screens after a drawer, over seven runs).
  sidebarDrawer('cart-drawer', '购物车抽屉（侧边栏）', '购物车'),
  sidebarDrawer('favourites-drawer', '收藏抽屉（侧边栏）', '我的收藏'),
  {
    name: 'cart',
    title: '购物车（不可勾选的原因、合计栏）',
    route: '/cart',
    account: 'member',
    waitFor: (page) => page.getByRole('checkbox', { name: '选择 有机高山绿茶 特级 100g' }),
  },
  settlement('settlement', '结算：普通商品', 'orderSettlement', 'G-ON-SALE'),
  settlement('settlement-flash-sale', '结算：秒杀', 'msOrderSettlement', 'G-FLASH-RUNNING'),
  settlement(
    'settlement-virtual',
    '结算：虚拟商品（充值账号）',
    'virtualOrderSettlement',
    'G-VIRTUAL-RECHARGE',
  ),
  settlement('settlement-jicai', '结算：集采', 'jiCaiOrderSettlement', 'G-ON-SALE'),
  {
    name: 'settlement-budget-over',
    title: '结算：超出预算（按商城的超预算策略拒绝、待审核或提醒）',
    route: '/jiCaiOrderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=50',
    account: 'member',
    waitFor: (page) => page.getByRole('region', { name: '商品清单' }),
  },
  orderPage('pay-success', '提交成功', '/orderSettlement/paySuccess'),
  orderPage('pay-details', '支付详情', '/orderSettlement/payDetails'),
  {
    name: 'orders',
    title: '我的订单',
    route: '/userCenter/order',
    account: 'member',
    waitFor: ordersShown,
  },
  orderPage('order-detail', '订单详情', '/userCenter/order/view'),
  {
    ...orderPage('order-detail-shipped', '订单详情（已发货：物流信息与跟踪）', '/userCenter/order/view'),
    route: SHIPPED_ORDERS,
    waitFor: (page) => shipmentShown(page),
  },
  {
    ...orderPage('order-receipt-dialog', '确认收货（确认对话框）', '/userCenter/order/view'),
    route: SHIPPED_ORDERS,
    steps: async (page) => {
      await newestOrder('/userCenter/order/view')(page);
      await shipmentShown(page).waitFor();
      const confirm = page.getByRole('button', { name: '确认收货' });
      if ((await confirm.count()) > 0) await confirm.click();
    },
    waitFor: (page) =>
      page.getByRole('dialog', { name: '确认收货' }).or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'review-edit',
    title: '商品评价（未评价：评分、内容、晒图、匿名）',
    route: '/userCenter/order',
    account: 'member',
    steps: reviewEntry('评价'),
    waitFor: reviewShown((page) => page.getByRole('form', { name: '发表评价' })),
  },
  {
    name: 'review-done',
    title: '商品评价（已评价：只读）',
    route: '/userCenter/order',
    account: 'member',
    steps: reviewEntry('已评价'),
    waitFor: reviewShown((page) => page.getByRole('article', { name: '我的评价' })),
  },
  {
    name: 'goods-reviews',
    title: '商品详情：商品评价（平均分、条数、分页）',
    route: goods('G-0001'),
    account: 'member',
    // The section's head at the top of the window: the average, the count and the newest reviews.
    steps: async (page) => {
      const section = page.getByRole('region', { name: '商品评价' });
      await section.getByText('共 12 条评价').waitFor();
      await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    },
    waitFor: (page) => page.getByRole('region', { name: '商品评价' }).getByText('共 12 条评价'),
  },
  {
    name: 'review-orders',
    title: '订单审核（审核员）',
    route: '/userCenter/reviewOrder',
    account: 'reviewer',
  },
  {
    name: 'goods-management',
    title: '商品管理（供应商：草稿，状态页签与数量）',
    route: '/userCenter/goodsManagement',
    account: 'supplier',
    waitFor: goodsManagementShown,
  },
  {
    name: 'goods-management-on-sale',
    title: '商品管理：在售（限制区域、单个与批量操作）',
    route: '/userCenter/goodsManagement?status=onSale',
    account: 'supplier',
    waitFor: goodsManagementShown,
  },
  accountPage('scorecard', '积分卡', '/userCenter/scorecard', (page) =>
    page.getByRole('table').or(page.getByText('暂无积分变动')),
  ),
  accountPage('scorerule', '积分规则', '/userCenter/scorerule', (page) =>
    page.getByRole('heading', { name: '积分有效期' }),
  ),
  accountPage('account-info', '个人信息', '/userCenter/info', (page) =>
    page.getByRole('form', { name: '个人信息' }),
  ),
  accountPage('account-security', '账户安全', '/userCenter/acctSecrty', (page) =>
    page.getByRole('list', { name: '账户安全' }),
  ),
  accountPage('edit-password', '修改密码', '/userCenter/editPassword', (page) =>
    page.getByRole('form', { name: '修改密码' }),
  ),
  accountPage('change-phone', '更换手机号', '/userCenter/rePhone', (page) =>
    page.getByRole('form', { name: '更换手机号' }),
  ),
  accountPage('notices', '消息通知', '/userCenter/notice', (page) =>
    page.getByRole('list', { name: '消息列表' }),
  ),
  accountPage('notice-settings', '账户设置（消息通知设置）', '/userCenter/account/setting', (page) =>
    page.getByRole('form', { name: '账户设置' }),
  ),
  {
    name: 'sourcing-requests',
    title: '商品寻源（供应商：采购需求列表）',
    route: SOURCING,
    account: 'supplier',
    waitFor: requestsShown,
  },
  {
    name: 'purchase-dialog',
    title: '采购需求弹窗（空表单）',
    route: SOURCING,
    account: 'supplier',
    steps: purchaseDialog((page) => page.getByRole('button', { name: '新增' })),
    waitFor: purchaseDialogShown('采购需求'),
  },
  {
    name: 'purchase-dialog-errors',
    title: '采购需求弹窗：空表单提交后的错误',
    route: SOURCING,
    account: 'supplier',
    steps: purchaseDialog(
      (page) => page.getByRole('button', { name: '新增' }),
      (page) => page.getByRole('dialog', { name: '采购需求' }).getByRole('button', { name: '提交' }).click(),
    ),
    waitFor: (page) => page.getByText('请输入商品需求').or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'purchase-dialog-view',
    title: '查看商品（无法供货，拒绝原因）',
    route: SOURCING,
    account: 'supplier',
    steps: purchaseDialog((page) => page.getByRole('button', { name: '查看 进口咖啡机 全自动' })),
    waitFor: (page) => page.getByText('该商品已停产，暂无货源').or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'member-favourites',
    title: '我的收藏',
    route: '/userCenter/colct',
    account: 'member',
    waitFor: memberListShown((page) => page.getByRole('list', { name: '收藏列表' })),
  },
  {
    name: 'member-history',
    title: '浏览记录（按天）',
    route: '/userCenter/historyRecords',
    account: 'member',
    waitFor: memberListShown((page) =>
      page.getByRole('button', { name: '清空' }).or(page.getByText('本商城不记录浏览记录')),
    ),
  },
  {
    name: 'budgets',
    title: '预算管理（部门预算、进度条与订单）',
    route: BUDGETS,
    account: 'member',
    waitFor: memberListShown((page) => page.getByRole('progressbar').first()),
  },
  {
    name: 'budgets-chooser',
    title: '预算管理：部门/人员选择（搜索与分页）',
    route: BUDGETS,
    account: 'member',
    steps: async (page) => {
      const chooser = page.getByRole('combobox', { name: '部门/人员' });
      await memberListShown(() => chooser)(page).waitFor();
      if ((await chooser.count()) === 0) return;
      await chooser.click();
      // Every department opened by its arrow, the last first, so the rows above never move and the list
      // stays at its top: more rows than a page, and the paging note shows.
      const tree = page.getByRole('tree', { name: '部门/人员' });
      const departments = [
        '行政部',
        '研发部',
        '财务部',
        '采购部',
        '市场部',
        '人力资源部',
        '销售部',
        '法务部',
      ];
      for (const name of departments.reverse()) {
        await tree.getByRole('treeitem', { name }).locator('span').first().click();
      }
    },
    waitFor: memberListShown((page) => page.getByRole('tree', { name: '部门/人员' })),
  },
  {
    name: 'member-equity',
    title: '我的权益',
    route: '/userCenter/equityCard',
    account: 'member',
    waitFor: memberListShown((page) => page.getByRole('list', { name: '权益卡' })),
  },
  {
    name: 'member-purchased',
    title: '已购商品',
    route: '/userCenter/alreadyGoods',
    account: 'member',
    waitFor: memberListShown((page) =>
      page.getByRole('list', { name: '已购商品' }).or(page.getByText('暂无已购商品')),
    ),
  },
  {
    name: 'batch-order-empty',
    title: '批量下单（未导入）',
    route: BATCH_ORDER,
    account: 'member',
    waitFor: memberListShown((page) => page.getByText(BATCH_ORDER_EMPTY)),
  },
  {
    name: 'batch-order-errors',
    title: '批量下单（检查结果，含不可导入的行）',
    route: BATCH_ORDER,
    account: 'member',
    steps: pasteBatchRows(BATCH_ROWS_WITH_ERRORS),
    waitFor: memberListShown((page) => page.getByRole('status').filter({ hasText: '不可导入3行' })),
  },
  {
    name: 'flash-sale-batch-order-errors',
    title: '批量下单（秒杀）（检查结果）',
    route: '/userCenter/msBatchOrder',
    account: 'member',
    steps: pasteBatchRows('G-FLASH-RUNNING-01 2\nG-0001-01 1\nG-FLASH-UPCOMING-01 1', (page) =>
      page.getByText(BATCH_ORDER_TEXT.flashSaleHint),
    ),
    waitFor: memberListShown((page) => page.getByRole('status').filter({ hasText: '不可导入2行' })),
  },
  {
    name: 'old-orders',
    title: '旧系统订单（历史订单，查询与分页）',
    route: OLD_ORDERS,
    account: 'member',
    waitFor: oldOrdersShown,
  },
  {
    name: 'old-orders-no-match',
    title: '旧系统订单：没有符合条件的订单',
    route: `${OLD_ORDERS}?orderNo=LMF1999`,
    account: 'member',
    waitFor: oldOrdersShown,
  },
  {
    name: 'old-order-detail',
    title: '旧系统订单详情（只读）',
    route: OLD_ORDERS,
    account: 'member',
    steps: openNewestOldOrder,
    waitFor: memberListShown((page) =>
      page.getByRole('region', { name: '订单金额' }).or(page.getByText('暂无旧系统订单')),
    ),
  },
  {
    name: 'old-after-sales',
    title: '旧系统售后（只读）',
    route: '/userCenter/afterSaleLimofang',
    account: 'member',
    waitFor: memberListShown((page) =>
      page.getByRole('table', { name: '旧系统售后记录' }).or(page.getByText('暂无旧系统售后记录')),
    ),
  },
  balanceScreen('member-balance', '我的余额（余额与明细）', ''),
  balanceScreen('member-balance-filtered', '我的余额：按类型筛选（冻结）', '?type=freeze'),
  balanceScreen('member-balance-empty', '我的余额：筛选无结果', '?month=2020-01'),
  {
    name: 'settlement-balance-short',
    title: '结算：余额支付，余额不足',
    route: '/jiCaiOrderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=400',
    account: 'member',
    steps: chooseBalancePayment,
    waitFor: (page) => page.getByRole('region', { name: '订单金额' }),
  },
  afterSaleTab('all', '全部（每个状态一个服务单）'),
  afterSaleTab('processing', '处理中'),
  afterSaleTab('completed', '已完成'),
  afterSaleTab('closed', '已关闭'),
  afterSaleDetail('pendingReview', '待审核'),
  afterSaleDetail('toReturn', '待退货'),
  afterSaleDetail('toReceive', '待商家收货'),
  afterSaleDetail('refunding', '退款中'),
  afterSaleDetail('exchanging', '换货中'),
  afterSaleDetail('completed', '已完成'),
  afterSaleDetail('cancelled', '已取消'),
  afterSaleDetail('rejected', '已拒绝'),
  {
    name: 'after-sale-apply',
    title: '申请售后：选择商品',
    route: '/userCenter/order',
    account: 'member',
    steps: afterSaleApply(),
    waitFor: (page) =>
      page.getByRole('list', { name: '订单商品' }).or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'after-sale-fill',
    title: '填写售后申请（预计退款）',
    route: '/userCenter/order',
    account: 'member',
    steps: afterSaleApply(toForm),
    waitFor: (page) =>
      page.getByRole('form', { name: '售后申请' }).or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'after-sale-fill-errors',
    title: '填写售后申请：未选原因提交后的错误',
    route: '/userCenter/order',
    account: 'member',
    steps: afterSaleApply(async (page) => {
      await toForm(page);
      // 提交申请 is below the fold: the click scrolls to it, by how much depends on when it lands.
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('请选择售后原因').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
    }),
    waitFor: (page) => page.getByText('请选择售后原因').or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'after-sale-applied',
    title: '售后申请已提交',
    route: '/userCenter/afterSaleApply/applySuccess?id=AS20261120001234&orderNo=DM10001',
    account: 'member',
    waitFor: 'AS20261120001234',
  },
  {
    name: 'invoice-titles',
    title: '发票信息（发票抬头列表，默认在前）',
    route: INVOICE_TITLES,
    account: 'member',
    waitFor: invoiceTitlesShown,
  },
  {
    name: 'invoice-title-form',
    title: '填写发票抬头（空表单：企业、增值税普通发票）',
    route: `${INVOICE_TITLES}/addInvoicedInfo`,
    account: 'member',
    waitFor: titleFormShown,
  },
  {
    name: 'invoice-title-form-errors',
    title: '填写发票抬头：空表单提交后的提示',
    route: `${INVOICE_TITLES}/addInvoicedInfo`,
    account: 'member',
    steps: clickWhereShown(titleFormShown, (page) => page.getByRole('button', { name: '保存' })),
    waitFor: (page) => page.getByText('请填写发票抬头').or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'invoice-title-form-special',
    title: '编辑发票抬头（企业、增值税专用发票，默认）',
    route: INVOICE_TITLES,
    account: 'member',
    steps: clickWhereShown(invoiceTitlesShown, (page) =>
      titleRow(page, '演示科技有限公司').getByRole('link', { name: '编辑' }),
    ),
    waitFor: memberListShown((page) => page.getByRole('textbox', { name: '开户银行' })),
  },
  {
    name: 'invoice-title-delete-confirm',
    title: '删除发票抬头（确认对话框）',
    route: INVOICE_TITLES,
    account: 'member',
    steps: clickWhereShown(invoiceTitlesShown, (page) =>
      titleRow(page, '张三').getByRole('button', { name: '删除' }),
    ),
    waitFor: (page) =>
      page.getByRole('dialog', { name: '提示' }).or(page.getByText('您没有访问该页面的权限')),
  },
  {
    name: 'statements',
    title: '账单（每个状态一个月）',
    route: STATEMENTS,
    account: 'member',
    waitFor: statementsShown,
  },
  statementDetail('pending', '待确认'),
  statementDetail('confirmed', '已确认（申请开票）'),
  statementDetail('settled', '已结清'),
  {
    name: 'statement-confirm-dialog',
    title: '确认账单（确认对话框）',
    route: STATEMENTS,
    account: 'member',
    steps: async (page) => {
      await statementsShown(page).waitFor();
      const confirm = page.getByRole('button', { name: /^确认账单 / });
      if ((await confirm.count()) > 0) await confirm.first().click();
    },
    waitFor: memberListShown((page) => page.getByRole('dialog', { name: '确认账单' })),
  },
  ...INVOICE_SCREENS,
];
