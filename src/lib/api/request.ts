// The request client of one shop: spec 1 §7 common rules, spec 1 §8 error catalogue, docs/gateway.md.
// The app creates it when it starts the shop, with the shop's mall path, limits and effects, and hands it
// down; nothing reads a client before that.
import { session } from '../session/store';
import type { ApiResult } from './api-result';
import type { ClientConfig, ClientEffects, QueryParams, RequestOptions } from './client-config';
import { requestTimeoutMs } from './client-config';
import { ENCRYPTION_INFO_PATH, ciphersFor, decrypted, encryptionInfoOnce } from './encryption';
import type { Ciphers } from './encryption';
import type { EncryptionInfo } from '../../../engine/contract';
import { failureEffects, reported } from './failure-effects';
import { appendQuery, resolvePath } from './gateway-aliases';
import { identicalRequests } from './identical-requests';
import { queryKeys } from './query-keys';
import type { QueryKeys } from './query-keys';

export interface ApiClient {
  readonly mallPath: string;
  /** The shop's query keys, each starting with its mall path. */
  readonly keys: QueryKeys;
  /** What the client does to the page; a write's toast goes through them too. */
  readonly effects: ClientEffects;
  /**
   * Sends a request to the gateway and answers a result; it never rejects for gateway, HTTP or network
   * failures (only for programming errors such as an unknown alias).
   *
   * Identical requests (same method, full URL with query, and JSON body) in flight are cancelled: the
   * earlier one is aborted on the wire and its caller gets the later one's answer. A caller's own aborted
   * `signal` resolves as `{ success: false, code: 'CANCELLED', handled: true }`. Multipart uploads are
   * never identical.
   */
  request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  get<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<ApiResult<T>>;
  post<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult<T>>;
}

function headers(mallPath: string, jsonBody: boolean): Headers {
  const result = new Headers({ 'X-Mall-Path': mallPath });
  if (jsonBody) result.set('Content-Type', 'application/json');
  // A token that travelled in a URL query comes back with its '+' decoded as spaces (spec 1 §7).
  if (session.token) result.set('Authorization', session.token.replaceAll(' ', '+'));
  return result;
}

export function createApiClient(config: ClientConfig): ApiClient {
  const { mallPath, effects } = config;
  const send = identicalRequests(() => requestTimeoutMs(config));
  const applyCatalogue = failureEffects(mallPath, effects);
  const encryptionInfo = encryptionInfoOnce(() =>
    send<EncryptionInfo>(
      {
        url: resolvePath(ENCRYPTION_INFO_PATH).url,
        init: { method: 'GET', headers: headers(mallPath, false) },
      },
      null,
    ),
  );

  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    const { method = 'GET', data, signal, onUploadProgress } = options;
    const { url, apiPath } = resolvePath(path);
    if (method === 'GET' && data) appendQuery(url, data as QueryParams);
    const isForm = data instanceof FormData;
    const json = method === 'POST' && data !== undefined && !isForm ? JSON.stringify(data) : undefined;

    // Only a JSON body may need encrypting: a request without one goes out at once, while the shop's
    // encryption info is on its way (the first requests of a page are not held up a round trip by it).
    const ciphers = encryptionInfo().then(
      async (info): Promise<Ciphers & { info: ApiResult<EncryptionInfo> }> =>
        info.success ? { info, ...(await ciphersFor(info.data, path, apiPath)) } : { info },
    );
    ciphers.catch(() => undefined); // awaited below, after the request when there is no body to encrypt
    let encrypt: Ciphers['encrypt'];
    if (json !== undefined) {
      const found = await ciphers;
      if (!found.info.success) return applyCatalogue(reported(found.info, ENCRYPTION_INFO_PATH));
      encrypt = found.encrypt;
    }

    const body = isForm ? data : encrypt ? encrypt(data) : json;
    const init = { method, body, headers: headers(mallPath, typeof body === 'string') };
    const identity = isForm ? null : `${method} ${url.href} ${json ?? ''}`;
    const result = await send<T>({ url, init, signal, onUploadProgress }, identity);
    const { info, decrypt } = await ciphers;
    if (!info.success) return applyCatalogue(reported(info, ENCRYPTION_INFO_PATH));
    if (!result.success) return applyCatalogue(reported(result, path));
    return decrypt ? decrypted(result, decrypt) : result;
  }

  return {
    mallPath,
    keys: queryKeys(mallPath),
    effects,
    request,
    get: (path, params, signal) => request(path, { method: 'GET', data: params, signal }),
    post: (path, body, signal) => request(path, { method: 'POST', data: body, signal }),
  };
}
