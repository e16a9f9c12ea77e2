// De-duplication: a newer identical request aborts the older one on the wire, and the older one's caller
// gets the newer one's answer, so a re-mounted component or a repeated click costs one request.
import type { ApiResult } from './api-result';
import { REPLACED, timedFetch } from './timed-fetch';
import type { Attempt, WireRequest } from './timed-fetch';

/** Sends requests, keeping those in flight by identity (method, full URL and body). */
export function identicalRequests(timeoutMs: () => number) {
  const inFlight = new Map<string, Attempt>();
  /** `identity` null: never identical to another (a multipart upload, the encryption info). */
  return function send<T>(request: WireRequest, identity: string | null): Promise<ApiResult<T>> {
    const attempt: Attempt = { controller: new AbortController() };
    const answer = timedFetch<T>(request, attempt, timeoutMs()).finally(() => {
      if (identity !== null && inFlight.get(identity) === attempt) inFlight.delete(identity);
    });
    if (identity !== null) {
      const earlier = inFlight.get(identity);
      if (earlier) {
        earlier.replacement = answer;
        earlier.controller.abort(REPLACED);
      }
      inFlight.set(identity, attempt);
    }
    return answer;
  };
}

export type Send = ReturnType<typeof identicalRequests>;
