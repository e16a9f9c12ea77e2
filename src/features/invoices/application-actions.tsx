import { useState } from 'react';
import styled from 'styled-components';
import { INVOICE_CANCEL_CONFIRM } from '../../../engine';
import { Button } from '../../components/button';
import { askConfirm } from '../../components/confirm';
import { useMayCall } from '../../shop/shop-context';
import { useCancelInvoiceApplication } from '../../shop/writes/invoice-application-writes';
import { ResendDialog } from './resend-dialog';
import { useInvoicePdf } from './use-invoice-pdf';
import type { ApplicationDetail } from '../../../engine/contract';

const Actions = styled.span`
  display: flex;
  gap: 10px;
  margin-left: auto;
`;

/**
 * What the member may do with the application: 下载电子发票 and 重发至邮箱 (in its dialog) once an e-invoice is
 * issued, 撤销申请 (after a confirmation) while it waits for review; each only with its code (F000409, F000410,
 * F000406).
 */
export function ApplicationActions({ found }: { found: ApplicationDetail }) {
  const { download, downloading } = useInvoicePdf();
  const [resending, setResending] = useState(false);
  const { cancelApplication, cancelling } = useCancelInvoiceApplication();
  const may = {
    downloadPdf: useMayCall('invoicePdf'),
    resend: useMayCall('invoiceResend'),
    cancel: useMayCall('invoiceCancel'),
  };
  const shown = {
    downloadPdf: found.actions.downloadPdf && may.downloadPdf,
    resend: found.actions.resend && may.resend,
    cancel: found.actions.cancel && may.cancel,
  };
  async function cancel() {
    if (await askConfirm(INVOICE_CANCEL_CONFIRM)) await cancelApplication(found.id);
  }
  return (
    <Actions>
      {shown.downloadPdf && (
        <Button
          $size="small"
          $variant="primary"
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => void download(found.id)}
        >
          下载电子发票
        </Button>
      )}
      {shown.resend && (
        <Button $size="small" aria-haspopup="dialog" onClick={() => setResending(true)}>
          重发至邮箱
        </Button>
      )}
      {resending && (
        <ResendDialog id={found.id} email={found.title.email} onClose={() => setResending(false)} />
      )}
      {shown.cancel && (
        <Button $size="small" disabled={cancelling} aria-busy={cancelling} onClick={() => void cancel()}>
          撤销申请
        </Button>
      )}
    </Actions>
  );
}
