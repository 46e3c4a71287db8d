import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { UNSAFE_createMemoryHistory, useLocation, useRoutes, type RouteObject } from 'react-router';
import { blockable, BlockableRouter } from '@/lib/navigation-blocker';
import { expect } from 'vitest';
import { testQueryClient } from './query-client';

/**
 * Holds the current URL so tests can assert where a screen went. Hidden: it is no part of the
 * screen, so it must not count for axe (content outside landmarks) or for queries by role.
 */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p hidden data-testid="location">
      {location.pathname + location.search}
    </p>
  );
}

/** Waits until the location probe shows a URL containing `expected` (the screen navigated). */
export async function expectLocation(expected: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(expected));
}

interface RenderOptions {
  /** Where the screen opens; default '/'. */
  url?: string;
  /** The route pattern the screen sits on; default the path of `url`. */
  path?: string;
  /** Further routes beside the screen (other paths show the location probe). */
  routes?: RouteObject[];
  /** Answers already in the query cache when the screen opens, as earlier screens left them. */
  cached?: [QueryKey, unknown][];
}

/**
 * Renders a screen as the app does: the app's router on a history screens can hold (so
 * useBlocker works), in memory, and the app's query client. Give one element, shown at `path` with a location probe under it, or a whole route
 * table (layouts, guards). Every other path shows the location probe.
 */
export function renderScreen(
  screen: ReactElement | RouteObject[],
  { url = '/', path = url.split('?')[0] ?? '/', routes = [], cached = [] }: RenderOptions = {},
) {
  const queryClient = testQueryClient();
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  const table: RouteObject[] = Array.isArray(screen)
    ? screen
    : [
        {
          path,
          element: (
            <>
              {screen}
              <LocationProbe />
            </>
          ),
        },
      ];
  const history = blockable(UNSAFE_createMemoryHistory({ initialEntries: [url], v5Compat: true }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <BlockableRouter history={history}>
        <RouteTable routes={[...table, ...routes, { path: '*', element: <LocationProbe /> }]} />
      </BlockableRouter>
    </QueryClientProvider>,
  );
  // Where the screen went, as tests read it (router.state.location, as on a data router).
  const router = {
    state: {
      get location() {
        return history.location;
      },
      get historyAction() {
        return history.action;
      },
    },
  };
  return { ...view, router, queryClient };
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
