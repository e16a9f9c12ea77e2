import { useId, useState } from 'react';
import styled from 'styled-components';
import { ORDER_TEXT_MAX, rejectReasonError } from '../../../engine';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';

const Field = styled.div`
  label {
    display: block;
    margin-bottom: 8px;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: 8px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 2px;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.danger};
  }
  div {
    display: flex;
    justify-content: space-between;
    margin-top: 4px;
    font-size: 12px;
    color: ${({ theme }) => theme.muted};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.danger};
  }
`;

/**
 * 驳回 asks for the reason the member will read (required, at most ORDER_TEXT_MAX characters). A click
 * outside does not close it, so a typed reason is not lost; `onReject` resolves true once the gateway took it.
 */
export function RejectDialog({
  orderNo,
  busy,
  onReject,
  onClose,
}: {
  orderNo: string;
  busy: boolean;
  onReject: (reason: string) => Promise<boolean>;
  onClose(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function submit() {
    const problem = rejectReasonError(reason);
    setError(problem);
    if (!problem && (await onReject(reason.trim()))) onClose();
  }

  return (
    <Dialog
      open
      title="驳回订单"
      width={460}
      closable={{ escape: true, icon: true }}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button $variant="primary" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
            确定驳回
          </Button>
        </>
      }
    >
      <Field>
        <label htmlFor={id}>订单 {orderNo} 的驳回原因</label>
        <textarea
          id={id}
          rows={4}
          value={reason}
          maxLength={ORDER_TEXT_MAX}
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(rejectReasonError(event.target.value));
          }}
        />
        <div id={`${id}-hint`}>
          <span role={error ? 'alert' : undefined}>{error ?? '驳回原因将展示给下单人'}</span>
          <span>
            {[...reason].length}/{ORDER_TEXT_MAX}
          </span>
        </div>
      </Field>
    </Dialog>
  );
}
