// The one request function: spec 1 §7 common rules, spec 1 §8 error catalogue, docs/gateway.md.
// It knows no React and no router: what users see or where they go is done through the effects
// the app passes to configureClient.
import { isLoginPage, loginPath, pathInShop, retryMayHelp } from '../../../engine';
import type { ShopLimits } from '../../../engine';
import { logEvent } from '../log';
import { rememberRedirect, session } from '../session/store';
import { CATALOGUE_MESSAGE, CODE, MESSAGE, httpFailureMessage } from './codes';
import type { EncryptionInfo, GatewayAnswer } from './types';
import { xhrFetch } from './xhr-fetch';

/** Spec 1 §7's timeout, until the shop's profile has loaded; then its `limits.timing.requestTimeoutMs`. */
export const REQUEST_TIMEOUT_MS = 40_000;

const ENCRYPTION_INFO_PATH = '/website/queryInterfaceEncryption';

/** Base-address aliases and the Vite env variables holding them (defaults in .env). */
const BASE_ENV = {
  main: 'VITE_BASE_MAIN',
  custom: 'VITE_BASE_CUSTOM',
  cart: 'VITE_BASE_CART',
  order: 'VITE_BASE_ORDER',
  export: 'VITE_BASE_EXPORT',
  cdn: 'VITE_BASE_CDN',
  upimgurl: 'VITE_BASE_UPIMGURL',
  login: 'VITE_BASE_LOGIN',
  registration: 'VITE_BASE_REGISTRATION',
} as const satisfies Record<string, keyof ImportMetaEnv>;

type BaseAlias = keyof typeof BASE_ENV;

export type ApiSuccess<T> = { success: true; code: string; message: string; data: T };
export type ApiFailure = {
  success: false;
  code: string;
  message: string;
  data?: unknown;
  /** The client has already dealt with it (told the user, sent them to login) or it was cancelled: show nothing. */
  handled?: true;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** What the client does to the page; the app supplies them, tests assert them. */
export interface ClientEffects {
  toast(message: string, kind: ToastKind): void;
  /** A modal message with a title. */
  alert(title: string, message: string): void;
  /** Goes to an address of the site, e.g. `/points/login?redirect=%2Fcart`. */
  navigate(path: string): void;
  /** Ends the login: the session's logout() and whatever server state belongs to the user. */
  logout(): void;
}

export interface ClientConfig {
  /** The current shop's mall path (docs/gateway.md, `X-Mall-Path`). */
  mallPath: () => string;
  /** The shop's limits once its profile has loaded, undefined before: the timeout and the page sizes. */
  limits?: () => ShopLimits | undefined;
  effects: ClientEffects;
}

type QueryValue = string | number | boolean;
/** GET data: null and undefined are left out; an array repeats its key (`ids=1&ids=2`). */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[] | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** GET: query parameters. POST: the JSON body, or FormData sent as multipart. */
  data?: unknown;
  /** Aborting it resolves the request as cancelled (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
  /** The share of the body sent (0–1), for an upload's progress: the request then goes over XHR. */
  onUploadProgress?: (sent: number) => void;
}

const TIMED_OUT = 'timed out';
const CANCELLED = 'cancelled';
const REPLACED = 'replaced';

/** A request on the wire; `replacement` is the identical request that cancelled it. */
interface InFlight {
  controller: AbortController;
  replacement?: Promise<ApiResult<unknown>>;
}

const cancelled: ApiFailure = { success: false, code: CODE.cancelled, message: '', handled: true };
const networkFailure = (message: string): ApiFailure => ({ success: false, code: CODE.network, message });

/** Per page life: reset by configureClient. */
let client: {
  config: ClientConfig;
  /** Requests in flight by identity (method, full URL and body); a newer identical one replaces the older. */
  inFlight: Map<string, InFlight>;
  /** Per mall path; a failed load is forgotten so the next request retries it. */
  encryption: Map<string, Promise<ApiResult<EncryptionInfo>>>;
  shopUnavailableAlerted: boolean;
  /** Set once 11111 logged the user out, so a burst of 11111 answers prompts once per login. */
  sentToLogin: boolean;
} | null = null;

export function configureClient(config: ClientConfig): void {
  client = {
    config,
    inFlight: new Map(),
    encryption: new Map(),
    shopUnavailableAlerted: false,
    sentToLogin: false,
  };
}

function configured() {
  if (!client) throw new Error('configureClient must be called before the first request');
  return client;
}

export function currentMallPath(): string {
  return configured().config.mallPath();
}

/** The current shop's limits, for the endpoints' page sizes; its screens ask only once its profile loaded. */
export function currentLimits(): ShopLimits {
  const limits = configured().config.limits?.();
  if (!limits) throw new Error("the shop's limits are asked for before its profile has loaded");
  return limits;
}

const requestTimeoutMs = () => configured().config.limits?.()?.timing.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

/**
 * `{alias}/rest` or `/path` (= main) as a URL. Relative bases resolve against the page.
 * `apiPath` is the path without its alias, as the encryption lists name it.
 */
function resolvePath(path: string): { url: URL; apiPath: string } {
  const match = /^\{(\w+)\}(\/.*)$/.exec(path);
  const alias = match?.[1] ?? 'main';
  const apiPath = match?.[2] ?? path;
  if (!(alias in BASE_ENV)) throw new Error(`Unknown base-address alias {${alias}} in ${path}`);
  const base = import.meta.env[BASE_ENV[alias as BaseAlias]];
  if (!base) throw new Error(`${BASE_ENV[alias as BaseAlias]} is not set (see .env)`);
  return { url: new URL(base + apiPath, globalThis.location?.href), apiPath };
}

function appendQuery(url: URL, params: QueryParams): void {
  for (const [name, value] of Object.entries(params)) {
    const values: readonly (QueryValue | null | undefined)[] = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== null && item !== undefined) url.searchParams.append(name, String(item));
  }
}

function headers(mallPath: string, jsonBody: boolean): Headers {
  const result = new Headers({ 'X-Mall-Path': mallPath });
  if (jsonBody) result.set('Content-Type', 'application/json');
  // A token that travelled in a URL query comes back with its '+' decoded as spaces (spec 1 §7).
  if (session.token) result.set('Authorization', session.token.replaceAll(' ', '+'));
  return result;
}

function isGatewayAnswer(body: unknown): body is GatewayAnswer {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/**
 * One fetch with timeout and in-flight cancellation; HTTP and network failures become results.
 * A newer identical request aborts this one on the wire, and this caller gets the newer one's answer.
 */
function send<T>(
  url: URL,
  init: { method: string; body?: BodyInit; headers: Headers },
  identity: string | null,
  signal: AbortSignal | undefined,
  onUploadProgress?: (sent: number) => void,
): Promise<ApiResult<T>> {
  const { inFlight } = configured();
  const attempt: InFlight = { controller: new AbortController() };
  const answer = fetchAnswer<T>(url, init, attempt, signal, onUploadProgress).finally(() => {
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
}

async function fetchAnswer<T>(
  url: URL,
  init: { method: string; body?: BodyInit; headers: Headers },
  attempt: InFlight,
  signal: AbortSignal | undefined,
  onUploadProgress?: (sent: number) => void,
): Promise<ApiResult<T>> {
  const { controller } = attempt;
  const cancel = () => controller.abort(CANCELLED);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  const timer = setTimeout(() => controller.abort(TIMED_OUT), requestTimeoutMs());
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
/** The shop's encryption info, fetched once per mall path. */
function encryptionInfo(mallPath: string): Promise<ApiResult<EncryptionInfo>> {
  const { encryption } = configured();
  let pending = encryption.get(mallPath);
  if (!pending) {
    const { url } = resolvePath(ENCRYPTION_INFO_PATH);
    pending = send<EncryptionInfo>(
      url,
      { method: 'GET', headers: headers(mallPath, false) },
      null,
      undefined,
    );
    encryption.set(mallPath, pending);
    void pending.then((result) => {
      if (!result.success) encryption.delete(mallPath);
    });
  }
  return pending;
}

/** The page the user is on, as a path and query inside the shop. */
const currentShopPath = (mallPath: string): string => pathInShop(mallPath, globalThis.location);

/** Spec 1 §8: catalogue texts, and the side effects of 11111 and 13504. */
function applyCatalogue(failure: ApiFailure, mallPath: string): ApiFailure {
  const state = configured();
  const { effects } = state.config;
  const message = CATALOGUE_MESSAGE[failure.code];
  if (failure.code === CODE.loginCheckFailed) {
    const alreadySent = state.sentToLogin && !session.token;
    if (!alreadySent) {
      const here = currentShopPath(mallPath);
      // A guest never logged in, so only a user whose login failed the check is told so.
      if (session.token) effects.toast(MESSAGE.loginCheckFailed, 'error');
      effects.logout();
      // On the login page already, its own redirect query stands; never send the user back to login.
      if (!isLoginPage(here)) {
        rememberRedirect(here); // after logout, which clears the shop's storage keys
        effects.navigate(loginPath(mallPath, here));
      }
      state.sentToLogin = true;
    }
    return { ...failure, message: MESSAGE.loginCheckFailed, handled: true };
  }
  if (failure.code === CODE.shopUnavailable) {
    if (!state.shopUnavailableAlerted) effects.alert(MESSAGE.shopUnavailableTitle, MESSAGE.shopUnavailable);
    state.shopUnavailableAlerted = true;
    return { ...failure, message: MESSAGE.shopUnavailable, handled: true };
  }
  return message ? { ...failure, message } : failure;
}

/** A failed call goes to the client log with its code (spec 1 §7); a cancelled one did not fail. */
function reported(failure: ApiFailure, path: string): ApiFailure {
  if (failure.code !== CODE.cancelled)
    logEvent({ type: 'error', name: 'request.failed', detail: { api: path, code: failure.code } });
  return failure;
}

type Ciphers = { encrypt?: (value: unknown) => string; decrypt?: (cipherText: string) => unknown };

/** Encryption for a path the shop lists (docs/gateway.md); loads the crypto module only then. */
async function ciphersFor(info: EncryptionInfo, path: string, apiPath: string): Promise<Ciphers> {
  // The lists may name a path with or without its alias: `/addCart` or `{cart}/addCart`.
  const listed = (paths: string[]) => paths.includes(apiPath) || paths.includes(path);
  const encrypt = listed(info.encryptionUrlPath);
  const decrypt = listed(info.decryptionUrlPath);
  if (!encrypt && !decrypt) return {};
  const { encryptJson, decryptJson } = await import('../crypto');
  const secret = { key: info.aesKey, iv: info.aesIv };
  return {
    encrypt: encrypt ? (value) => JSON.stringify({ encryptData: encryptJson(value, secret) }) : undefined,
    decrypt: decrypt ? (cipherText) => decryptJson(cipherText, secret) : undefined,
  };
}

function decrypted<T>(result: ApiSuccess<T>, decrypt: (cipherText: string) => unknown): ApiResult<T> {
  if (typeof result.data !== 'string') return result;
  try {
    return { ...result, data: decrypt(result.data) as T };
  } catch {
    return networkFailure(MESSAGE.failed);
  }
}

/**
 * Sends a request to the gateway and answers a result; it never rejects for gateway, HTTP or
 * network failures (only for programming errors such as an unknown alias).
 *
 * Identical requests (same method, full URL with query, and JSON body) in flight are cancelled:
 * the earlier one is aborted on the wire and its caller gets the later one's answer, so a
 * re-mounted component or a repeated click costs one request and never surfaces as an error.
 * A caller's own aborted `signal` resolves as `{ success: false, code: 'CANCELLED', handled: true }`.
 * Multipart uploads are never identical.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const { method = 'GET', data, signal, onUploadProgress } = options;
  const mallPath = currentMallPath();
  const { url, apiPath } = resolvePath(path);
  if (method === 'GET' && data) appendQuery(url, data as QueryParams);
  const isForm = data instanceof FormData;
  const json = method === 'POST' && data !== undefined && !isForm ? JSON.stringify(data) : undefined;

  // Only a JSON body may need encrypting: a request without one goes out at once, while the shop's
  // encryption info is on its way (the first requests of a page are not held up a round trip by it).
  const ciphers = encryptionInfo(mallPath).then(
    async (info): Promise<Ciphers & { info: ApiResult<EncryptionInfo> }> =>
      info.success ? { info, ...(await ciphersFor(info.data, path, apiPath)) } : { info },
  );
  ciphers.catch(() => undefined); // awaited below, after the request when there is no body to encrypt
  let encrypt: Ciphers['encrypt'];
  if (json !== undefined) {
    const found = await ciphers;
    if (!found.info.success) return applyCatalogue(reported(found.info, ENCRYPTION_INFO_PATH), mallPath);
    encrypt = found.encrypt;
  }

  const body = isForm ? data : encrypt ? encrypt(data) : json;
  const identity = isForm ? null : `${method} ${url.href} ${json ?? ''}`;
  const result = await send<T>(
    url,
    { method, body, headers: headers(mallPath, typeof body === 'string') },
    identity,
    signal,
    onUploadProgress,
  );
  const { info, decrypt } = await ciphers;
  if (!info.success) return applyCatalogue(reported(info, ENCRYPTION_INFO_PATH), mallPath);
  if (!result.success) return applyCatalogue(reported(result, path), mallPath);
  return decrypt ? decrypted(result, decrypt) : result;
}

export function get<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<ApiResult<T>> {
  return request<T>(path, { method: 'GET', data: params, signal });
}

export function post<T>(path: string, body?: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  return request<T>(path, { method: 'POST', data: body, signal });
}

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

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.success) return result.data;
  throw new ApiError(result);
}
