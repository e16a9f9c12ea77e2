// The shell's tests run the real demo gateway in process (msw), with the profiles served from
// shop-profiles/ as `npm start` serves them, so start-up, the gate and the menus are the real ones.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { checkProfileFolder, PROFILES_DIR } from '../../../scripts/lib/profiles-fs';
import { profilesResponse } from '../../../scripts/lib/demo-gateway-node';
import { App } from '../../../src/app/app';
import { queryClient } from '../../../src/app/query-client';
import { startShop } from '../../../src/app/start-shop';
import { ConfirmHost } from '../../../src/components/confirm-host';
import { toast, Toaster } from '../../../src/components/toast';
import { closeCartDrawer } from '../../../src/features/cart/cart-drawer-store';
import { closeFavouritesDrawer } from '../../../src/features/favourites/favourites-drawer-store';
import { createDemoGateway, DEMO_PASSWORD } from '../../../src/demo-gateway';
import { demoGatewayHandlers } from '../../../src/demo-gateway/msw';
import { signIn } from '../../../src/lib/api/endpoints/login';
import type { ApiClient } from '../../../src/lib/api/request';
import { login, session } from '../../../src/lib/session/store';
import { demoShop, renderInShop } from '../helpers/render-in-shop';
import { shopProfileQuery, type ShopProfileLoad } from '../../../src/shop/profile-loader';
import type { ShopRenderOptions } from '../helpers/render-in-shop';

const folder = checkProfileFolder();
const profiles = async () => (await folder).shops;

export const gateway = createDemoGateway({ profiles, seed: 'shell-tests' });

/** Every gateway request: method, path without the alias base, and the body or query. */
export const sent: { method: string; path: string; body: unknown }[] = [];

export const server = setupServer(
  http.get('*/shop-profiles/*', ({ request }) =>
    profilesResponse(new URL(request.url).pathname, PROFILES_DIR, profiles),
  ),
  ...demoGatewayHandlers(gateway),
);
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return;
  const text = request.method === 'GET' ? '' : await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : Object.fromEntries(url.searchParams);
  sent.push({ method: request.method, path: url.pathname.replace(/^\/api\/[a-z]+/, ''), body });
});

export const calls = (path: string) => sent.filter((request) => request.path === path);

/** Starts the gateway for a test file; every test starts from the seed, logged out, at a blank address. */
export function runShellGateway(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    gateway.reset();
    sent.length = 0;
    localStorage.clear();
    queryClient.clear();
    window.history.replaceState(null, '', '/');
    closeCartDrawer();
    closeFavouritesDrawer();
    toast.clear();
  });
  afterEach(async () => {
    // A request still in flight would otherwise answer into the next test (as 11111: its token is gone).
    await queryClient.cancelQueries();
    server.resetHandlers();
  });
  afterAll(() => server.close());
}

/** Logs in to a shop through the gateway (RSA and all), as the login page would, and keeps the session. */
export async function signInAs(mallPath: string, account: string): Promise<ApiClient> {
  const api = startShop(mallPath);
  const answer = await signIn(api, { account, password: DEMO_PASSWORD });
  if (!answer.success) throw new Error(`login as ${account} failed: ${answer.message}`);
  login(mallPath, answer.data.token, answer.data.expireTime);
  sent.length = 0;
  return api;
}

/** The whole app at an address, as a browser would open it. */
export function renderApp(address: string) {
  window.history.replaceState(null, '', address);
  return render(<App />);
}

/** The current address: path and query. */
export const address = () => window.location.pathname + window.location.search;

/**
 * One shell piece inside a demo shop, with the request client pointed at that shop and the user (when
 * `account` is given) logged in through the gateway; `user` gives the facts as renderInShop takes them.
 */
export async function renderPiece(
  ui: ReactElement,
  { account, ...options }: ShopRenderOptions & { account?: string } = {},
) {
  const mallPath = options.mallPath ?? 'points';
  // As the app's start-up leaves it: the shop's profile loaded, so the client applies its limits.
  const resolved = options.profile ?? (await demoShop(mallPath));
  const loaded: ShopProfileLoad = { status: 'ready', resolved };
  queryClient.setQueryData(shopProfileQuery(mallPath).queryKey, loaded);
  const client = account ? await signInAs(mallPath, account) : startShop(mallPath);
  const view = await renderInShop(
    <>
      {ui}
      <Toaster />
      <ConfirmHost />
    </>,
    { ...options, mallPath, profile: resolved, client, user: account ? (options.user ?? {}) : options.user },
  );
  return { ...view, token: session.token };
}
