import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False in the build's prerendered HTML and while React takes that HTML over, true from then on
 * (and at once on a page React renders from scratch). What only the browser knows (local
 * storage, a random pick) renders behind it, so the first client render matches the HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
