// 手机版 in the top bar: a QR code a phone can scan, of the mobile site the shop's profile names, or else of
// the page being viewed (the storefront works on a phone: docs/phone.md).
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

test('without a mobile site, 手机版 scans as the page being viewed', async ({ page }) => {
  await page.goto('/guide/commodityCenter/commodityCenter?keyword=%E8%8C%B6');
  const topNav = page.getByRole('navigation', { name: '顶部导航' });
  const panel = page.getByRole('region', { name: '手机版二维码' });
  await hoverOpen(topNav.getByRole('button', { name: '手机版' }), panel);
  await expect(panel).toContainText('扫码在手机上打开本页');
  await expect(panel).toContainText(page.url());
  const code = panel.getByRole('img', { name: '手机版二维码' });
  expect(await scan(page, await code.screenshot())).toBe(page.url());
});
