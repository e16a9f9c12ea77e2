// The goods screens' tests run against the demo gateway in process (msw), as the real storefront would.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GUEST, limitsOf, shopFacts } from '../../../engine';
import type { Facts } from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { toast, Toaster } from '../../../src/components/toast';
import { createDemoGateway, DEMO_PASSWORD } from '../../../src/demo-gateway';
import { demoGatewayHandlers } from '../../../src/demo-gateway/msw';
import { cartCountQuery } from '../../../src/lib/api/endpoints/cart';
import { signIn } from '../../../src/lib/api/endpoints/login';
import { userInfoQuery } from '../../../src/lib/api/endpoints/member';
import { createApiClient } from '../../../src/lib/api/request';
import type { ApiClient } from '../../../src/lib/api/request';
import { forgetMember } from '../../../src/lib/api/session-queries';
import { loadSession, login } from '../../../src/lib/session';
import { ApiClientProvider, useApiClient } from '../../../src/shop/api-client';
import { ShopProvider } from '../../../src/shop/shop-context';
import { shopTheme } from '../../../src/shop/theme';

const folder = checkProfileFolder();

export const gateway = createDemoGateway({ profiles: async () => (await folder).shops, seed: 'goods-tests' });

/** Every request the storefront sent: method, path (without the alias base) and body. */
export const sent: { method: string; path: string; body: unknown }[] = [];

export const server = setupServer(...demoGatewayHandlers(gateway));
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  // An upload's multipart body is recorded as its FormData.
  const multipart = request.headers.get('content-type')?.startsWith('multipart/') ?? false;
  const text = request.method === 'GET' || multipart ? '' : await request.clone().text();
  const body: unknown = multipart
    ? await request.clone().formData()
    : text
      ? JSON.parse(text)
      : Object.fromEntries(url.searchParams);
  sent.push({ method: request.method, path: url.pathname.replace(/^\/api\/[a-z]+/, ''), body });
});

/** Starts the in-process gateway for this test file; every test starts from the seed. */
export function startDemoGateway(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    gateway.reset();
    sent.length = 0;
  });
  afterAll(() => server.close());
}

export const calls = (path: string) => sent.filter((request) => request.path === path);

/** The shop and cache of the page rendered last: the logout effect forgets its member, as the app's does. */
let rendered: { mallPath: string; queryClient: QueryClient } | undefined;

export const effects = {
  toast: vi.fn((message: string, kind: 'success' | 'info' | 'warning' | 'error') => toast[kind](message)),
  alert: vi.fn(),
  navigate: vi.fn(),
  logout: vi.fn(() => rendered && forgetMember(rendered.queryClient, rendered.mallPath, 'logout')),
};

export interface DemoRenderOptions {
  mallPath?: string;
  /** A demo account (member, viewer, …) to log in as; a guest without it. */
  account?: string;
  route: string;
}

/** The path, query and a way back, for checking what the URL holds. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        浏览器后退
      </button>
      <button type="button" onClick={() => navigate(1)}>
        浏览器前进
      </button>
    </>
  );
}

/** The nav's cart count, as the shell shows it. */
function CartCountProbe() {
  const api = useApiClient();
  const { data } = useQuery({ ...cartCountQuery(api), retry: false });
  return <output data-testid="cart-count">{data ?? '-'}</output>;
}

/** Renders a page inside a demo shop, logged in as `account` (through the gateway's real login) or as a guest. */
export async function renderDemoPage(
  ui: ReactElement,
  { mallPath = 'points', account, route }: DemoRenderOptions,
) {
  const resolved = (await folder).shops.get(mallPath);
  if (!resolved) throw new Error(`no demo shop "${mallPath}"`);
  localStorage.clear();
  loadSession(mallPath);
  const api: ApiClient = createApiClient({ mallPath, limits: () => limitsOf(resolved), effects });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  rendered = { mallPath, queryClient };
  let user: Facts['user'] = GUEST;
  if (account) {
    const answer = await signIn(api, { account, password: DEMO_PASSWORD });
    if (!answer.success) throw new Error(`login as ${account} failed: ${answer.message}`);
    login(mallPath, answer.data.token, answer.data.expireTime);
    const info = await queryClient.fetchQuery(userInfoQuery(api));
    user = { roleId: info.roleId, supplier: info.supplier, codes: info.operationCode };
  }
  sent.length = 0;
  const facts: Facts = { loggedIn: account !== undefined, user, shop: shopFacts(resolved.profile) };
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <ThemeProvider theme={shopTheme(resolved.profile.theme?.color)}>
          <ApiClientProvider client={api}>
            <ShopProvider resolved={resolved} facts={facts}>
              {children}
              <LocationProbe />
              {account ? <CartCountProbe /> : null}
              <Toaster />
            </ShopProvider>
          </ApiClientProvider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  // A wrapper, so rerender(ui) keeps the providers, the router history and the cache.
  const view = render(ui, { wrapper: Providers });
  return { ...view, queryClient, api };
}
