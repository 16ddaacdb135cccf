import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The tests run in a browser that prefers Czech, the app's default (happy-dom's prefers English): a test of another
// browser says so (languages.ts decides by the browser's languages when nothing is stored).
Object.defineProperty(navigator, 'languages', { get: () => ['cs-CZ', 'cs'], configurable: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
