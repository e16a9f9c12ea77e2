// Address writes (spec 1 §7, §8): save (create, edit, or the order-address edit), delete and set default, as
// hooks beside the addresses' query factory, each locked while in flight, with a fixed success text and the
// server's message on failure.
import { useQueryClient } from '@tanstack/react-query';
import { ADDRESS_WRITE_MESSAGES, addressSaveMessages, serverFailureToast } from '../../../engine';
import type { AddressSaveRequest } from '../../../engine';
import type { ApiResult } from '../../lib/api/api-result';
import type { ApiClient } from '../../lib/api/request';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import { deleteAddress, saveAddress, updateOrderAddress } from '../../lib/api/endpoints/addresses';
import type { Address } from '../../../engine/contract';

/**
 * The address list is refetched. What follows the default address follows by itself: the cart list's key
 * carries the delivery region (useDelivery derives it from the refetched list), so a new default is a new key.
 */
function useInvalidateAddresses() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: api.keys.address.all() });
}

function send(api: ApiClient, request: AddressSaveRequest): Promise<ApiResult<Address | null>> {
  if (request.via === 'memberAddress') return saveAddress(api, request.body);
  // The order-address call answers no address the spec names.
  return updateOrderAddress(api, request.body).then((result) =>
    result.success ? { ...result, data: null } : result,
  );
}

/**
 * Saves an address as the engine's save request says; `onSaved` runs as soon as the server has accepted it
 * (with the new address on create, spec 1 §7), before the click lock ends.
 */
export function useSaveAddress(onSaved: (saved: Address | null) => void) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateAddresses();
  const { send: save, busy } = useWrite({
    mutationFn: (request: AddressSaveRequest) => send(api, request),
    onSuccess: async (result, request) => {
      showWriteToast(result, serverFailureToast(result, addressSaveMessages(request)));
      if (!result.success) return;
      onSaved(result.data);
      await invalidate();
    },
  });
  return { saveAddress: save, saving: busy };
}

/** Deletes an address; the server makes another one the default when it was the default. */
export function useDeleteAddress() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateAddresses();
  const { send: remove, busy } = useWrite({
    mutationFn: (variables: Parameters<typeof deleteAddress>[1]) => deleteAddress(api, variables),
    onSuccess: async (result) => {
      showWriteToast(result, serverFailureToast(result, ADDRESS_WRITE_MESSAGES.remove));
      await invalidate();
    },
  });
  return { deleteAddress: remove, deleting: busy };
}

/** Makes an address the default (the engine's setDefaultRequest). */
export function useSetDefaultAddress() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateAddresses();
  const { send: setDefault, busy } = useWrite({
    mutationFn: (request: AddressSaveRequest) => send(api, request),
    onSuccess: async (result) => {
      showWriteToast(result, serverFailureToast(result, ADDRESS_WRITE_MESSAGES.setDefault));
      await invalidate();
    },
  });
  return { setDefault, settingDefault: busy };
}
