// The storefront shell in Chromium against the demo gateway: shop resolution, the login gate, login and
// logout, the privacy consent, and the same shell showing each shop what its profile says.
import { expect, fillLogin, hoverOpen, logIn, openPage, resetShop, test } from './fixtures';
import type { Page } from './fixtures';

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: '侧边栏' });

test('/ lists the shops; an unknown shop says so without another shop’s brand', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '商城列表' })).toBeVisible();
  await expect(page.getByRole('link', { name: /企业采购商城/ })).toHaveAttribute('href', '/procure/home');
  // Every shop's card is Chinese: its name and description (the mall path aside, an address).
  const cards = await page.getByRole('listitem').allInnerTexts();
  expect(cards.length).toBeGreaterThan(5);
  const english = cards.filter((card) => /[A-Za-z]{2,}/.test(card.replace(/\/[a-z0-9-]+/g, '')));
  expect(english).toEqual([]);

  await page.goto('/no-such-shop/home');
  await expect(page.getByRole('heading', { name: '店铺不存在' })).toBeVisible();
  await expect(topNav(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a guest browses the points mall', async ({ page }) => {
  await page.goto('/points');
  await expect(page).toHaveURL(/\/points\/home$/);
  await expect(page).toHaveTitle('首页 - 积分商城');
  await expect(topNav(page).getByRole('link', { name: '请登录' })).toBeVisible();

  await mainNav(page).getByRole('link', { name: '商品中心' }).click();
  await expect(page).toHaveURL(/\/points\/commodityCenter\/commodityCenter$/);
  await expect(page).toHaveTitle(/^商品中心 - 积分商城$/);

  await page.getByRole('searchbox', { name: '搜索商品' }).fill('茶');
  await page.getByRole('searchbox', { name: '搜索商品' }).press('Enter');
  await expect(page).toHaveURL(/\/points\/commodityCenter\/commodityCenter\?keyword=%E8%8C%B6$/);

  const categories = page.getByRole('list', { name: '商品分类' });
  await hoverOpen(page.getByRole('button', { name: '全部商品分类' }), categories);
  await categories.getByRole('link').first().click();
  await expect(page).toHaveURL(/categoryCode=/);
});

test('a member’s search joins 搜索历史; deleting one keeps the panel; results by address show their keyword', async ({
  page,
}) => {
  // The page's own clock, to step over the panel's hide delay instead of sitting it out.
  await page.clock.install();
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await openPage(page, '/points/home');
  const box = page.getByRole('searchbox', { name: '搜索商品' });
  const history = page.getByRole('region', { name: '搜索历史' });
  await box.fill('大米');
  await box.press('Enter');
  await expect(page.getByText('没有找到与“大米”相关的商品')).toBeVisible();
  await box.blur();
  await expect(history).toBeHidden();

  await box.click();
  await expect(history.getByRole('listitem').first()).toHaveText('大米');

  await history.getByRole('button', { name: '删除 龙井' }).click();
  await expect(page.getByText('删除成功！')).toBeVisible();
  await expect(history.getByRole('button', { name: '删除 龙井' })).toHaveCount(0);
  // Still open after the 300 ms it waits once focus leaves the box, with focus back in the box.
  await page.clock.runFor(500);
  await expect(history).toBeVisible();
  await expect(box).toBeFocused();

  await page.goto('/points/commodityCenter/commodityCenter?keyword=%E4%BF%9D%E6%B8%A9%E6%9D%AF');
  await expect(box).toHaveValue('保温杯');
});

test('a guest of the procurement mall is sent to login, and lands back where they were going', async ({
  page,
}) => {
  await resetShop(page, 'procure');
  await page.goto('/procure/cart');
  await expect(page).toHaveURL(/\/procure\/login\?redirect=%2Fcart$/);
  await expect(page).toHaveTitle('登录 - 企业采购商城');

  await fillLogin(page, 'member');
  await expect(page).toHaveURL(/\/procure\/cart$/);
  await expect(page.getByRole('list', { name: '结算步骤' })).toContainText('我的购物车');
  await expect(topNav(page)).toContainText('演示会员');
});

test('a redirect outside the shop is not followed', async ({ page }) => {
  await resetShop(page, 'procure');
  await page.goto(`/procure/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
  await fillLogin(page, 'member');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/procure\/home$/);
});

test('a newcomer is asked to agree to the privacy policy, which cannot be dismissed otherwise', async ({
  page,
}) => {
  await resetShop(page, 'points');
  await page.goto('/points/login');
  await fillLogin(page, 'newcomer');
  const dialog = page.getByRole('dialog', { name: '用户隐私协议' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '积分商城用户隐私协议' })).toBeVisible();

  await page.keyboard.press('Escape');
  await page.mouse.click(10, 600);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '关闭' })).toHaveCount(0);

  const agreed = page.waitForRequest((request) =>
    request.url().endsWith('/userPrivacyPolicy/website/addAgreeRecord'),
  );
  await dialog.getByRole('button', { name: '我已阅读并同意' }).click();
  expect((await agreed).postDataJSON()).toMatchObject({ isAgree: 1 });
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: '用户隐私协议' })).toHaveCount(0);
});

test('logging out clears the session', async ({ page }) => {
  await resetShop(page, 'points');
  await page.goto('/points/login');
  await fillLogin(page, 'member');
  await expect(page).toHaveURL(/\/points\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('points:token'))).toBeTruthy();

  const signOut = page.getByRole('button', { name: '退出' });
  await hoverOpen(topNav(page).getByRole('link', { name: /演示会员/ }), signOut);
  await signOut.click();
  await expect(topNav(page).getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page).toHaveURL(/\/points\/home$/);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('points:'))),
  ).toEqual([]);

  await page.goto('/points/userCenter/userCenterView2');
  await expect(page).toHaveURL(/\/points\/login\?redirect=/);
});

test('a token in the address logs in and leaves the address bar', async ({ page, browser }) => {
  await resetShop(page, 'points');
  await page.goto('/points/login');
  await fillLogin(page, 'member');
  await expect(page).toHaveURL(/\/points\/home$/);
  const { token, expireTime } = await page.evaluate(() => ({
    token: localStorage.getItem('points:token') ?? '',
    expireTime: localStorage.getItem('points:expireTime') ?? '',
  }));

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(
    `/points/goodDetail/goodDetail?token=${encodeURIComponent(token)}&expireTime=${expireTime}`,
  );
  await expect(fresh).toHaveURL(/\/points\/home$/);
  await expect(topNav(fresh)).toContainText('演示会员');
  await other.close();
});

const shops = [
  {
    mallPath: 'points',
    account: undefined,
    tabs: ['首页', '商品中心'],
    sidebar: ['个人中心', '购物车', '在线客服', '返回顶部'],
    logoLink: true,
  },
  {
    mallPath: 'dropship',
    account: 'member' as const,
    tabs: ['商品中心'],
    sidebar: ['个人中心', '购物车', '我的收藏', '我的订单', '返回顶部'],
    logoLink: false,
  },
  {
    mallPath: 's7815',
    account: undefined,
    tabs: ['首页'],
    sidebar: ['个人中心', '购物车', '返回顶部'],
    logoLink: true,
  },
  {
    mallPath: 's4334',
    account: 'member' as const,
    tabs: ['首页', '商品中心', '合同客户专区', 'Apple专区'],
    sidebar: ['个人中心', '购物车', '我的收藏', '返回顶部'],
    logoLink: true,
  },
  {
    mallPath: 'guide',
    account: undefined,
    tabs: ['首页', '商品中心'],
    sidebar: ['个人中心', '购物车', '问卷调查', '购物指南', '返回顶部'],
    logoLink: true,
  },
];

for (const shop of shops) {
  test(`the shell of ${shop.mallPath} shows what its profile says (${shop.account ?? 'guest'})`, async ({
    page,
  }) => {
    if (shop.account) {
      await resetShop(page, shop.mallPath);
      await logIn(page, shop.mallPath, shop.account);
    }
    await openPage(page, `/${shop.mallPath}/home`);
    await expect(page).toHaveURL(new RegExp(`/${shop.mallPath}/home$`));
    await expect(mainNav(page).getByRole('link')).toHaveText(shop.tabs);
    const tabs = sidebar(page).getByRole('button');
    await expect(tabs).toHaveCount(shop.sidebar.length);
    expect(
      await tabs.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label'))),
    ).toEqual(shop.sidebar);
    const logo = page.getByRole('banner').getByRole('link', { name: /首页$/ });
    await expect(logo).toHaveCount(shop.logoLink ? 1 : 0);
  });
}
