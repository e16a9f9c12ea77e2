// The demo's client log: the last events the storefront sent (routes/log.ts), each handed to a watcher as
// one line (`npm start` prints them). What is printed is bounded: at most CLIENT_LOG_LIMITS.printedPerMinute
// lines a minute, every client together; the rest are counted and said in one summary line.
import { CLIENT_LOG_LIMITS } from '../../engine';
import { isObject } from './input';

const KEPT_EVENTS = 500;
const MINUTE_MS = 60_000;

/** One received event as the client sent it (src/lib/log): `type` and `name`, plus its context. */
export type ClientLogEvent = Record<string, unknown> & { type: string; name: string };

// C0 and C1 controls, DEL, the line and paragraph separators and the bidirectional marks, embeddings,
// overrides and isolates: any of them could make one event print as two lines, or in another order.
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** The text with each character that could forge or reorder a terminal line written as `\uXXXX`. */
export const printable = (text: string): string =>
  text.replace(UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '-';

/** One line a person can follow: time, type, name, shop, user, browser, trace id, then the detail. */
export function logLine(event: ClientLogEvent): string {
  const at = typeof event.at === 'number' ? new Date(event.at).toISOString() : '-';
  const detail = isObject(event.detail) ? ` ${JSON.stringify(event.detail)}` : '';
  return printable(
    `[client log] ${at} ${event.type} ${event.name} ${text(event.mallDomain)}/${text(event.mallPath)} ` +
      `user=${text(event.userId)} ${text(event.browser)}/${text(event.os)} trace=${text(event.traceId)}${detail}`,
  );
}

/** The last KEPT_EVENTS events, oldest first, and the watcher's bounded share of them. */
export class LogBook {
  private events: ClientLogEvent[] = [];
  private minute = { start: Number.NEGATIVE_INFINITY, printed: 0, dropped: 0 };
  private summary: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly watcher?: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  add(events: readonly ClientLogEvent[]): void {
    this.events = [...this.events, ...events].slice(-KEPT_EVENTS);
    for (const event of events) this.print(event);
  }

  recent(): readonly ClientLogEvent[] {
    return this.events;
  }

  private print(event: ClientLogEvent): void {
    if (!this.watcher) return;
    const now = this.now();
    if (now - this.minute.start >= MINUTE_MS) this.endMinute(now);
    if (this.minute.printed < CLIENT_LOG_LIMITS.printedPerMinute) {
      this.minute.printed += 1;
      this.watcher(logLine(event));
      return;
    }
    this.minute.dropped += 1;
    // The summary goes out when the minute ends, even if nothing else arrives.
    this.summary ??= setTimeout(() => this.endMinute(this.now()), this.minute.start + MINUTE_MS - now);
    (this.summary as { unref?: () => void }).unref?.();
  }

  private endMinute(now: number): void {
    clearTimeout(this.summary);
    this.summary = undefined;
    const { start, dropped } = this.minute;
    if (dropped > 0) {
      this.watcher?.(
        `[client log] ${dropped} events not printed in the minute from ${new Date(start).toISOString()} ` +
          `(at most ${CLIENT_LOG_LIMITS.printedPerMinute} lines a minute)`,
      );
    }
    this.minute = { start: now, printed: 0, dropped: 0 };
  }
}
