import { INVOICE_APPLY_TEXT, serverMessageToast } from '../../../engine';
import { invoicePdf } from '../../lib/api/endpoints/invoice-applications';
import { useApiClient } from '../../shop/api-client';
import { useWrite, useWriteToast } from '../../shop/use-write';
import type { InvoicePdf } from '../../../engine/contract';

/** The gateway's file name, kept to letters, digits, dot and dash: it names a file on the member's disk. */
const safeFileName = (name: string) => name.replace(/[^\w.-]/g, '_').slice(0, 80) || 'invoice.pdf';

/** Saves the PDF as a download: its bytes as a Blob behind a link clicked once. */
function savePdf({ fileName, base64 }: InvoicePdf): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.click();
  // The browser has taken the file by the next task; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** 下载电子发票: fetches the invoice's PDF from the gateway and saves it; locked while in flight. */
export function useInvoicePdf() {
  const api = useApiClient();
  const showWriteToast = useWriteToast();
  const { send, busy } = useWrite(
    {
      mutationFn: (id: string) => invoicePdf(api, id),
      onSuccess: (result) => {
        if (result.success) savePdf(result.data);
        else
          showWriteToast(
            result,
            serverMessageToast(result, { success: '', failure: INVOICE_APPLY_TEXT.downloadFailed }),
          );
      },
    },
    { holdAfter: false },
  );
  return { download: send, downloading: busy };
}
