// The demo's client log: the last events the storefront sent (routes/log.ts), each handed to a watcher
// as one line (`npm start` prints them).
import { isObject } from './input';

const KEPT_EVENTS = 500;

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
