/** What a write answered, as the gateway client hands it over. */
export interface WriteOutcome {
  success: boolean;
  message?: string;
}

/** How a toast looks: the page's toasts and the request client's effects speak the same kinds. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface WriteToast {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The toast after a write whose server message is shown (spec 1 §8: favourites, cart deletion): the server's
 * message, or the fallback for the outcome when the server named none.
 */
export function serverMessageToast(
  { success, message }: WriteOutcome,
  fallback: { success: string; failure: string },
): WriteToast {
  return success
    ? { kind: 'success', text: message || fallback.success }
    : { kind: 'error', text: message || fallback.failure };
}

/**
 * The toast after a write whose success text is fixed and whose failure shows the server's message (spec 1 §8:
 * addresses): the fallback failure text when the server named none.
 * @example serverFailureToast({ success: false, message: '' }, { success: '创建地址成功!', failure: '创建失败' }).text === '创建失败'
 */
export function serverFailureToast(
  { success, message }: WriteOutcome,
  texts: { success: string; failure: string },
): WriteToast {
  return success
    ? { kind: 'success', text: texts.success }
    : { kind: 'error', text: message || texts.failure };
}
