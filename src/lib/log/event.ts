// A log event and where the log reads the app's facts from; shared by the entry (./index) and the sender.

export interface LogEvent {
  /** 'error' for what went wrong (failed requests, boundary catches, chunk failures, CSP violations). */
  type: 'error' | 'event';
  /** A stable dotted name, e.g. `request.failed`, `chunk.failed`, `boundary.caught`. */
  name: string;
  /** Plain data; keys and texts that could hold a token, password, phone number or address are redacted. */
  detail?: Record<string, unknown>;
}

/** What the log reads from the app at the moment of an event. */
export interface LogContext {
  /** The logged-in user's id, or null for a guest. */
  userId(): number | null;
  /** The current shop's mall path ('' before a shop is known). */
  mallPath(): string;
}

let context: LogContext = { userId: () => null, mallPath: () => '' };

export const logContext = (): LogContext => context;

export function setLogContext(given: LogContext): void {
  context = given;
}
