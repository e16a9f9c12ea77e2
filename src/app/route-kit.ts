import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteAccess } from '../../engine';
import type { ApiClient } from '../lib/api/request';
import type { CheckoutStep } from './shell/checkout-steps';
import { lazyChunk } from './errors/lazy-chunk';
import type { LazyChunk } from './errors/lazy-chunk';

type PageModule = { default: ComponentType };
type PageLoader = () => Promise<PageModule>;

/** A page component, or a screen that is only a note in its layout (the shop's 您访问的页面不存在). */
export type PageSource = { Page: LazyChunk<ComponentType> } | { emptyText: string };

export type ShopRoute = {
  /** Inside the shop, without the mall path: 'userCenter/order'. */
  path: string;
  title: string;
  access: RouteAccess;
  source: PageSource;
  /** A user-centre page reached from another menu page (rePhone from acctSecrty): gated and placed as that page. */
  menuPage?: string;
  /** Fetches the page's first data, so it is on its way while the shop starts (shop-frame.tsx). */
  prefetch?: (client: QueryClient, api: ApiClient) => Promise<void>;
} & ({ layout: 'auth' | 'main' | 'userCentre' } | { layout: 'checkout'; step: CheckoutStep });

/** A route's pattern: the page's path inside the shop, relative to the shop's route. */
export const at = (path: string) => path.slice(1);

export const page = (load: PageLoader): PageSource => ({ Page: lazyChunk(load) });
