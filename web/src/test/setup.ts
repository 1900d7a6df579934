import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installMatchMedia, resetScreen } from './match-media';
import { AREAS } from '../i18n/areas';
import { loadAreas } from '../i18n/i18n';

// Browsers resolve '/api/v1/…' against the page; Node's Request insists on an
// absolute URL, so give it the document's base as a browser would.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, document.baseURI) : input, init);
  }
} as typeof Request;

installMatchMedia();

// A page is a lazy chunk that the test run compiles on its first import: on a
// busy 2-core machine that alone has outlasted findBy's default second. The
// waits end as soon as what they look for is there, so a longer limit only
// slows a test that fails anyway.
configure({ asyncUtilTimeout: 5000 });

// The toast host loads react-toastify on the first tap or toast (app/providers.tsx).
// A browser fetches it in a few milliseconds; here its first import is
// compiled, which under load outlasts a test's wait for the toast. Loaded once
// per test file up front, the app's own import of it then resolves at once.
await import('react-toastify');

// The English words of every area, loaded before any test draws: a component
// then draws with them at once, as in a browser whose page has loaded its
// area (i18n/i18n.ts). Tests of another language load its areas themselves.
await loadAreas('en', AREAS);

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  // docs/layout-and-habits.md habit 9: an unexpected console.error fails the test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  resetScreen();
  installMatchMedia();
  if (consoleErrors.length > 0) {
    const report = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called:\n${report}`);
  }
});
