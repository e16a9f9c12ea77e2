// The client log endpoint (spec 1 §7, `{log}/batch`, docs/gateway.md): the storefront sends its events in
// batches; the demo keeps the last 500 and hands each to a watcher (`npm start` prints one line each).
import { invalid, ok } from '../answer';
import { isObject } from '../input';
import type { ClientLogEvent } from '../log-book';
import { post } from '../router';
import type { Route } from '../router';

/** More than the client's batch of 10, for a beacon that carries what piled up while sends failed. */
const MAX_BATCH = 50;
const MAX_EVENT_CHARS = 4000;

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
