// Hostile server HTML and hostile links in Chromium against the demo gateway.
import { expect, logIn, openPage, test } from './fixtures';

test('a hostile help article renders as text: no page restyle, no overlay, no form, nothing off-site loads', async ({
  page,
}) => {
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) offSite.push(request.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/points/helpCenter/helpCenter?id=hostile');
  const article = page.getByRole('heading', { name: '安全测试' }).locator('..');
  await expect(article.getByText('安全测试正文')).toBeVisible();

  // The <style> did not hide the page, the overlay is in the flow and does not cover the header.
  expect(await page.evaluate(() => getComputedStyle(document.body).visibility)).toBe('visible');
  const overlay = article.getByText('遮罩');
  expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '商品中心' })
    .click({ trial: true });

  await expect(article.locator('form, input, button')).toHaveCount(0);
  await expect(page.locator('input[type=password]')).toHaveCount(0);
  await expect(article.getByText('图片无法显示')).toBeVisible();
  await expect(article.getByText('外部内容无法显示')).toBeVisible();
  await expect(article.getByText('点我')).not.toHaveAttribute('href');
  await expect(article.getByRole('link', { name: '外站链接' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByRole('link', { name: '外站链接' })).toHaveAttribute('target', '_blank');

  await article.getByText('点我').click();
  expect(dialogs).toEqual([]);
  expect(offSite).toEqual([]);
});

test("the dropshipping shop's orders tab opens the admin page without window.opener", async ({ page }) => {
  await logIn(page, 'dropship');
  await openPage(page, '/dropship/home');
  const orders = page
    .getByRole('complementary', { name: '侧边栏' })
    .getByRole('button', { name: '我的订单' });
  await expect(orders).toBeVisible();

  const [admin] = await Promise.all([page.waitForEvent('popup'), orders.click()]);
  await expect(admin).toHaveURL(/redirectType=offlineOrder/);
  expect(await admin.evaluate(() => window.opener)).toBeNull();
});
