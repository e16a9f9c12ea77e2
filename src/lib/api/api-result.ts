// What a request answers: a result, never a rejection for gateway, HTTP or network failures.
import { retryMayHelp } from '../../../engine';
import type { GatewayAnswer } from '../../../engine/contract';
import { CODE } from './codes';

export type ApiSuccess<T> = GatewayAnswer<T> & { success: true };
export type ApiFailure = {
  success: false;
  code: string;
  message: string;
  data?: unknown;
  /** The client has already dealt with it (told the user, sent them to login) or it was cancelled: show nothing. */
  handled?: true;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export const cancelled: ApiFailure = { success: false, code: CODE.cancelled, message: '', handled: true };
export const networkFailure = (message: string): ApiFailure => ({
  success: false,
  code: CODE.network,
  message,
});

/** A failed result as an error, for TanStack Query (queryFn must throw to fail). */
export class ApiError extends Error {
  constructor(readonly result: ApiFailure) {
    super(result.message);
    this.name = 'ApiError';
  }
}

/** Whether a failed query is worth a 重试 (the engine's retryMayHelp); an error thrown elsewhere may be. */
export function worthRetrying(error: unknown): boolean {
  return !(error instanceof ApiError) || retryMayHelp(error.result.code);
}

/** A failed query's 重试, where trying again may help: `<LoadError onRetry={retryOf(query)} />`. */
export function retryOf(query: { error: unknown; refetch: () => unknown }): (() => void) | undefined {
  return worthRetrying(query.error) ? () => void query.refetch() : undefined;
}

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.success) return result.data;
  throw new ApiError(result);
}
