// The server's part of a shop's first load (docs/performance.md): the resolved and checked profile at
// /shop-profiles/resolved/<mallPath>.json, and index.html preloading it for the shop the address names.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPABILITY_KEYS,
  GUEST,
  parseShopProfileLoad,
  resolveCapabilities,
  shopFacts,
} from '../../../engine';
import type { ResolvedProfile, ShopProfileLoad } from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { withShopHints } from '../../../scripts/lib/shop-hints';
import { startServer } from '../../../scripts/serve';
import type { RunningServer } from '../../../scripts/serve';
import { fixtureFolders } from './helpers';

let server: RunningServer;
let folders: { profilesDir: string; dist: string };

beforeAll(async () => {
  folders = await fixtureFolders();
  server = await startServer({ port: 0, dist: folders.dist, profilesDir: folders.profilesDir });
});
afterAll(() => server.close());

async function resolvedAnswer(name: string): Promise<{ status: number; load: ShopProfileLoad | undefined }> {
  const response = await fetch(`${server.url}/shop-profiles/resolved/${name}.json`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, load: parseShopProfileLoad(await response.json()) };
}

/** Files named as the browser and the server name them: inside the folder `shop-profiles/` (the check
 * prints a folder outside the project in full). */
const asServed = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll(folders.profilesDir, 'shop-profiles')) as T;

/** What `npm run profiles:check <file>` finds for one shop file of the folder. */
async function profilesCheck(mallPath: string) {
  return checkProfileFolder(folders.profilesDir, [join(folders.profilesDir, `${mallPath}.json`)]);
}

/** Every capability with the layer, file and pointer that decided it, for a guest. */
function explained(resolved: ResolvedProfile) {
  const facts = { loggedIn: false, user: GUEST, shop: shopFacts(resolved.profile) };
  const { explain } = resolveCapabilities(resolved, facts);
  return CAPABILITY_KEYS.map((key) => explain(key));
}

async function editProfile(
  path: string,
  change: (data: Record<string, unknown>) => void,
): Promise<() => Promise<void>> {
  const file = join(folders.profilesDir, path);
  const original = await readFile(file, 'utf8');
  const data = JSON.parse(original) as Record<string, unknown>;
  change(data);
  await writeFile(file, JSON.stringify(data));
  return () => writeFile(file, original);
}

describe('the resolved profile', () => {
  it('is a valid shop resolved as profiles:check resolves it, its origins included', async () => {
    const { status, load } = await resolvedAnswer('points');
    expect(status).toBe(200);
    const checked = (await checkProfileFolder(folders.profilesDir)).shops.get('points');
    if (load?.status !== 'ready' || !checked) throw new Error(`points is not ready: ${JSON.stringify(load)}`);
    expect(load.resolved.profile).toEqual(checked.profile);
    expect(load.resolved.files).toEqual(asServed(checked.files));
    expect(explained(load.resolved)).toEqual(asServed(explained(checked)));
  });

  it.each(['no-such-shop', 'Points', '..%2Fpackage', '%2Fevil.example'])(
    'is not found for %s',
    async (name) => {
      expect(await resolvedAnswer(name)).toEqual({ status: 404, load: { status: 'not-found' } });
    },
  );

  it('lists the problems of an invalid profile, as profiles:check finds them', async () => {
    const restore = await editProfile('s9406.json', (data) => {
      data.theme = { color: 'red' };
      data.capabilities = { 'goodsCard.showPrize': false };
    });
    try {
      const { status, load } = await resolvedAnswer('s9406');
      expect(status).toBe(200);
      expect(load).toEqual({
        status: 'invalid',
        problems: asServed((await profilesCheck('s9406')).problems),
      });
      expect(load?.status === 'invalid' && load.problems.map((problem) => problem.pointer)).toEqual([
        '/theme/color',
      ]);
    } finally {
      await restore();
    }
  });

  it('sees a change on disk at the next request: the shop file, then a preset it extends', async () => {
    expect((await resolvedAnswer('s7815')).load?.status).toBe('ready');
    const restoreShop = await editProfile('s7815.json', (data) => {
      data.shop = { ...(data.shop as object), name: '改过的商城' };
    });
    const renamed = (await resolvedAnswer('s7815')).load;
    expect(renamed?.status === 'ready' && renamed.resolved.profile.shop.name).toBe('改过的商城');
    await restoreShop();

    const restorePreset = await editProfile('presets/points.json', (data) => {
      data.labells = {};
    });
    try {
      const broken = (await resolvedAnswer('s7815')).load;
      expect(broken?.status === 'invalid' && broken.problems[0]).toMatchObject({
        file: 'shop-profiles/presets/points.json',
        pointer: '/labells',
      });
    } finally {
      await restorePreset();
    }
    const restored = (await resolvedAnswer('s7815')).load;
    expect(restored?.status === 'ready' && restored.resolved.profile.shop.name).not.toBe('改过的商城');
  });
});

describe('index.html preloads the resolved profile of the shop the address names', () => {
  const hint = (mallPath: string) =>
    `<link rel="preload" as="fetch" crossorigin href="/shop-profiles/resolved/${mallPath}.json">`;
  const page = async (address: string) => (await fetch(`${server.url}${address}`)).text();

  it.each([
    ['/points/home', 'points'],
    ['/procure/goodDetail/goodDetail?goodsCode=G-LADDER', 'procure'],
    ['/helpCenter/helpCenter?mallPath=s7815&id=101', 's7815'],
    ['/points/home?mallPath=%2F%2Fevil.example', 'points'],
  ])('%s names %s', async (address, mallPath) => {
    const html = await page(address);
    expect(html).toContain(hint(mallPath));
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it.each(['/', '/Points/home', '/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/home', '/evil.example/x'])(
    '%s names no shop: no hint',
    async (address) => {
      expect(await page(address)).not.toContain('rel="preload"');
    },
  );

  it('puts the hint before the first script, so the browser asks for it first', () => {
    const html = '<head><title>商城</title><script type="module" src="/assets/index.js"></script></head>';
    expect(withShopHints(html, new URL('http://shop.example/points/home'))).toBe(
      `<head><title>商城</title>${hint('points')}\n    <script type="module" src="/assets/index.js"></script></head>`,
    );
  });
});
