import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { reportError } from './app/errors/report-error';
import { beginFirstPaint, readFirstPaint } from './app/first-paint';
import { acceptSignOnToken } from './features/auth/sign-on-token';
import { queryClient } from './app/query-client';
import { preloadShop } from './app/shop-session';
import { loadShopSession } from './app/start-shop';
import { mallPathFrom } from '../engine';
import { queryKeys } from './lib/api/query-keys';
import { startLogging } from './lib/log';
import type { UserInfo } from '../engine/contract';

// A single sign-on link logs the user in before the first request is made.
acceptSignOnToken(window.location, window.history, queryClient);
// The shop the address names, if any (the shop directory names none).
const mallPathHere = () => mallPathFrom(window.location.pathname, window.location.search) ?? '';
startLogging({
  userId: () => queryClient.getQueryData<UserInfo>(queryKeys(mallPathHere()).member.info())?.id ?? null,
  mallPath: mallPathHere,
});

const root = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** A prerendered page that does not hydrate as drawn is a bug: React then draws it again in the browser. */
const hydrationFailed = (error: unknown) => reportError('hydration', error);

const firstPaint = readFirstPaint(document, window.location);
if (firstPaint) {
  // The frame's code and the page's are fetched together; hydration waits only for the frame's (the page is
  // a placeholder until the shop has started), and then draws in one pass, with nothing left to suspend.
  beginFirstPaint(firstPaint.mallPath, firstPaint.load, queryClient);
  // Before any request the hydrated frame sends, as on a client-rendered page.
  loadShopSession(firstPaint.mallPath);
  // A transition: React hydrates in short slices, not one long task.
  void preloadShop(firstPaint.mallPath).then(() =>
    startTransition(() => void hydrateRoot(root, app, { onRecoverableError: hydrationFailed })),
  );
} else {
  // A transition, so React renders the app's first screen in short slices rather than one long task.
  startTransition(() => createRoot(root).render(app));
}
