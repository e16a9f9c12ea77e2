import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { acceptSignOnToken } from './features/auth/sign-on-token';
import { queryClient } from './app/query-client';
import { mallPathFrom } from '../engine';
import { queryKeys } from './lib/api/query-keys';
import type { UserInfo } from './lib/api/endpoints/member';
import { startLogging } from './lib/log';

// A single sign-on link logs the user in before the first request is made.
acceptSignOnToken(window.location, window.history, queryClient);
// The shop the address names, if any (the shop directory names none).
const mallPathHere = () => mallPathFrom(window.location.pathname, window.location.search) ?? '';
startLogging({
  userId: () => queryClient.getQueryData<UserInfo>(queryKeys(mallPathHere()).member.info())?.id ?? null,
  mallPath: mallPathHere,
});

// A transition, so React renders the app's first screen in short slices rather than one long task.
startTransition(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
