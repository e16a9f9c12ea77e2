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
 * Starts one shop: a request client that sends its mall path with every request, takes the timeout from
 * its profile's limits (once loaded) and acts on this app through its effects (spec 1 §8), and the
 * session read from the shop's storage keys. The client is handed down to the shop's screens.
 */
export function startShop(mallPath: string): ApiClient {
  const client = createApiClient({
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
  // A login that ended while the shop was away (expired) leaves nothing of its member behind.
  if (loadSession(mallPath)) forgetMember(queryClient, mallPath, 'ended');
  return client;
}
