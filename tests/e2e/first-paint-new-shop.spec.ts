// A shop added after the build (docs/first-paint.md): served the client-rendered page at once, given its
// prerendered pages by `npm run prerender --shop`, with no build and no code, and never served a page
// drawn from an older profile.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scaled } from '../../scripts/lib/time-scale';
import { expect, test, tsxCommand } from './fixtures';
import { hydratedAllThrough, watchHydration } from './hydration';

const FIRST_PAINT_DATA = 'id="first-paint-profile"';

let folder: string;
let server: ChildProcess | undefined;
let base: string;

/** `npm start`'s server on a free port, for a copy of the build and of the shop profiles. */
function serve(dist: string, profiles: string): Promise<string> {
  server = spawn(...tsxCommand('scripts/serve.ts'), {
    env: { ...process.env, PORT: '0', DIST: dist, PROFILES: profiles },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((started, failed) => {
    server!.once('exit', (code) => failed(new Error(`the server exited with ${code}`)));
    server!.stdout!.on('data', (chunk: Buffer) => {
      const address = /on (http:\/\/[\d.:]+)\//.exec(chunk.toString())?.[1];
      if (address) started(address);
    });
  });
}
/** A new shop: points' profile under another mall path, with its own search box prompt. */
const writeProfile = (searchPlaceholder: string) =>
  writeFileSync(
    join(folder, 'profiles', 'popup.json'),
    JSON.stringify({
      ...JSON.parse(readFileSync('shop-profiles/points.json', 'utf8')),
      shop: { id: 8199, mallPath: 'popup', name: '快闪商城' },
      labels: { searchPlaceholder },
    }),
  );

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'new-shop-'));
  cpSync('dist', join(folder, 'dist'), { recursive: true, filter: (path) => !path.includes('first-paint') });
  cpSync('shop-profiles', join(folder, 'profiles'), { recursive: true });
  writeProfile('搜快闪好物');
  base = await serve(join(folder, 'dist'), join(folder, 'profiles'));
});

test.afterAll(async () => {
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

test('a shop added after the build works at once, and npm run prerender gives it its first paint', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const home = `${base}/popup/home`;
  expect(await (await request.get(home)).text()).not.toContain(FIRST_PAINT_DATA);
  await page.goto(home);
  await expect(page.getByRole('link', { name: '快闪商城首页' })).toBeVisible();

  const [node, args] = tsxCommand(
    'scripts/prerender.ts',
    '--dist',
    join(folder, 'dist'),
    '--profiles',
    join(folder, 'profiles'),
    '--shop',
    'popup',
  );
  execFileSync(node, args, { stdio: 'pipe' });
  const html = await (await request.get(home)).text();
  expect(html).toContain(FIRST_PAINT_DATA);
  expect(html.slice(html.indexOf('<div id="root">'))).toContain('快闪商城');
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await watchHydration(page);
  await page.goto(home);
  await expect(page.getByPlaceholder('搜快闪好物')).toBeVisible();
  await hydratedAllThrough(page);
  await expect(page.getByRole('link', { name: '快闪商城首页' })).toBeVisible();
  expect(hydrationErrors).toEqual([]);

  // Ops edit the profile: the page drawn from the old one is no longer sent.
  writeProfile('搜今日上新');
  expect(await (await request.get(home)).text()).not.toContain(FIRST_PAINT_DATA);
  await page.goto(home);
  await expect(page.getByPlaceholder('搜今日上新')).toBeVisible();
});
