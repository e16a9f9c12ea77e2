import { Button } from './button';

/**
 * A form dialog's footer: 取消, and the submit of the form `formId`, disabled and busy while it is sent (the
 * lock is the write's: a double click never submits twice).
 */
export function FormDialogFooter({
  formId,
  submitText,
  busy,
  onCancel,
}: {
  formId: string;
  submitText: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button onClick={onCancel}>取消</Button>
      <Button type="submit" form={formId} $variant="primary" disabled={busy} aria-busy={busy}>
        {submitText}
      </Button>
    </>
  );
}
