// The browser's profile loader: the server's resolved answer where there is one (one request, no validator),
// and on a static host (no such answer) the files fetched and checked in the browser, with the same result.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixtureFolders } from '../../unit/demo-gateway/helpers';
import { profilesResponse } from '../../../scripts/lib/demo-gateway-node';
import { folderProfiles } from '../../../scripts/lib/demo-gateway-node';
import { loadShopProfile, ProfileUnavailableError } from '../../../src/shop/profile-loader';
import type { ShopProfileLoad } from '../../../src/shop/profile-loader';

let profilesDir: string;
const asked: string[] = [];

/** The profiles folder as scripts/serve.ts serves it: raw files and the resolved answers. */
const server = setupServer(
  http.get('*/shop-profiles/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    asked.push(pathname);
    return profilesResponse(pathname, profilesDir, folderProfiles(profilesDir));
  }),
);

/** A static host: the files as they are, no resolved answers (its 404 page, or the app's HTML). */
const staticHost = (notFound: () => Response) =>
  http.get('*/shop-profiles/resolved/*', ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return notFound();
  });
const notFoundPage = () =>
  new HttpResponse('<h1>404</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } });
const appHtml = () =>
  new HttpResponse('<!doctype html><div id="root"></div>', { headers: { 'Content-Type': 'text/html' } });

beforeAll(async () => {
  ({ profilesDir } = await fixtureFolders());
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  asked.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the server answers for a shop, as the loader would take it. */
async function serverAnswer(mallPath: string): Promise<ShopProfileLoad> {
  const load = await loadShopProfile(mallPath);
  asked.length = 0;
  return load;
}

const comparable = (load: ShopProfileLoad) =>
  load.status === 'ready'
    ? { ...load, resolved: { ...load.resolved, originOf: load.resolved.originOf('/goodsCard/showPrice') } }
    : load;

it('takes the server answer: one request, for the resolved profile', async () => {
  const load = await loadShopProfile('points');
  expect(load.status === 'ready' && load.resolved.profile.shop.mallPath).toBe('points');
  expect(asked).toEqual(['/shop-profiles/resolved/points.json']);
});

it.each([
  ['a 404 page', notFoundPage],
  ["the app's HTML", appHtml],
])('on a static host (%s) fetches the files and checks them, to the same profile', async (_host, answer) => {
  const fromServer = await serverAnswer('s7815');
  server.use(staticHost(answer));
  const load = await loadShopProfile('s7815');
  expect(comparable(load)).toEqual(comparable(fromServer));
  expect(asked).toEqual([
    '/shop-profiles/resolved/s7815.json',
    '/shop-profiles/s7815.json',
    '/shop-profiles/presets/points.json',
  ]);
});

it('on a static host finds the same problems in an invalid profile as the server', async () => {
  const file = join(profilesDir, 'guide.json');
  const original = await readFile(file, 'utf8');
  await writeFile(
    file,
    JSON.stringify({ ...JSON.parse(original), menus: { navTabs: [{ name: 'x', code: 'F0' }] } }),
  );
  try {
    const fromServer = await serverAnswer('guide');
    expect(fromServer.status).toBe('invalid');
    server.use(staticHost(notFoundPage));
    expect(await loadShopProfile('guide')).toEqual(fromServer);
  } finally {
    await writeFile(file, original);
  }
});

it('on a static host an unknown shop is not found', async () => {
  server.use(staticHost(notFoundPage));
  expect(await loadShopProfile('no-such-shop')).toEqual({ status: 'not-found' });
});

it('asks for nothing when the address names no shop', async () => {
  expect(await loadShopProfile('../secrets')).toEqual({ status: 'not-found' });
  expect(asked).toEqual([]);
});

it('cannot load when the network fails: worth a retry', async () => {
  server.use(http.get('*/shop-profiles/*', () => HttpResponse.error()));
  await expect(loadShopProfile('points')).rejects.toBeInstanceOf(ProfileUnavailableError);
});
