import {
  SavedRejectionReasonsQuery,
  type SavedRejectionReason,
} from '@/lib/api/saved-rejection-reasons';
import { ApproveDeveloperAccountMutation } from '@/features/admin/api/approve-developer-account';
import { AdminStatsQuery, type AdminStats } from '@/features/admin/api/get-admin-stats';
import {
  PendingDevelopersQuery,
  type PendingDeveloper,
} from '@/features/admin/api/list-pending-developers';
import { RejectDeveloperAccountMutation } from '@/features/admin/api/reject-developer-account';
import { answer, type ResolverOf } from './graphql';
import { pageAt, type Page } from './pages';

export const STATS: AdminStats = {
  totalApps: 12,
  pendingReview: 3,
  pendingNewApps: 2,
  pendingUpdates: 1,
  publishedApps: 7,
  totalDevelopers: 5,
  pendingDevelopers: 2,
};

/** The developer every admin fixture is about, as she filled in her details. */
export const GRACE_PERSONAL_INFO = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '1 Compiler Way',
  city: 'Arlington',
  postalCode: '22201',
  country: 'DE',
};

export function pendingDeveloper(overrides: Partial<PendingDeveloper> = {}): PendingDeveloper {
  return {
    userId: 'user-1',
    email: 'grace@example.com',
    personalInfo: GRACE_PERSONAL_INFO,
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

export interface FakeDeveloperServer {
  /** Pages of the pending list; nextToken 'n' asks for pages[n]. */
  pages: Page<PendingDeveloper>[];
  list?: ResolverOf<typeof PendingDevelopersQuery>;
  approve?: ResolverOf<typeof ApproveDeveloperAccountMutation>;
  reject?: ResolverOf<typeof RejectDeveloperAccountMutation>;
  /** The rejection reasons saved on /admin/settings, offered by the reject dialogs; none by default. */
  savedReasons?: SavedRejectionReason[];
}

/** The developer review screen's operations answered as the server would. */
export function serveDevelopers(server: FakeDeveloperServer) {
  answer(SavedRejectionReasonsQuery, () => ({
    savedRejectionReasons: server.savedReasons ?? [],
  }));
  answer(AdminStatsQuery, () => ({ getAdminStats: STATS }));
  answer(
    PendingDevelopersQuery,
    server.list ??
      (({ nextToken }) => ({ listPendingDevelopers: pageAt(server.pages, nextToken) })),
  );
  answer(
    ApproveDeveloperAccountMutation,
    server.approve ??
      (({ userId }) => ({
        approveDeveloperAccount: { userId, developerStatus: { status: 'verified' } },
      })),
  );
  answer(
    RejectDeveloperAccountMutation,
    server.reject ??
      (({ userId }) => ({
        rejectDeveloperAccount: { userId, developerStatus: { status: 'rejected' } },
      })),
  );
}
