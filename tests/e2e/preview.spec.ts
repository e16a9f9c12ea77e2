// An operator previews a draft of `points` (npm run profiles:preview, docs/ops.md) while the live shop
// serves on: the draft's colour, hidden card prices and renamed menu show under the preview banner, the
// live shop is unchanged, an order in the preview is refused, and 退出预览 ends it.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PREVIEW_TEXT, readableThemeColour, rgbOf } from '../../engine';
import { expect, fillLogin, logIn, openPage, test, tsxCommand } from './fixtures';
import type { Page } from './fixtures';

const PREVIEW_PORT = Number(process.env.E2E_PORT ?? 4317) + 60;
const DRAFT_COLOUR = '#0B7A4B';
let folder: string;
let draftFile: string;
let preview: ChildProcess;
let previewUrl: string;

test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'drafts-'));
  draftFile = join(folder, 'points.json');
  const draft = JSON.parse(await readFile('shop-profiles/points.json', 'utf8'));
  delete draft.$schema;
  draft.theme.color = DRAFT_COLOUR;
  draft.capabilities = { 'goodsCard.showPrice': false };
  const { engineDefaults } = await import('../../engine');
  draft.menus = {
    topNav: engineDefaults.menus?.topNav?.map((item) =>
      item.key === 'orders' ? { ...item, title: '订单列表' } : item,
    ),
  };
  await writeFile(draftFile, JSON.stringify(draft, null, 2));
  // In a process group of its own, so whatever it starts stops with it.
  const [node, args] = tsxCommand('scripts/profiles-preview.ts', draftFile, '--port', String(PREVIEW_PORT));
  preview = spawn(node, [...args, '--minutes', '10'], { detached: true });
  previewUrl = await new Promise<string>((started, failed) => {
    let printed = '';
    preview.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const address = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(printed)?.[1];
      if (address) started(address);
    });
    preview.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    preview.once('exit', () => failed(new Error(`profiles:preview exited: ${printed}`)));
  });
});

test.afterAll(async () => {
  if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
  await rm(folder, { recursive: true, force: true });
});

async function logInAt(page: Page, origin: string) {
  await page.goto(`${origin}/points/login`);
  await fillLogin(page, 'member');
  await expect(page).toHaveURL(/\/points\/home$/);
}

const topNav = (page: Page) => page.getByRole('navigation', { name: '顶部导航' });
const navColour = (page: Page) =>
  page.getByRole('navigation', { name: '主导航' }).evaluate((nav) => getComputedStyle(nav).backgroundColor);
const rgb = (hex: string) => `rgb(${rgbOf(hex).join(', ')})`;

test('the draft shows under the preview banner, the live shop stays as it is, no order is taken', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInAt(page, previewUrl);
  await expect(page.getByRole('region', { name: '预览' })).toContainText(
    `${PREVIEW_TEXT.banner(draftFile)}·${PREVIEW_TEXT.exit}`,
  );
  expect(await navColour(page)).toBe(rgb(readableThemeColour(DRAFT_COLOUR)));
  await expect(page.getByRole('list', { name: '热销推荐' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByTestId('goods-card-price')).toHaveCount(0);
  await expect(topNav(page).getByRole('button', { name: '订单列表' })).toBeVisible();
  await expect(topNav(page).getByRole('button', { name: '我的订单' })).toHaveCount(0);

  // An order in the preview is refused with the engine's message, and the page stays usable.
  await page.goto(
    `${previewUrl}/points/orderSettlement/settlement?goodsCode=G-ON-SALE&goodsSkuCode=G-ON-SALE-01&quantity=1`,
  );
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText(PREVIEW_TEXT.noOrders)).toBeVisible();
  await expect(page).toHaveURL(/\/orderSettlement\/settlement/);

  // Meanwhile the live shop, in a browser of its own: its colour, prices on the cards, 我的订单, no banner.
  const live = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await logIn(live, 'points');
  await openPage(live, '/points/home');
  await expect(
    live.getByRole('list', { name: '热销推荐' }).getByTestId('goods-card-price').first(),
  ).toBeVisible();
  await expect(topNav(live).getByRole('button', { name: '我的订单' })).toBeVisible();
  await expect(live.getByRole('region', { name: '预览' })).toHaveCount(0);
  expect(await navColour(live)).not.toBe(rgb(readableThemeColour(DRAFT_COLOUR)));
  await live.context().close();

  // 退出预览 ends it: every address of the preview says so from then on.
  await page.getByRole('link', { name: PREVIEW_TEXT.exit }).click();
  await expect(page.getByRole('heading', { name: `${PREVIEW_TEXT.ended}：${draftFile}` })).toBeVisible();
  await page.goto(`${previewUrl}/points/home`);
  await expect(page.getByRole('heading', { name: `${PREVIEW_TEXT.ended}：${draftFile}` })).toBeVisible();
});
