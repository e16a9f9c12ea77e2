import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GUEST, shopFacts } from '../../../engine';
import type { Facts, ResolvedProfile } from '../../../engine';
import { checkProfileFolder } from '../../../scripts/lib/profiles-fs';
import { ShopProvider } from '../../../src/shop/shop-context';
import { shopTheme } from '../../../src/shop/theme';

const folder = checkProfileFolder();

/** A demo shop's resolved profile, read from shop-profiles/ as ops wrote it. */
export async function demoShop(mallPath: string): Promise<ResolvedProfile> {
  const resolved = (await folder).shops.get(mallPath);
  if (!resolved) throw new Error(`no demo shop "${mallPath}"`);
  return resolved;
}

export interface ShopRenderOptions {
  mallPath?: string;
  /** The user; a guest when absent. */
  user?: Partial<Facts['user']>;
  route?: string;
}

/** Renders inside a demo shop with a fresh query client, a memory router and the shop's theme. */
export async function renderInShop(
  ui: ReactElement,
  { mallPath = 'points', user, route }: ShopRenderOptions = {},
) {
  const resolved = await demoShop(mallPath);
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
          <ShopProvider resolved={resolved} facts={facts}>
            {ui}
          </ShopProvider>
        </ThemeProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
