import { showAlert } from '../components/confirm';
import { toast } from '../components/toast';
import { endSession } from '../lib/api/session-queries';
import { limitsOf } from '../../engine';
import { configureClient } from '../lib/api/request';
import { loadSession } from '../lib/session/store';
import { shopProfileQuery } from '../shop/profile-loader';
import { navigateTo } from './navigation';
import { queryClient } from './query-client';

/**
 * Points the request client and the session at one shop: its mall path goes with every request, its
 * profile's limits (once loaded) set the timeout and page sizes, its storage keys hold the session, and the
 * client's effects (spec 1 §8) act on this app.
 */
export function startShop(mallPath: string): void {
  configureClient({
    mallPath: () => mallPath,
    limits: () => {
      const load = queryClient.getQueryData(shopProfileQuery(mallPath).queryKey);
      return load?.status === 'ready' ? limitsOf(load.resolved) : undefined;
    },
    effects: {
      toast: (message, kind) => toast[kind](message),
      alert: (title, message) => void showAlert({ title, message }),
      navigate: navigateTo,
      logout: () => endSession(queryClient),
    },
  });
  loadSession(mallPath);
}
