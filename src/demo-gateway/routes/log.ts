// The client log endpoint (spec 1 §7, `{log}/batch`, docs/gateway.md): the storefront sends its events in
// batches; the demo keeps the last 500 and hands each to a watcher (`npm start` prints one line each).
import { invalid, ok } from '../answer';
import { isObject } from '../input';
import { post } from '../router';
import type { Route } from '../router';

const KEPT_EVENTS = 500;
/** More than the client's batch of 10, for a beacon that carries what piled up while sends failed. */
const MAX_BATCH = 50;
const MAX_EVENT_CHARS = 4000;

/** One received event as the client sent it (src/lib/log): `type` and `name`, plus its context. */
export type ClientLogEvent = Record<string, unknown> & { type: string; name: string };

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '-';

/** One line a person can follow: time, type, name, shop, user, browser, trace id, then the detail. */
export function logLine(event: ClientLogEvent): string {
  const at = typeof event.at === 'number' ? new Date(event.at).toISOString() : '-';
  const detail = isObject(event.detail) ? ` ${JSON.stringify(event.detail)}` : '';
  return (
    `[client log] ${at} ${event.type} ${event.name} ${text(event.mallDomain)}/${text(event.mallPath)} ` +
    `user=${text(event.userId)} ${text(event.browser)}/${text(event.os)} trace=${text(event.traceId)}${detail}`
  );
}

/** The last KEPT_EVENTS events, oldest first. */
export class LogBook {
  private events: ClientLogEvent[] = [];

  constructor(private readonly watcher?: (line: string) => void) {}

  add(events: readonly ClientLogEvent[]): void {
    this.events = [...this.events, ...events].slice(-KEPT_EVENTS);
    if (this.watcher) events.forEach((event) => this.watcher?.(logLine(event)));
  }

  recent(): readonly ClientLogEvent[] {
    return this.events;
  }
}

function checkedEvents(body: unknown): ClientLogEvent[] {
  const events = isObject(body) ? body.events : undefined;
  if (!Array.isArray(events) || events.length === 0 || events.length > MAX_BATCH)
    return invalid(`events 须为 1-${MAX_BATCH} 条日志`);
  return events.map((event: unknown) =>
    isObject(event) &&
    typeof event.type === 'string' &&
    typeof event.name === 'string' &&
    JSON.stringify(event).length <= MAX_EVENT_CHARS
      ? (event as ClientLogEvent)
      : invalid('日志格式错误'),
  );
}

// No shop needed: a beacon sent as the page is hidden carries no X-Mall-Path (each event names its shop).
export const logRoutes: Route[] = [
  post('/log/batch', 'none', ({ body, state }) => {
    state.logs.add(checkedEvents(body));
    return ok(null, '已记录');
  }),
];
