// Message boxes as plain functions any module may call; the dialog that shows them (./confirm-host) loads
// with the shop, so the first page load carries only this queue.
import { proxy } from 'valtio';

interface MessageBox {
  title: string;
  message: string;
  confirmText: string;
  /** null: an alert with one button. */
  cancelText: string | null;
  answer: (confirmed: boolean) => void;
}

export const boxes = proxy<{ queue: MessageBox[] }>({ queue: [] });

// The boxes asked and not answered yet, by their text: the second click of a double click that asks the same
// question gets the same box and the same answer, not a second box.
const asked = new Map<string, Promise<boolean>>();

function open(box: Omit<MessageBox, 'answer'>): Promise<boolean> {
  const key = JSON.stringify(box);
  const pending = asked.get(key);
  if (pending) return pending;
  const answer = new Promise<boolean>((resolve) => {
    boxes.queue.push({
      ...box,
      answer: (confirmed) => {
        asked.delete(key);
        resolve(confirmed);
      },
    });
  });
  asked.set(key, answer);
  return answer;
}

/** Answers the oldest box (the one shown) and takes it off the queue. */
export function answerCurrent(confirmed: boolean): void {
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
