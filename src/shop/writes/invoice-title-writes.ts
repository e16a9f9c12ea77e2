// Invoice-title writes (docs/invoices.md): save, delete and set default, each locked while in flight, with the
// engine's fixed success text and the server's message on failure; the title list is refetched after each.
import { useQueryClient } from '@tanstack/react-query';
import { INVOICE_TITLE_WRITE_MESSAGES, serverFailureToast } from '../../../engine';
import { useApiClient } from '../api-client';
import { useWrite, useWriteToast } from '../use-write';
import {
  deleteInvoiceTitle,
  saveInvoiceTitle,
  setDefaultInvoiceTitle,
} from '../../lib/api/endpoints/invoice-titles';
import type { InvoiceTitleInput } from '../../../engine/contract';

function useInvalidateTitles() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: api.keys.invoice.titles() });
}

/** Adds or edits a title; `onSaved` runs once the server has accepted it (back to the list). */
export function useSaveInvoiceTitle(onSaved: () => void) {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateTitles();
  const { send, busy } = useWrite({
    mutationFn: (title: InvoiceTitleInput) => saveInvoiceTitle(api, title),
    onSuccess: async (result, title) => {
      const texts = INVOICE_TITLE_WRITE_MESSAGES[title.id === undefined ? 'create' : 'update'];
      showWriteToast(result, serverFailureToast(result, texts));
      if (!result.success) return;
      await invalidate();
      onSaved();
    },
  });
  return { saveTitle: send, saving: busy };
}

export function useDeleteInvoiceTitle() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateTitles();
  const { send, busy } = useWrite({
    mutationFn: (id: number) => deleteInvoiceTitle(api, id),
    onSuccess: async (result) => {
      showWriteToast(result, serverFailureToast(result, INVOICE_TITLE_WRITE_MESSAGES.remove));
      await invalidate();
    },
  });
  return { deleteTitle: send, deleting: busy };
}

export function useSetDefaultInvoiceTitle() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const invalidate = useInvalidateTitles();
  const { send, busy } = useWrite({
    mutationFn: (id: number) => setDefaultInvoiceTitle(api, id),
    onSuccess: async (result) => {
      showWriteToast(result, serverFailureToast(result, INVOICE_TITLE_WRITE_MESSAGES.setDefault));
      await invalidate();
    },
  });
  return { setDefault: send, settingDefault: busy };
}
