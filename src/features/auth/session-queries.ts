import type { QueryClient } from '@tanstack/react-query';
import { logout } from '../../lib/session/store';

/** Query-key domains (second key part) that hold the same data for every user of a shop. */
const SHOP_WIDE_DOMAINS: readonly unknown[] = ['shop', 'nav', 'help', 'regions'];

const isShopWide = (queryKey: readonly unknown[]) =>
  queryKey[0] === 'shop-profile' || SHOP_WIDE_DOMAINS.includes(queryKey[1]);

/**
 * A user logged in: every answer fetched as a guest (or as someone else) is refetched with the token.
 */
export function refreshForNewSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => !isShopWide(queryKey) });
}

/**
 * Ends the session on this device (spec 1 §4): clears the token, user, codes and the shop's storage,
 * and forgets every answer that belonged to the user.
 */
export function endSession(queryClient: QueryClient): void {
  logout();
  queryClient.removeQueries({ predicate: ({ queryKey }) => !isShopWide(queryKey) });
}
