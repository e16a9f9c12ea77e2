// The storefront under the served security headers (docs/security.md): the headers themselves,
// no cross-origin framing, zero Content-Security-Policy violations on the way through the shop, the
// violations that do happen reach the client log, and a logout whose call fails still logs out.
import { demoControl, expect, fillLogin, hoverOpen, logIn, openPage, resetShop, test } from './fixtures';
import type { Page } from './fixtures';
import { watchCspViolations } from './csp-violations';

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });

test('pages, assets and API answers carry the security headers', async ({ page }) => {
  await page.goto('/points/home');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  for (const path of ['/points/home', script ?? '', '/api/mall/website/queryWebsiteInfo']) {
    const headers = (await page.request.get(path, { headers: { 'X-Mall-Path': 'points' } })).headers();
    expect(headers['content-security-policy'], path).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
});

test('the login page does not render inside a cross-origin frame', async ({ page, baseURL }) => {
  await page.route('http://attacker.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe title="shop" src="${baseURL}/points/login"></iframe>`,
    }),
  );
  await page.goto('http://attacker.test/');
  await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByLabel('账号')).toHaveCount(0);
});

test('a guest and a member go through the shop with zero CSP violations', async ({ page }) => {
  // The page's own clock, to bring the client log's next batch forward instead of waiting for it.
  await page.clock.install();
  const violations = await watchCspViolations(page);
  await resetShop(page, 'points');
  await page.goto('/points/home');
  await expect(topNav(page).getByRole('link', { name: '请登录' })).toBeVisible();
  await page.goto('/points/commodityCenter/commodityCenter?keyword=茶');
  await expect(page.getByRole('img').first()).toBeVisible();
  await page.goto('/points/goodDetail/goodDetail?goodsCode=G-LADDER');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto('/points/helpCenter/helpCenter?id=101');
  await page.waitForLoadState('networkidle');
  // The member logs in on the shop's login page, a page of the journey too.
  await page.goto('/points/login');
  await fillLogin(page, 'member');
  await expect(page).toHaveURL(/\/points\/home$/);
  await page.goto('/points/cart');
  await expect(page.getByRole('list', { name: '结算步骤' })).toBeVisible();
  await page.goto('/points/userCenter/order');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);

  // The listener is live: what the policy blocks is seen, and reaches the client log in the next batch
  // (within 10 s by the page's clock; the beacon on hiding the page is covered by the unit tests).
  const batch = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname.endsWith('/api/log/batch') &&
      /csp\.violation/.test(request.postData() ?? ''),
  );
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__ran = true';
    document.body.append(inline);
  });
  await expect.poll(() => violations.length).toBe(1);
  expect(violations[0]).toMatch(/^script-src-elem blocked inline/);
  expect(await page.evaluate(() => '__ran' in window)).toBe(false);
  await page.clock.runFor(10_000);
  const sent = JSON.parse((await batch).postData() ?? '{}') as {
    events: { name: string; userId: unknown }[];
  };
  expect(sent.events).toContainEqual(
    expect.objectContaining({ name: 'csp.violation', userId: expect.any(Number) }),
  );
  violations.length = 0; // the one made on purpose
});

test('logout clears the session even when the logout call fails', async ({ page }) => {
  await resetShop(page, 'points');
  await logIn(page, 'points');
  await openPage(page, '/points/home');
  await demoControl(page, 'faults', { mallPath: 'points', path: '/login/logout', code: '99999', times: 1 });
  try {
    const signOut = page.getByRole('button', { name: '退出' });
    await hoverOpen(topNav(page).getByRole('link', { name: /演示会员/ }), signOut);
    const logout = page.waitForResponse((response) => response.url().endsWith('/login/logout'));
    await signOut.click();
    expect(((await (await logout).json()) as { code: string }).code).toBe('99999');
    await expect(topNav(page).getByRole('link', { name: '请登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/points\/home$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.reload();
    await expect(topNav(page).getByRole('link', { name: '请登录' })).toBeVisible();
  } finally {
    await demoControl(page, 'faults?mallPath=points', undefined, 'DELETE');
  }
});
