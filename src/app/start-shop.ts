import { showAlert } from '../components/confirm';
import { toast } from '../components/toast';
import { forgetMember } from '../lib/api/session-queries';
import { limitsOf } from '../../engine';
import { createApiClient } from '../lib/api/request';
import type { ApiClient } from '../lib/api/request';
import { loadSession } from '../lib/session/store';
import { shopProfileQuery } from '../shop/profile-loader';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';

/**
 * One shop's request client: it sends the mall path with every request, takes the timeout from its
 * profile's limits (once loaded) and acts on this app through its effects (spec 1 §8). The client is
 * handed down to the shop's screens.
 */
export function createShopClient(mallPath: string): ApiClient {
  return createApiClient({
    mallPath,
    limits: () => {
      const load = queryClient.getQueryData(shopProfileQuery(mallPath).queryKey);
      return load?.status === 'ready' ? limitsOf(load.resolved) : undefined;
    },
    effects: {
      toast: (message, kind) => toast[kind](message),
      alert: (title, message) => void showAlert({ title, message }),
      navigate: navigateTo,
      logout: () => forgetMember(queryClient, mallPath, 'logout'),
    },
  });
}

/** The shop's session, read from its storage keys. */
export function loadShopSession(mallPath: string): void {
  // A login that ended while the shop was away (expired) leaves nothing of its member behind.
  if (loadSession(mallPath)) forgetMember(queryClient, mallPath, 'ended');
}

/** Starts one shop: its request client and its session. */
export function startShop(mallPath: string): ApiClient {
  const client = createShopClient(mallPath);
  loadShopSession(mallPath);
  return client;
}
