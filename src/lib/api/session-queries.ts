import type { QueryClient } from '@tanstack/react-query';
import { isShopWideKey } from './query-keys';
import { logout } from '../session/store';

/**
 * A user logged in: every answer fetched as a guest (or as someone else) is refetched with the token.
 */
export function refreshForNewSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => !isShopWideKey(queryKey) });
}

/**
 * Ends the session on this device (spec 1 §4): clears the token and the storage,
 * and forgets every answer that belonged to the user.
 */
export function endSession(queryClient: QueryClient): void {
  logout();
  queryClient.removeQueries({ predicate: ({ queryKey }) => !isShopWideKey(queryKey) });
}
