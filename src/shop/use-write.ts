import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { serverMessageToast } from '../../engine';
import type { WriteToast } from '../../engine';
import type { ApiResult } from '../lib/api/api-result';
import { useApiClient } from './api-client';
import type { ApiClient } from '../lib/api/request';
import { useShopClickLock } from './use-shop-click-lock';

/** A write's mutation options: its answer is an ApiResult (a refusal is an answer, not a thrown error). */
export type WriteOptions<TData, TVariables> = UseMutationOptions<ApiResult<TData>, Error, TVariables>;

/**
 * A write (bulletproof's mutation hook, with the spec's click lock): `send(variables)` runs the mutation
 * unless one is in flight, so a double click sends one request and shows one toast. The lock frees as soon as
 * the answer arrives, so a corrected resubmit after a refusal goes through; only the same variables sent
 * again within the shop's lock time after a success are held back (spec 1 §5). `busy` shows the control
 * busy meanwhile. Every submit uses it. A write whose repeats are each meant (a stepper, an upload) passes
 * `{ holdAfter: false }`: locked only while in flight.
 */
export function useWrite<TData, TVariables>(
  options: WriteOptions<TData, TVariables>,
  { holdAfter = true }: { holdAfter?: boolean } = {},
) {
  const { mutateAsync } = useMutation(options);
  const { locked, run } = useShopClickLock();
  const send = (variables: TVariables) =>
    run(() => mutateAsync(variables), {
      key: holdAfter ? JSON.stringify(variables) : undefined,
      succeeded: (result) => result.success,
    });
  return { send, busy: locked };
}

/**
 * Shows a write's toast through the client's effects, unless the client has already told the user (a handled
 * failure such as 11111).
 */
export function useWriteToast(): (result: ApiResult<unknown>, message: WriteToast) => void {
  const { effects } = useApiClient();
  return useCallback(
    (result, message) => {
      if (result.success || !result.handled) effects.toast(message.text, message.kind);
    },
    [effects],
  );
}

/**
 * A write whose toast is the server's message (the engine's `texts` where it sent none) and which, once it
 * succeeds, refetches what it changed: `refresh` names those queries by the shop's keys.
 */
export function useMessageWrite<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<ApiResult<TData>>,
  texts: { success: string; failure: string },
  refresh: (keys: ApiClient['keys']) => QueryKey[],
) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const queryClient = useQueryClient();
  return useWrite({
    mutationFn,
    onSuccess: async (result) => {
      showWriteToast(result, serverMessageToast(result, texts));
      if (!result.success) return;
      await Promise.all(refresh(api.keys).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
