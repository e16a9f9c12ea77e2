// The component files of a worker share one jsdom and the libraries Node loaded (isolate: false in
// vite.config.ts): a new worker and jsdom for each file took about half the run. setup.ts gives each file
// its own copy of the app's modules (vi.resetModules: the session, toasts, the confirm host, the query
// client, the helpers' msw servers and gateways); this gives it the rest of what a new worker would: a
// blank page, no styles, and none of the timers and listeners the files before it left behind.
import { vi } from 'vitest';

type Listener = [EventTarget, string, EventListenerOrEventListenerObject, (boolean | EventListenerOptions)?];
type Timer = ReturnType<typeof setTimeout>;
type StartTimer = (...args: unknown[]) => Timer;
interface Leftovers {
  timers: Set<Timer>;
  listeners: Listener[];
}

/**
 * Wraps the timer functions and window's and document's addEventListener, once per worker: every timer
 * is recorded, and each listener the app or a test adds. A library's listener stays, as the library
 * stays loaded (user-event prepares the document once; React and TanStack Query listen once).
 */
function track(): Leftovers {
  const leftovers: Leftovers = { timers: new Set(), listeners: [] };
  const recorded =
    (start: StartTimer): StartTimer =>
    (...args) => {
      const timer = start(...args);
      leftovers.timers.add(timer);
      return timer;
    };
  globalThis.setTimeout = Object.assign(recorded(setTimeout as StartTimer), setTimeout);
  globalThis.setInterval = Object.assign(recorded(setInterval as StartTimer), setInterval);
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener;
    target.addEventListener = function (type, listener, options) {
      // The caller's frame: below this one and the Error's own line.
      const caller = new Error().stack?.split('\n')[2] ?? '';
      if (listener && !caller.includes('/node_modules/'))
        leftovers.listeners.push([this, type, listener, options]);
      add.call(this, type, listener, options);
    };
  }
  return leftovers;
}

const KEY = Symbol.for('tests/component/leftovers');
const worker = globalThis as typeof globalThis & { [KEY]?: Leftovers };
const leftovers = (worker[KEY] ??= track());

/**
 * Drops the rules styled-components injected, so each test's page has only its own: jsdom matches every
 * rule against each element in getComputedStyle, which every role query calls, and the rules piled up
 * test after test. The next render injects what it uses again, in the components' order as before.
 */
export async function forgetStyles(): Promise<void> {
  // The copy the app's modules use now: styled-components is bundled with them (vite.config.ts, ssr.noExternal).
  const sheet = (await import('styled-components')).__PRIVATE__.mainSheet;
  sheet.gs = {};
  sheet.names = new Map();
  sheet.keyframeIds.clear();
  sheet.clearTag();
  for (const style of document.head.querySelectorAll('style[data-styled]')) style.remove();
}

/** After a file's own hooks: stops what it left running and blanks the page, as a new worker would start. */
export function endFile(): void {
  vi.useRealTimers();
  for (const timer of leftovers.timers) clearTimeout(timer);
  leftovers.timers.clear();
  for (const [target, type, listener, options] of leftovers.listeners.splice(0))
    target.removeEventListener(type, listener, options);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
