// The matrix keeps a screen's approved axe-core answer while the screen's rendering fingerprint stays the one
// axe checked (tests/matrix/accessibility.ts). That is sound only if everything axe reads changes the
// fingerprint: each case here changes one such thing in a small page and must change it.
import type { Page } from '@playwright/test';
import { renderingFingerprint } from '../matrix/rendering-fingerprint';
import { expect, test } from './fixtures';

const PAGE = `<!doctype html><html lang="zh-CN"><head><style>
  p { color: #555; } .low { color: #ccc; } button:focus { outline: 2px solid #000; }
  .scroller { height: 40px; overflow: auto; }
</style></head><body>
  <main>
    <h1 id="_r_1_">标题</h1><p aria-labelledby="_r_1_">说明文字</p>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="商品图" width="20" height="20">
    <label>数量 <input id="quantity" value="1"></label>
    <button id="buy" type="button">立即购买</button>
    <div class="scroller"><p>一</p><p>二</p><p>三</p><p>四</p></div>
  </main>
</body></html>`;

async function fingerprintOf(page: Page, change?: (page: Page) => Promise<unknown>) {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.setContent(PAGE);
  await change?.(page);
  return renderingFingerprint(page);
}

/** Adds a rule to the page's sheet as styled-components does: no new element, only the rule. */
const insertRule = (rule: string) => (page: Page) =>
  page.evaluate((text) => document.styleSheets[0]!.insertRule(text), rule);

const CHANGES: [string, (page: Page) => Promise<unknown>][] = [
  ['a colour in a style rule', insertRule('p { color: #ddd; }')],
  // A rule for a state or drawing outside its element: kept even though querySelector cannot match it.
  ['a rule for a state (:hover)', insertRule('button:hover { color: #eee; }')],
  ['a rule drawing outside (::after)', insertRule('h1::after { content: "!"; }')],
  [
    'a class',
    (page) =>
      page
        .locator('p')
        .first()
        .evaluate((p) => p.classList.add('low')),
  ],
  ['an attribute (alt)', (page) => page.locator('img').evaluate((img) => img.removeAttribute('alt'))],
  ['a text', (page) => page.locator('h1').evaluate((h1) => (h1.textContent = '另一个标题'))],
  [
    'a typed value',
    (page) => page.getByLabel('数量').evaluate((input: HTMLInputElement) => (input.value = '12')),
  ],
  ['the focus', (page) => page.getByRole('button', { name: '立即购买' }).focus()],
  ['the pointer over an element', (page) => page.getByRole('button', { name: '立即购买' }).hover()],
  ['a scrolled box', (page) => page.locator('.scroller').evaluate((box) => (box.scrollTop = 20))],
  ['the viewport', (page) => page.setViewportSize({ width: 390, height: 844 })],
];

test.describe('the rendering fingerprint behind the matrix’s approved axe answers', () => {
  test('is the same for the same page, and React ids counted from elsewhere do not change it', async ({
    page,
  }) => {
    const first = await fingerprintOf(page);
    expect(await fingerprintOf(page)).toBe(first);
    // The same page made after other screens: its useId answers count from another number, pairs kept.
    const renumbered = await fingerprintOf(page, (page) =>
      page.evaluate(() => {
        document.querySelector('h1')!.id = '_r_1f_';
        document.querySelector('p')!.setAttribute('aria-labelledby', '_r_1f_');
      }),
    );
    expect(renumbered).toBe(first);
  });

  test('a rule that styles nothing on the page (a skeleton drawn for a moment) does not change it', async ({
    page,
  }) => {
    const first = await fingerprintOf(page);
    const withUnused = await fingerprintOf(page, insertRule('.skeleton-gone { background: #eee; }'));
    expect(withUnused).toBe(first);
  });

  test('a build file renamed by its content hash does not change it', async ({ page }) => {
    const script = (name: string) => (page: Page) =>
      page.evaluate((src) => {
        const element = document.createElement('script');
        element.type = 'module';
        element.setAttribute('src', src);
        document.head.append(element);
      }, name);
    const first = await fingerprintOf(page, script('/assets/index-D6hUxiC7.js'));
    expect(await fingerprintOf(page, script('/assets/index-Bq3x_9Zk.js'))).toBe(first);
    expect(await fingerprintOf(page, script('/assets/cart-D6hUxiC7.js'))).not.toBe(first);
  });

  test('an id pair that no longer matches changes it', async ({ page }) => {
    const first = await fingerprintOf(page);
    const broken = await fingerprintOf(page, (page) =>
      page.evaluate(() => document.querySelector('p')!.setAttribute('aria-labelledby', '_r_2_')),
    );
    expect(broken).not.toBe(first);
  });

  for (const [what, change] of CHANGES) {
    test(`${what} changes it`, async ({ page }) => {
      const before = await fingerprintOf(page);
      expect(await fingerprintOf(page, change)).not.toBe(before);
    });
  }
});
