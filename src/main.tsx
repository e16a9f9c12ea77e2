import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { acceptSignOnToken } from './features/auth/sign-on-token';
import { queryClient } from './app/query-client';
import { userInfoQuery } from './lib/api/endpoints/member';
import { currentMallPath } from './lib/api/request';
import { startLogging } from './lib/log';

// A single sign-on link logs the user in before the first request is made.
acceptSignOnToken(window.location, window.history);
startLogging({
  userId: () => queryClient.getQueryData(userInfoQuery().queryKey)?.id ?? null,
  mallPath: currentMallPath,
});

// A transition, so React renders the app's first screen in short slices rather than one long task.
startTransition(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
