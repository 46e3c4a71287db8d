import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AdminStats } from '../api/get-admin-stats';
import type { PendingDeveloper } from '../api/list-pending-developers';

/** Renders with a fresh query client that does not retry, so failures show at once. */
export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const STATS: AdminStats = {
  totalApps: 12,
  pendingReview: 3,
  publishedApps: 7,
  totalDevelopers: 5,
  pendingDevelopers: 2,
};

export function pendingDeveloper(overrides: Partial<PendingDeveloper> = {}): PendingDeveloper {
  return {
    userId: 'user-1',
    email: 'grace@example.com',
    personalInfo: {
      firstName: 'Grace',
      lastName: 'Hopper',
      address: '1 Compiler Way',
      city: 'Arlington',
      postalCode: '22201',
      country: 'DE',
    },
    businessInfo: { accountType: 'business', legalName: 'Grace Hopper', companyName: 'COBOL Ltd' },
    developerStatus: { status: 'pending' },
    metadata: { createdAt: '2026-11-20T10:00:00.000Z' },
    onboardingData: {
      appName: 'Bug Hunter',
      appDescription: 'Finds moths in relays.',
      completedSteps: ['country', 'appDetails', 'developerDetails'],
    },
    ...overrides,
  };
}
