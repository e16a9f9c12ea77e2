// The client log endpoint (spec 1 §7, `{log}/batch`, docs/gateway.md): the storefront sends its events in
// batches, naming its shop like every call (the beacon in the query: it carries no header). Each client
// may send CLIENT_LOG_LIMITS.batchesPerMinute batches; each event is redacted with the browser's own rule
// before it is kept or printed (log-book.ts).
import { CLIENT_LOG_LIMITS, CLIENT_LOG_MESSAGES, redact } from '../../../engine';
import { invalid, ok, refused } from '../answer';
import { isObject } from '../input';
import type { ClientLogEvent } from '../log-book';
import { post } from '../router';
import type { Route } from '../router';

/** The redacted event: the same rule the browser applied, on its facts and on its detail. */
function redacted(event: Record<string, unknown>): ClientLogEvent {
  const { detail, ...facts } = event;
  return {
    ...(redact(facts, []) as ClientLogEvent),
    ...(isObject(detail) ? { detail: redact(detail, []) } : {}),
  };
}

function checkedEvents(body: unknown): ClientLogEvent[] {
  const events = isObject(body) ? body.events : undefined;
  if (!Array.isArray(events) || events.length === 0 || events.length > CLIENT_LOG_LIMITS.maxEvents)
    return invalid(CLIENT_LOG_MESSAGES.batchSize);
  return events.map((event: unknown) =>
    isObject(event) &&
    typeof event.type === 'string' &&
    typeof event.name === 'string' &&
    JSON.stringify(event).length <= CLIENT_LOG_LIMITS.maxEventChars
      ? redacted(event)
      : invalid(CLIENT_LOG_MESSAGES.eventFormat),
  );
}

export const logRoutes: Route[] = [
  post('/log/batch', 'public', ({ body, state, client }) => {
    if (!state.logSenders.take(client)) refused(CLIENT_LOG_MESSAGES.tooFrequent);
    state.logs.add(checkedEvents(body));
    return ok(null, '已记录');
  }),
];
