import { lazy, type ComponentType } from 'react';

const loadQueryProvider = () => import('./query-provider');

/**
 * A component from another chunk, given the app's query client: both chunks are fetched
 * together, so the landing page renders without TanStack Query (about 8 kB gzipped) and what
 * reads data loads it beside its own code, not after it (decision 0030). Render it inside a
 * Suspense boundary.
 */
export function lazyWithQueries<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const [Component, { AppQueryProvider }] = await Promise.all([load(), loadQueryProvider()]);
    function WithQueries(props: Props) {
      return (
        <AppQueryProvider>
          <Component {...props} />
        </AppQueryProvider>
      );
    }
    return { default: WithQueries };
  });
}
