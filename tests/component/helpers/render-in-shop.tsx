import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GUEST, limitsOf, shopFacts } from '../../../engine';
import type { Facts, ResolvedProfile } from '../../../engine';
import { checkProfiles } from '../../../engine/profiles/check';
import { checkProfileFolder, readProfileFolder } from '../../../scripts/lib/profiles-fs';
import { toast } from '../../../src/components/toast';
import { createApiClient } from '../../../src/lib/api/request';
import type { ApiClient } from '../../../src/lib/api/request';
import { forgetStoredMember } from '../../../src/lib/session/store';
import { ApiClientProvider } from '../../../src/shop/api-client';
import { ShopProvider } from '../../../src/shop/shop-context';
import { shopTheme } from '../../../src/shop/theme';

const folder = checkProfileFolder();

/** A demo shop's resolved profile, read from shop-profiles/ as ops wrote it. */
export async function demoShop(mallPath: string): Promise<ResolvedProfile> {
  const resolved = (await folder).shops.get(mallPath);
  if (!resolved) throw new Error(`no demo shop "${mallPath}"`);
  return resolved;
}

/**
 * A demo shop whose file ops have changed: `change` is merged over its file (as a profile's layers merge,
 * one level deep per key given), and the result is checked like `npm run profiles:check` would.
 */
export async function changedDemoShop(
  mallPath: string,
  change: Record<string, unknown>,
): Promise<ResolvedProfile> {
  const { shops, presets } = await readProfileFolder();
  const file = shops.find((shop) => shop.file.endsWith(`/${mallPath}.json`));
  if (!file) throw new Error(`no demo shop "${mallPath}"`);
  const data = { ...(file.data as Record<string, unknown>), ...change };
  const { problems, shops: checked } = checkProfiles([{ file: file.file, data }], presets);
  const resolved = checked.get(mallPath);
  if (!resolved) throw new Error(problems.map((problem) => problem.reason).join('; '));
  return resolved;
}

export interface ShopRenderOptions {
  mallPath?: string;
  /** The shop's resolved profile when it is not the demo file as it stands (see changedDemoShop). */
  profile?: ResolvedProfile;
  /** The user; a guest when absent. */
  user?: Partial<Facts['user']>;
  route?: string;
  /** The shop's request client as the app's start-up made it; else one whose toasts show and that navigates nowhere. */
  client?: ApiClient;
}

/** Renders inside a demo shop with a fresh query client, a memory router and the shop's theme. */
export async function renderInShop(
  ui: ReactElement,
  { mallPath = 'points', user, route, profile, client }: ShopRenderOptions = {},
) {
  const resolved = profile ?? (await demoShop(mallPath));
  const api =
    client ??
    createApiClient({
      mallPath,
      limits: () => limitsOf(resolved),
      effects: {
        toast: (message, kind) => toast[kind](message),
        alert() {},
        navigate() {},
        logout: () => forgetStoredMember(mallPath, 'logout'),
      },
    });
  const facts: Facts = {
    loggedIn: user !== undefined,
    user: { ...GUEST, ...(user && { roleId: 1 }), ...user },
    shop: shopFacts(resolved.profile),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route ?? `/${mallPath}/home`]}>
        <ThemeProvider theme={shopTheme(resolved.profile.theme?.color)}>
          <ApiClientProvider client={api}>
            <ShopProvider resolved={resolved} facts={facts}>
              {ui}
            </ShopProvider>
          </ApiClientProvider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
