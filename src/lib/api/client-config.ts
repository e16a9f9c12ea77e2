// What the app hands the request client when it starts a shop: the shop's mall path, its limits and the
// effects through which the client acts on the page (it knows no React and no router).
import type { ShopLimits, ToastKind } from '../../../engine';

/** Spec 1 §7's timeout, until the shop's profile has loaded; then its `limits.timing.requestTimeoutMs`. */
export const REQUEST_TIMEOUT_MS = 40_000;

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
  /** The shop's mall path (docs/gateway.md, `X-Mall-Path`): sent with every request, first in every key. */
  mallPath: string;
  /** The shop's limits once its profile has loaded, undefined before: the timeout. */
  limits?: () => ShopLimits | undefined;
  effects: ClientEffects;
}

export const requestTimeoutMs = (config: ClientConfig): number =>
  config.limits?.()?.timing.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

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
