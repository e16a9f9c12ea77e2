// Client logging (spec 1 §7, docs/gateway.md "Client log"): events and errors go to the log endpoint in
// batches. Only this file is in the first page load; the sender (./batch) loads with the first event, so
// logging costs the page nothing until something happens, and never throws into or waits in its caller.

import { setLogContext } from './event';
import type { LogContext, LogEvent } from './event';

export type { LogContext, LogEvent } from './event';

let sender: Promise<typeof import('./batch') | undefined> | undefined;

/** Queues an event for the log endpoint, stamped with the user, shop, browser and a trace id. */
export function logEvent(event: LogEvent): void {
  const at = Date.now();
  sender ??= import('./batch').catch(() => undefined);
  void sender.then((batch) => batch?.enqueue(event, at));
}

/** An error as an event: its message joins the detail. */
export function logError(name: string, error: unknown, detail?: Record<string, unknown>): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  logEvent({ type: 'error', name, detail: { ...detail, message } });
}

/**
 * Called once at start-up: where the user id comes from, and reporting what the Content-Security-Policy
 * blocks. Answers the function that stops the reporting.
 */
export function startLogging(given: LogContext): () => void {
  setLogContext(given);
  const report = (violation: SecurityPolicyViolationEvent) =>
    logEvent({
      type: 'error',
      name: 'csp.violation',
      detail: {
        directive: violation.effectiveDirective,
        blocked: violation.blockedURI,
        source: violation.sourceFile,
        line: violation.lineNumber,
      },
    });
  document.addEventListener('securitypolicyviolation', report);
  return () => document.removeEventListener('securitypolicyviolation', report);
}
