import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetSentOperations, server } from './graphql';

// A screen's answer is waited for up to 5 s rather than Testing Library's 1 s: the web suite
// shares CI's two cores with the integration suites, and a later page's refusal once took
// longer than 1 s to show (store/purchases). A check that passes still passes at once.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Radix's checkbox, select and menu measure themselves with one.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// A request no test answered is a mistake in the test or a screen asking for more than it
// should. MSW's 'error' makes the request fail, which a screen may catch and show as an error;
// noting it here fails the test itself, whatever the screen does with it.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  server.resetHandlers();
  forgetSentOperations();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Requests no test answered: ${missed.join(', ')}`);
});

// The next file in this worker opens in the same jsdom window (isolate: false): a global a
// file stubbed or a clock it faked and left so is put back.
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
