import { proxy, useSnapshot } from 'valtio';
import { Button } from './button';
import { Dialog } from './dialog';

interface MessageBox {
  title: string;
  message: string;
  confirmText: string;
  /** null: an alert with one button. */
  cancelText: string | null;
  answer: (confirmed: boolean) => void;
}

const boxes = proxy<{ queue: MessageBox[] }>({ queue: [] });

function open(box: Omit<MessageBox, 'answer'>): Promise<boolean> {
  return new Promise((resolve) => {
    boxes.queue.push({ ...box, answer: resolve });
  });
}

function answerCurrent(confirmed: boolean): void {
  const current = boxes.queue.shift();
  current?.answer(confirmed);
}

/** Asks the user to confirm; resolves true for 确定 and false for 取消 or closing. */
export function askConfirm({
  title = '提示',
  message,
  confirmText = '确定',
  cancelText = '取消',
}: {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
}): Promise<boolean> {
  return open({ title, message, confirmText, cancelText });
}

/** Tells the user something that needs acknowledging; resolves when they do. */
export async function showAlert({ title, message }: { title: string; message: string }): Promise<void> {
  await open({ title, message, confirmText: '确定', cancelText: null });
}

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
