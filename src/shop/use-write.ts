import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { WriteToast } from '../../engine';
import type { ApiResult } from '../lib/api/api-result';
import { useApiClient } from './api-client';
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
