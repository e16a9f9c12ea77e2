import { COPY_MESSAGES } from '../../engine';
import { toast } from '../components/toast';

/**
 * The copy helper (spec 2 §5, §8): copies the text and says 复制成功, or 复制失败 when there is nothing to copy or
 * the browser refuses the clipboard.
 */
export function copyText(text: string | null | undefined): void {
  const copied =
    text && navigator.clipboard
      ? navigator.clipboard.writeText(text)
      : Promise.reject(new Error('nothing copied'));
  copied.then(
    () => toast.success(COPY_MESSAGES.copied),
    () => toast.error(COPY_MESSAGES.failed),
  );
}
