// One fetch with the shop's timeout and the caller's cancellation; HTTP and network failures become results.
import { CODE, MESSAGE, httpFailureMessage } from './codes';
import { cancelled, networkFailure } from './api-result';
import type { ApiResult } from './api-result';
import { xhrFetch } from './xhr-fetch';
import type { GatewayAnswer } from '../../../engine/contract';

export interface WireRequest {
  url: URL;
  init: { method: string; body?: BodyInit; headers: Headers };
  /** The caller's own signal: aborting it resolves the request as cancelled. */
  signal?: AbortSignal;
  onUploadProgress?: (sent: number) => void;
}

const TIMED_OUT = 'timed out';
const CANCELLED = 'cancelled';
/** Why an attempt was aborted when an identical newer request took its place. */
export const REPLACED = 'replaced';

/** A request on the wire; `replacement` is the identical request that cancelled it. */
export interface Attempt {
  controller: AbortController;
  replacement?: Promise<ApiResult<unknown>>;
}

function isGatewayAnswer(body: unknown): body is GatewayAnswer {
  return typeof body === 'object' && body !== null && 'code' in body;
}

export async function timedFetch<T>(
  { url, init, signal, onUploadProgress }: WireRequest,
  attempt: Attempt,
  timeoutMs: number,
): Promise<ApiResult<T>> {
  const { controller } = attempt;
  const cancel = () => controller.abort(CANCELLED);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  const timer = setTimeout(() => controller.abort(TIMED_OUT), timeoutMs);
  try {
    const wire = { ...init, signal: controller.signal };
    const response = await (onUploadProgress ? xhrFetch(url, wire, onUploadProgress) : fetch(url, wire));
    if (!response.ok) return networkFailure(httpFailureMessage(response.status));
    const body: unknown = await response.json();
    if (!isGatewayAnswer(body)) return networkFailure(MESSAGE.failed);
    const code = String(body.code);
    return code === CODE.success
      ? { success: true, code, message: body.message, data: body.data as T }
      : { success: false, code, message: body.message, data: body.data };
  } catch (error) {
    if (controller.signal.aborted) {
      if (controller.signal.reason === TIMED_OUT) return networkFailure(MESSAGE.timeout);
      if (controller.signal.reason === REPLACED && attempt.replacement) {
        return attempt.replacement as Promise<ApiResult<T>>;
      }
      return cancelled;
    }
    // fetch rejects with a TypeError when offline or the connection fails; anything else is a bad body.
    return networkFailure(error instanceof TypeError ? MESSAGE.offline : MESSAGE.failed);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
