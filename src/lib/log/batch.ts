// The log sender (loaded with the first event): batches of BATCH_SIZE events or every BATCH_INTERVAL_MS,
// whichever comes first, to `{log}/batch`; what is pending when the page is hidden goes by
// navigator.sendBeacon. A failing endpoint is warned about once and then left alone for the page's life.
import { session } from '../session/store';
import { browserOf, PLATFORM, systemOf, traceId } from './context';
import { logContext } from './event';
import type { LogEvent } from './event';
import { redact } from '../../../engine';

export const BATCH_SIZE = 10;
export const BATCH_INTERVAL_MS = 10_000;

/** An event as the endpoint receives it. */
export interface StampedEvent extends LogEvent {
  at: number;
  traceId: string;
  userId: number | null;
  mallDomain: string;
  mallPath: string;
  platform: string;
  browser: string;
  os: string;
  /** The page's path (never its query, which may carry a sign-on token). */
  page: string;
}

const queue: StampedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let givenUp = false;
let watchingVisibility = false;

/**
 * `{log}/batch` (a relative base resolves against the page) naming the shop in its query, as a beacon
 * carries no headers; a deployment without a log alias logs nothing.
 */
function endpoint(): string | undefined {
  const base = import.meta.env.VITE_BASE_LOG;
  if (!base) return undefined;
  const url = new URL(`${base}/batch`, location.href);
  url.searchParams.set(
    'mallPath',
    safely(() => logContext().mallPath(), ''),
  );
  return url.href;
}

/** A fact that may not be there yet (a failure before the shop started): the fallback then. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function stamp(event: LogEvent, at: number): StampedEvent {
  const { userAgent } = navigator;
  const token = session.token ?? '';
  return {
    type: event.type,
    name: event.name,
    ...(event.detail ? { detail: redact(event.detail, [token, token.replaceAll('+', ' ')]) } : {}),
    at,
    traceId: traceId(),
    userId: safely(() => logContext().userId(), null),
    mallDomain: location.host,
    mallPath: safely(() => logContext().mallPath(), ''),
    platform: PLATFORM,
    browser: browserOf(userAgent),
    os: systemOf(userAgent),
    page: location.pathname,
  };
}

function giveUp(reason: unknown): void {
  if (givenUp) return;
  givenUp = true;
  queue.length = 0;
  clearTimeout(timer);
  console.warn('[log] the log endpoint failed; client logging is off for this page.', reason);
}

// text/plain keeps a cross-origin log endpoint free of CORS preflights (and sendBeacon allows it).
const body = (events: StampedEvent[]) => JSON.stringify({ events });
const TEXT = 'text/plain;charset=UTF-8';

function takeBatch(): StampedEvent[] {
  clearTimeout(timer);
  timer = undefined;
  return queue.splice(0);
}

/** Sends what is queued now. */
export function flush(): void {
  const url = endpoint();
  const events = takeBatch();
  if (!url || events.length === 0) return;
  fetch(url, { method: 'POST', body: body(events), headers: { 'Content-Type': TEXT }, keepalive: true })
    .then((response) => {
      if (!response.ok) giveUp(`HTTP ${response.status}`);
    })
    .catch(giveUp);
}

/** The page is going away or out of sight: the pending batch leaves by beacon, which outlives the page. */
function sendPendingByBeacon(): void {
  const url = endpoint();
  if (!url || queue.length === 0) return;
  if (typeof navigator.sendBeacon !== 'function') return flush();
  const events = takeBatch();
  if (!navigator.sendBeacon(url, new Blob([body(events)], { type: TEXT }))) giveUp('sendBeacon refused');
}

function watchVisibility(): void {
  if (watchingVisibility) return;
  watchingVisibility = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendPendingByBeacon();
  });
}

export function enqueue(event: LogEvent, at: number): void {
  if (givenUp || !endpoint()) return;
  queue.push(stamp(event, at));
  watchVisibility();
  if (queue.length >= BATCH_SIZE) flush();
  else timer ??= setTimeout(flush, BATCH_INTERVAL_MS);
}
