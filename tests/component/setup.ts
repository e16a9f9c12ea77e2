import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { scaled } from '../../scripts/lib/time-scale';
import { endFile, forgetStyles } from './helpers/fresh-file';

// The files of a worker share jsdom; each gets the app's modules afresh (helpers/fresh-file.ts says why).
vi.resetModules();

// Whole pages fetch from the gateway in process and render under jsdom: seconds on a quiet 2-core
// machine, and longer as it gets busier.
configure({ asyncUtilTimeout: scaled(10_000) });

afterEach(async () => {
  cleanup();
  await forgetStyles();
});
afterAll(endFile);

// jsdom lays nothing out and has no scrollIntoView; in a browser it only moves the view.
Element.prototype.scrollIntoView = () => {};
