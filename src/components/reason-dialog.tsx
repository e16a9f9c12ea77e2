import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';

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
 * Asks for the reason of a decision that someone else will read (驳回 an order, 审核不通过 a goods): the
 * caller's check decides whether it may be sent. A click outside does not close it, so a typed reason is not
 * lost; `onSubmit` resolves true once the gateway took it, and the dialog closes.
 */
export function ReasonDialog({
  title,
  label,
  hint,
  confirmText,
  max,
  check,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  /** Shown under the box until the check finds a problem. */
  hint: string;
  confirmText: string;
  /** Most characters the box takes. */
  max: number;
  /** Why the reason cannot be sent, or undefined. */
  check: (reason: string) => string | undefined;
  busy: boolean;
  onSubmit: (reason: string) => Promise<boolean>;
  onClose(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function submit() {
    const problem = check(reason);
    setError(problem);
    if (!problem && (await onSubmit(reason.trim()))) onClose();
  }

  return (
    <Dialog
      open
      title={title}
      width={460}
      closable={{ escape: true, icon: true }}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button $variant="primary" disabled={busy} aria-busy={busy} onClick={() => void submit()}>
            {confirmText}
          </Button>
        </>
      }
    >
      <Field>
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          rows={4}
          value={reason}
          maxLength={max}
          aria-invalid={error !== undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(check(event.target.value));
          }}
        />
        <div id={`${id}-hint`}>
          <span role={error ? 'alert' : undefined}>{error ?? hint}</span>
          <span>
            {[...reason].length}/{max}
          </span>
        </div>
      </Field>
    </Dialog>
  );
}
