// On a phone (docs/phone.md) the right sidebar is a bottom tab bar, its drawers open full width above it,
// and dialogs fit the screen: a card with a gutter each side, or the whole screen for a long form.
import { PHONE_TAB_BAR_HEIGHT, PRIMARY_ACTION_HEIGHT } from '../../src/components/breakpoints';
import { scaled } from '../../scripts/lib/time-scale';
import { expect, logIn, openPage, resetShop, slidIn, test } from './fixtures';
import type { Page } from './fixtures';

const PHONE = { width: 390, height: 844 };
const SMALLEST_PHONE = { width: 360, height: 740 };

const tabBar = (page: Page) => page.getByRole('complementary', { name: '侧边栏' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('button', { name, exact: true });

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(locator: { boundingBox(): Promise<Box | null> }): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: not shown');
  return box;
}

/** The member of `mallPath` on its home, on a phone of `viewport`. */
async function memberOnPhone(page: Page, mallPath: string, viewport = PHONE) {
  await resetShop(page, mallPath);
  await logIn(page, mallPath);
  await page.setViewportSize(viewport);
  await openPage(page, `/${mallPath}/home`);
  await expect(tab(page, '购物车')).toBeVisible();
}

test('the sidebar is a tab bar along the bottom: each tab its name under its icon, a thumb high, the cart with its count', async ({
  page,
}) => {
  await memberOnPhone(page, 'points');
  const bar = await boxOf(tabBar(page));
  expect(bar).toEqual({
    x: 0,
    y: PHONE.height - PHONE_TAB_BAR_HEIGHT,
    width: PHONE.width,
    height: PHONE_TAB_BAR_HEIGHT,
  });
  const names = ['个人中心', '购物车', '我的收藏', '权益中心', '在线客服', '返回顶部'];
  for (const name of names) {
    const box = await boxOf(tab(page, name));
    expect(box.height).toBeGreaterThanOrEqual(PRIMARY_ACTION_HEIGHT);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect(tab(page, name)).toHaveText(new RegExp(`^${name}\\d*$`));
  }
  await expect(tab(page, '购物车')).toHaveText(/^购物车\d+$/);
});

test('tabs beyond the screen scroll sideways inside the bar, never the page; the last one works', async ({
  page,
}) => {
  // The guide shop appends 问卷调查 and 购物指南: seven tabs, wider than the smallest phone.
  await memberOnPhone(page, 'guide', SMALLEST_PHONE);
  const list = tabBar(page).getByRole('list');
  const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(clientWidth).toBe(SMALLEST_PHONE.width);
  // The bar itself is no wider than the screen: what runs past the edge scrolls inside it.
  expect(await tabBar(page).evaluate((bar) => bar.scrollWidth)).toBe(SMALLEST_PHONE.width);

  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const backToTop = tab(page, '返回顶部');
  await backToTop.scrollIntoViewIfNeeded();
  const box = await boxOf(backToTop);
  expect(box.x + box.width).toBeLessThanOrEqual(SMALLEST_PHONE.width + 0.5);
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the end of the page stays above the bar', async ({ page }) => {
  await memberOnPhone(page, 'points');
  const bar = await boxOf(tabBar(page));
  // The floors above still load while this scrolls: to the end again until the footer's end is in view.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await boxOf(page.getByRole('contentinfo'));
    expect(footer.y + footer.height).toBeGreaterThan(bar.y - bar.height);
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar.y + 0.5);
  }).toPass({ timeout: scaled(10_000) });
});

test('the cart drawer opens full width above the bar; its tab closes it, as does its thumb-sized 关闭', async ({
  page,
}) => {
  await memberOnPhone(page, 'points');
  await tab(page, '购物车').click();
  const drawer = page.getByRole('dialog', { name: '购物车' });
  await expect(drawer.getByRole('button', { name: '去购物车结算' })).toBeVisible();
  await slidIn(drawer);
  expect(await boxOf(drawer)).toEqual({
    x: 0,
    y: 0,
    width: PHONE.width,
    height: PHONE.height - PHONE_TAB_BAR_HEIGHT,
  });
  await tab(page, '购物车').click();
  await expect(drawer).toHaveCount(0);

  await tab(page, '我的收藏').click();
  const favourites = page.getByRole('dialog', { name: '我的收藏' });
  const close = favourites.getByRole('button', { name: '关闭' });
  const closeBox = await boxOf(close);
  expect(closeBox.width).toBeGreaterThanOrEqual(PRIMARY_ACTION_HEIGHT);
  expect(closeBox.height).toBeGreaterThanOrEqual(PRIMARY_ACTION_HEIGHT);
  await close.click();
  await expect(favourites).toHaveCount(0);
});

test('在线客服 opens above the bar, inside the screen, and closes with its button', async ({ page }) => {
  await memberOnPhone(page, 'points', SMALLEST_PHONE);
  await tab(page, '在线客服').click();
  const panel = page.getByRole('dialog', { name: '在线客服' });
  const box = await boxOf(panel);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(SMALLEST_PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual((await boxOf(tabBar(page))).y);
  await panel.getByRole('button', { name: '关闭在线客服' }).click();
  await expect(panel).toHaveCount(0);
});

test('at 360 × 740 the address dialog takes the screen; with the region picker open 保存 stays in reach', async ({
  page,
}) => {
  await memberOnPhone(page, 'points', SMALLEST_PHONE);
  await page.goto('/points/userCenter/account/location');
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增收货地址' });
  expect(await boxOf(dialog)).toEqual({ x: 0, y: 0, ...SMALLEST_PHONE });

  await dialog.getByRole('button', { name: '所在地区' }).click();
  const picker = page.getByRole('dialog', { name: '选择所在地区' });
  for (const name of ['广东省', '深圳市', '南山区'])
    await picker.getByRole('option', { name, exact: true }).click();
  await expect(picker.getByRole('tab', { name: '街道' })).toHaveAttribute('aria-selected', 'true');
  // Every level's tab and the list lie inside the screen, none cut off.
  for (const level of ['省份', '城市', '区县', '街道']) {
    const box = await boxOf(picker.getByRole('tab', { name: level }));
    expect(box.x + box.width).toBeLessThanOrEqual(SMALLEST_PHONE.width);
  }
  const list = await boxOf(picker.getByRole('listbox'));
  expect(list.x + list.width).toBeLessThanOrEqual(SMALLEST_PHONE.width);

  const save = dialog.getByRole('button', { name: '保存' });
  const saveBox = await boxOf(save);
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(SMALLEST_PHONE.height);
  expect(saveBox.height).toBeGreaterThanOrEqual(PRIMARY_ACTION_HEIGHT);
  await save.click();
  await expect(dialog.getByText('请输入收货人')).toBeVisible();
});

test('a confirmation is a card the screen wide less a gutter, its answers a thumb high; a toast stays inside', async ({
  page,
}) => {
  await memberOnPhone(page, 'points', SMALLEST_PHONE);
  await page.goto('/points/userCenter/account/location');
  await page.getByRole('list', { name: '收货地址列表' }).getByRole('button', { name: '删除' }).last().click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  const box = await boxOf(confirm);
  expect(box.x).toBe(12);
  expect(box.width).toBe(SMALLEST_PHONE.width - 24);
  for (const answer of await confirm.getByRole('button', { name: /^(取消|确定)$/ }).all())
    expect((await boxOf(answer)).height).toBe(PRIMARY_ACTION_HEIGHT);

  await confirm.getByRole('button', { name: '确定' }).click();
  const toast = page.getByRole('status').filter({ hasText: '删除成功' });
  const toastBox = await boxOf(toast);
  expect(toastBox.x).toBeGreaterThanOrEqual(0);
  expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(SMALLEST_PHONE.width);
});
