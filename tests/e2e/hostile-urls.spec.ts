// Hostile query and path input and the mallPath query rule (spec 2 §2) in Chromium:
// the app never blanks, never leaves the shop's origin, and a sign-on token never stays in the address bar.
import { expect, test } from './fixtures';
import type { Page } from './fixtures';

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });

/** The console warnings the page logs from now on. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

const sameOrigin = (page: Page) =>
  new URL(page.url()).origin === new URL(test.info().project.use.baseURL!).origin;

test('spec 2 §2: the mallPath query wins over the first path segment', async ({ page }) => {
  await page.goto('/points/goodDetail/goodDetail?goodsCode=G-ON-SALE&mallPath=s7815');
  await expect(page).toHaveURL(/\/s7815\/goodDetail\/goodDetail\?goodsCode=G-ON-SALE$/);
  await expect(page.getByRole('heading', { level: 1, name: /有机高山绿茶 特级 100g/ })).toBeVisible();
  await expect(page.getByText('您访问的页面不存在')).toHaveCount(0);
  await expect(page).toHaveTitle(/7815 积分商城/);
});

for (const value of ['%2Fevil.example', '%5Cevil.example', '%2F%2Fevil.example']) {
  test(`a mallPath query that is not a mall path (${value}) is ignored with a warning: the address's shop stands`, async ({
    page,
  }) => {
    const warned = warnings(page);
    await page.goto(`/points/helpCenter/helpCenter?id=101&mallPath=${value}`);
    await expect(topNav(page)).toBeVisible();
    await expect(page).toHaveTitle(/积分商城/);
    expect(sameOrigin(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/points/helpCenter/helpCenter');
    expect(warned.some((text) => text.includes('The mallPath query is ignored'))).toBe(true);
  });
}

test('a sign-on token leaves the address bar even when the mallPath query is hostile', async ({ page }) => {
  const expired = Date.now() - 60_000;
  await page.goto(`/points/home?token=secret-token&expireTime=${expired}&mallPath=%5Cevil.example`);
  await expect(topNav(page)).toBeVisible();
  await expect(page).toHaveURL(/\/points\/home$/);
  expect(page.url()).not.toContain('secret-token');
});

test('a sign-on token leaves the address bar when the path names no shop', async ({ page }) => {
  await page.goto('/%5Cevil.example/home?token=secret-token&expireTime=4102444800000');
  await expect(page.getByRole('heading', { name: '商城列表' })).toBeVisible();
  expect(sameOrigin(page)).toBe(true);
  expect(page.url()).not.toContain('secret-token');
});

test('a path that names no shop shows that the shop does not exist', async ({ page }) => {
  await page.goto('/%2Fevil.example/home');
  await expect(page.getByRole('heading', { name: '店铺不存在' })).toBeVisible();
  expect(sameOrigin(page)).toBe(true);
});
