import { vi } from 'vitest';
import { request } from '@/lib/graphql';
import { ApproveApplicationMutation } from '../api/approve-application';
import { GenerateDownloadUrlMutation } from '../api/generate-download-url';
import {
  AdminApplicationCountsQuery,
  type AdminApplicationCounts,
} from '../api/get-admin-application-counts';
import {
  AdminApplicationDetailsQuery,
  type ApplicationDetails,
} from '../api/get-application-details';
import { DeveloperForAdminQuery, type DeveloperForAdmin } from '../api/get-developer-for-admin';
import { AdminApplicationsQuery, type AdminApplication } from '../api/list-all-applications';
import { RejectApplicationMutation } from '../api/reject-application';
import { RestoreApplicationMutation } from '../api/restore-application';
import { SuspendApplicationMutation } from '../api/suspend-application';

// Test-only: answers the admin app screens' operations like the server would. The test file
// must mock '@/lib/graphql' (vi.mock) so `request` is a mock function.

type Variables = Record<string, unknown>;

export interface FakeAppServer {
  /** Pages of the list; nextToken 'n' asks for pages[n]. */
  pages: { items: AdminApplication[]; nextToken: string | null }[];
  counts?: AdminApplicationCounts;
  list?: (variables: Variables) => unknown;
  approve?: (variables: Variables) => unknown;
  reject?: (variables: Variables) => unknown;
  suspend?: (variables: Variables) => unknown;
  restore?: (variables: Variables) => unknown;
  download?: (variables: Variables) => unknown;
  details?: (variables: Variables) => unknown;
  developer?: (variables: Variables) => unknown;
}

export const COUNTS: AdminApplicationCounts = {
  draft: 4,
  submitted: 3,
  live: 7,
  suspended: 1,
  rejected: 2,
  totalExceptSubmitted: 14,
  liveSince: 2,
};

function moved(variables: Variables, status: string, visibility: string) {
  return { appId: variables.appId, status, visibility };
}

export function serveApps(server: FakeAppServer) {
  vi.mocked(request).mockImplementation((async (document: unknown, variables: Variables = {}) => {
    if (document === AdminApplicationsQuery) {
      if (server.list) return server.list(variables);
      const index = variables.nextToken ? Number(variables.nextToken) : 0;
      return { listAllApplications: server.pages[index] ?? { items: [], nextToken: null } };
    }
    if (document === AdminApplicationCountsQuery) {
      return { getAdminApplicationCounts: server.counts ?? COUNTS };
    }
    if (document === ApproveApplicationMutation) {
      return (
        server.approve?.(variables) ?? {
          approveApplication: moved(variables, 'LIVE', 'PUBLIC'),
        }
      );
    }
    if (document === RejectApplicationMutation) {
      return (
        server.reject?.(variables) ?? {
          rejectApplication: moved(variables, 'REJECTED', 'PRIVATE'),
        }
      );
    }
    if (document === SuspendApplicationMutation) {
      return (
        server.suspend?.(variables) ?? {
          suspendApplication: moved(variables, 'SUSPENDED', 'PRIVATE'),
        }
      );
    }
    if (document === RestoreApplicationMutation) {
      return (
        server.restore?.(variables) ?? {
          restoreApplication: moved(variables, 'LIVE', 'PUBLIC'),
        }
      );
    }
    if (document === GenerateDownloadUrlMutation) {
      return (
        server.download?.(variables) ?? {
          generateDownloadUrl: {
            downloadUrl: `http://portal.test/api/downloads/${String(variables.appId)}?sig=abc`,
            expiresIn: 300,
            fileName: 'Pocket_Chess-v1.2.0.vmupack',
          },
        }
      );
    }
    if (document === AdminApplicationDetailsQuery) {
      return server.details?.(variables) ?? { getApplication: applicationDetails() };
    }
    if (document === DeveloperForAdminQuery) {
      return server.developer?.(variables) ?? { getDeveloperForAdmin: developerForAdmin() };
    }
    throw new Error('unexpected operation');
  }) as typeof request);
}

/** The variables of every call of one operation, in order. */
export function callsOf(document: unknown): Variables[] {
  return vi
    .mocked(request)
    .mock.calls.filter(([sent]) => sent === document)
    .map(([, variables]) => (variables ?? {}) as Variables);
}

const file = (key: string, url: string | null) => ({ key, url });

export function adminApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    appId: 'app-1',
    appName: 'Pocket Chess',
    bundleIdentifier: 'com.example.pocketchess',
    shortDescription: 'Chess puzzles for the VMU Pro.',
    longDescription: 'Hundreds of puzzles.\nThree difficulty levels.',
    price: 4.99,
    currency: 'USD',
    currentVersion: '1.2.0',
    status: 'SUBMITTED',
    visibility: 'PRIVATE',
    categories: ['game', 'puzzle'],
    ageRating: { pegi: 'PEGI_7' },
    assets: {
      webIcon: { url: 'http://portal.test/files/icon.png' },
      heroBanner: { url: 'http://portal.test/files/hero.png' },
      vmupack: { size: 1572864 },
      vmupackSize: 1572864,
      screenshots: {
        web: [1, 2, 3, 4, 5].map((n) =>
          file(`shot-${n}`, `http://portal.test/files/shot-${n}.png`),
        ),
      },
    },
    analytics: { totalDownloads: 12345, activeUsers: 678, revenue: { gross: 1234.5 } },
    metadata: { updatedAt: '2026-11-20T10:00:00.000Z' },
    developer: { userId: 'user-1', name: 'Grace Hopper', email: 'grace@example.com' },
    ...overrides,
  } as AdminApplication;
}

export function applicationDetails(
  overrides: Partial<ApplicationDetails> = {},
): ApplicationDetails {
  return {
    appId: 'app-1',
    appName: 'Pocket Chess',
    bundleIdentifier: 'com.example.pocketchess',
    shortDescription: 'Chess puzzles for the VMU Pro.',
    longDescription: 'Hundreds of puzzles.',
    price: 4.99,
    currency: 'USD',
    currentVersion: '1.2.0',
    extractedVersion: '1.2.0',
    extractedAppName: 'Pocket Chess',
    status: 'LIVE',
    visibility: 'PUBLIC',
    rejectionReason: null,
    categories: ['game'],
    tags: ['general'],
    ageRating: { pegi: 'PEGI_7' },
    assets: { vmupackSize: 1572864 },
    legalPages: { termsAndConditions: 'https://example.com/terms', privacyPolicy: null },
    storeUrl: 'http://portal.test/store/apps/com.example.pocketchess',
    metadata: {
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      lastVersionSubmitted: '2026-11-10T10:00:00.000Z',
    },
    developer: { userId: 'user-1', name: 'Grace Hopper', email: 'grace@example.com' },
    versions: [
      {
        id: 'v-2',
        versionNumber: '1.2.0',
        releaseNotes: 'Fixed the knight.',
        reviewStatus: 'APPROVED',
        reviewNotes: null,
        submittedAt: '2026-11-10T10:00:00.000Z',
        approvedAt: '2026-11-12T10:00:00.000Z',
        fileSize: 1572864,
      },
      {
        id: 'v-1',
        versionNumber: '1.1.0',
        releaseNotes: '',
        reviewStatus: 'REJECTED',
        reviewNotes: 'The knight moves like a bishop.',
        submittedAt: '2026-11-05T10:00:00.000Z',
        approvedAt: null,
        fileSize: null,
      },
    ],
    reviewHistory: [
      {
        id: 'e-2',
        action: 'APPROVE',
        fromStatus: 'SUBMITTED',
        toStatus: 'LIVE',
        reason: null,
        actorName: 'Ada Admin',
        actorEmail: 'ada@example.com',
        createdAt: '2026-11-12T10:00:00.000Z',
      },
      {
        id: 'e-1',
        action: 'REJECT',
        fromStatus: 'SUBMITTED',
        toStatus: 'REJECTED',
        reason: 'The knight moves like a bishop.',
        actorName: 'Ada Admin',
        actorEmail: 'ada@example.com',
        createdAt: '2026-11-06T10:00:00.000Z',
      },
    ],
    ...overrides,
  } as ApplicationDetails;
}

export function developerForAdmin(overrides: Partial<DeveloperForAdmin> = {}): DeveloperForAdmin {
  return {
    profile: {
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
      businessInfo: {
        accountType: 'business',
        companyName: 'COBOL Ltd',
        legalName: 'Grace Hopper',
      },
      businessName: 'COBOL Ltd',
      developerStatus: {
        status: 'verified',
        verifiedAt: '2026-11-02T10:00:00.000Z',
        verificationNotes: 'Details checked.',
      },
      metadata: { createdAt: '2026-10-30T10:00:00.000Z' },
    },
    statusHistory: [
      {
        fromStatus: null,
        toStatus: 'pending',
        notes: null,
        changedAt: '2026-10-31T10:00:00.000Z',
        changedByName: null,
      },
      {
        fromStatus: 'pending',
        toStatus: 'verified',
        notes: 'Details checked.',
        changedAt: '2026-11-02T10:00:00.000Z',
        changedByName: 'Ada Admin',
      },
    ],
    applicationCount: 3,
    ...overrides,
  } as DeveloperForAdmin;
}
