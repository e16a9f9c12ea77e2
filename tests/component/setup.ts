import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom lays nothing out and has no scrollIntoView; in a browser it only moves the view.
Element.prototype.scrollIntoView = () => {};
