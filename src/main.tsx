import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { acceptSignOnToken } from './features/auth/sign-on-token';
import { startLogging } from './lib/log';

// A single sign-on link logs the user in before the first request is made.
acceptSignOnToken(window.location, window.history);
startLogging();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
