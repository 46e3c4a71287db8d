import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { DeveloperApplication } from '../api/list-developer-applications';

/** Shows the current address, so tests can read what the page put into the URL. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `url` (default /apps) with a fresh query client that does not retry. */
export function renderAt(ui: ReactNode, url = '/apps') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/apps" element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function application(overrides: Partial<DeveloperApplication> = {}): DeveloperApplication {
  return {
    appId: 'app-1',
    appName: 'Pocket Chess',
    shortDescription: 'Chess puzzles for the VMU Pro.',
    price: 4.99,
    currency: 'USD',
    currentVersion: '1.2.0',
    status: 'DRAFT',
    visibility: 'PRIVATE',
    rejectionReason: null,
    storeUrl: 'http://portal.test/store/apps/com.example.chess',
    assets: { webIcon: null },
    analytics: { totalDownloads: 12345, activeUsers: 678, revenue: { gross: 1234.5 } },
    metadata: { updatedAt: '2026-11-20T10:00:00.000Z' },
    ...overrides,
  };
}
