import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  INVOICE_APPLY_TEXT,
  INVOICE_RESEND_TEXT,
  INVOICE_TITLE_MAX,
  invoiceEmailProblem,
} from '../../../engine';
import { Dialog } from '../../components/dialog';
import { describedBy, FieldRow } from '../../components/field-row';
import { FormDialogFooter } from '../../components/form-dialog-footer';
import { useResendInvoice } from '../../shop/writes/invoice-application-writes';

// What was typed is worth keeping: a click outside does not close the dialog, Esc and the icon do.
const CLOSABLE = { escape: true, icon: true };

/**
 * 重发至邮箱: the address starts as the invoice's title's and may be another of the member's titles'. A
 * refusal (the gateway's: not the member's address, too soon, the day's resends used up) shows under the
 * field, which keeps what was typed and takes the focus; 发送 sends once however often it is clicked.
 */
export function ResendDialog({ id, email, onClose }: { id: string; email: string; onClose(): void }) {
  const prefix = useId();
  const formId = `${prefix}-form`;
  const fieldId = `${prefix}-email`;
  const [typed, setTyped] = useState(email);
  const [error, setError] = useState<string>();
  const { resend, resending } = useResendInvoice();

  function refuse(message: string) {
    setError(message);
    document.getElementById(fieldId)?.focus();
  }

  async function send() {
    const problem = invoiceEmailProblem(typed);
    if (problem) return refuse(problem);
    const result = await resend({ id, email: typed.trim() });
    // None: a second click while the first is on its way. Handled: the client has told the member already.
    if (!result || (!result.success && result.handled)) return;
    if (result.success) onClose();
    else refuse(result.message || INVOICE_APPLY_TEXT.resendFailed);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <Dialog
      open
      title="重发至邮箱"
      width={480}
      onClose={onClose}
      closable={CLOSABLE}
      footer={<FormDialogFooter formId={formId} submitText="发送" busy={resending} onCancel={onClose} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FieldRow id={fieldId} label="接收邮箱" required hint={INVOICE_RESEND_TEXT.hint} error={error}>
          <input
            id={fieldId}
            type="email"
            autoComplete="email"
            maxLength={INVOICE_TITLE_MAX.email}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            {...describedBy(fieldId, INVOICE_RESEND_TEXT.hint, error)}
          />
        </FieldRow>
      </form>
    </Dialog>
  );
}
