import type { QueryClient } from '@tanstack/react-query';
import { isShopWideKey } from './query-keys';
import { forgetStoredMember } from '../session/store';

/**
 * A user logged in: every answer fetched as a guest (or as someone else) is refetched with the token.
 */
export function refreshForNewSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => !isShopWideKey(queryKey) });
}

/**
 * Forgets the shop's member on this device: the one path of 退出 (and of a refused privacy policy and a
 * changed password), of a login that ended (11111, or expired while away) and of the next login, which may
 * be another account's. The session and the member's stored keys go (forgetStoredMember), and so do the
 * shop's cached answers that are not the same for everyone (keys start with the mall path: query-keys.ts)
 * and the writes' cache, which holds what was sent (a remark, a recharge account). Other shops keep theirs.
 */
export function forgetMember(queryClient: QueryClient, mallPath: string): void {
  forgetStoredMember(mallPath);
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] === mallPath && !isShopWideKey(queryKey),
  });
  queryClient.getMutationCache().clear();
}
