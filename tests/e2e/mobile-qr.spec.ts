// 手机版 in the top bar: a QR code a phone can scan, of the mobile site the shop's profile names.
import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { expect, hoverOpen, test } from './fixtures';
import type { Page } from './fixtures';

const mobileSiteOf = (mallPath: string): string =>
  JSON.parse(readFileSync(`shop-profiles/${mallPath}.json`, 'utf8')).links.mobileSite;

/** What a scanner reads in a PNG: its pixels taken in a blank page (no shop CSP), decoded by jsQR. */
async function scan(page: Page, png: Buffer): Promise<string | undefined> {
  const blank = await page.context().newPage();
  const { width, height, pixels } = await blank.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, image.height).data;
    return { width: image.width, height: image.height, pixels: Array.from(data) };
  }, png.toString('base64'));
  await blank.close();
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data;
}

test('手机版 shows a QR code that scans as the shop’s mobile site', async ({ page }) => {
  await page.goto('/points/home');
  const topNav = page.getByRole('navigation', { name: '顶部导航' });
  const panel = page.getByRole('region', { name: '手机版二维码' });
  await hoverOpen(topNav.getByRole('button', { name: '手机版' }), panel);
  const code = panel.getByRole('img', { name: '手机版二维码' });
  await expect(panel).toContainText(mobileSiteOf('points'));
  expect(await scan(page, await code.screenshot())).toBe(mobileSiteOf('points'));
});

test('a shop without a mobile site has no 手机版', async ({ page }) => {
  await page.goto('/guide/home');
  const topNav = page.getByRole('navigation', { name: '顶部导航' });
  await expect(topNav.getByRole('link', { name: '购物车' })).toBeVisible();
  await expect(topNav.getByText('手机版')).toHaveCount(0);
});
