import { useSnapshot } from 'valtio';
import { Button } from './button';
import { boxes, answerCurrent } from './confirm';
import { Dialog } from './dialog';

/** Renders the oldest pending message box; mount once near the root. */
export function ConfirmHost() {
  const { queue } = useSnapshot(boxes);
  const current = queue[0];
  if (!current) return null;
  const isAlert = current.cancelText === null;
  return (
    <Dialog
      open
      title={current.title}
      width={420}
      closable={isAlert ? false : { escape: true, icon: true }}
      onClose={() => answerCurrent(false)}
      footer={
        <>
          {current.cancelText !== null && (
            <Button onClick={() => answerCurrent(false)}>{current.cancelText}</Button>
          )}
          <Button $variant="primary" onClick={() => answerCurrent(true)}>
            {current.confirmText}
          </Button>
        </>
      }
    >
      {current.message}
    </Dialog>
  );
}
