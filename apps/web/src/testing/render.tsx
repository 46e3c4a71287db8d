import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
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
 * Renders a screen as the app does: a data router (so useBlocker works) and the app's query
 * client. Give one element, shown at `path` with a location probe under it, or a whole route
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
  const router = createMemoryRouter(
    [...table, ...routes, { path: '*', element: <LocationProbe /> }],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
