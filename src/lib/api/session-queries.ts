import type { QueryClient } from '@tanstack/react-query';
import type { ForgetReason } from '../../../engine';
import { isShopWideKey } from './query-keys';
import { forgetStoredMember } from '../session/store';

/**
 * A user logged in: every answer fetched as a guest (or as someone else) is refetched with the token.
 */
export function refreshForNewSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: ({ queryKey }) => !isShopWideKey(queryKey) });
}

/**
 * Forgets the shop's member on this device: the one path of a logout (退出, a refused privacy policy, a
 * changed password, the gateway's 11111), of a login found expired at start-up and of the next login, which
 * may be another account's. The session and the stored keys go (forgetStoredMember: on a logout all local
 * storage, spec 1 §4), and so do the
 * shop's cached answers that are not the same for everyone (keys start with the mall path: query-keys.ts)
 * and the writes' cache, which holds what was sent (a remark, a recharge account). Other shops keep theirs.
 */
export function forgetMember(queryClient: QueryClient, mallPath: string, reason: ForgetReason): void {
  forgetStoredMember(mallPath, reason);
  queryClient.removeQueries({
    predicate: ({ queryKey }) => queryKey[0] === mallPath && !isShopWideKey(queryKey),
  });
  queryClient.getMutationCache().clear();
}
