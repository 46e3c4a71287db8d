import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { forgetSentOperations, server } from './graphql';

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
