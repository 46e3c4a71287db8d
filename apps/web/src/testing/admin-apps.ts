import {
  SavedRejectionReasonsQuery,
  type SavedRejectionReason,
} from '@/lib/api/saved-rejection-reasons';
import { ApproveApplicationMutation } from '@/features/admin/api/approve-application';
import { ApproveApplicationUpdateMutation } from '@/features/admin/api/approve-application-update';
import { GenerateDownloadUrlMutation } from '@/features/admin/api/generate-download-url';
import { GenerateVersionPackageLinkDocument } from '@/lib/api/version-download';
import {
  AdminApplicationCountsQuery,
  type AdminApplicationCounts,
} from '@/features/admin/api/get-admin-application-counts';
import {
  AdminApplicationDetailsQuery,
  type ApplicationDetails,
} from '@/features/admin/api/get-application-details';
import {
  AdminApplicationVersionQuery,
  type AdminApplicationVersion,
} from '@/features/admin/api/get-application-version';
import {
  DeveloperForAdminQuery,
  type DeveloperForAdmin,
} from '@/features/admin/api/get-developer-for-admin';
import {
  AdminApplicationsQuery,
  type AdminApplication,
} from '@/features/admin/api/list-all-applications';
import {
  UpdatesInReviewQuery,
  type UpdateInReview,
} from '@/features/admin/api/list-updates-in-review';
import { RejectApplicationMutation } from '@/features/admin/api/reject-application';
import { RejectApplicationUpdateMutation } from '@/features/admin/api/reject-application-update';
import { RestoreApplicationMutation } from '@/features/admin/api/restore-application';
import { SuspendApplicationMutation } from '@/features/admin/api/suspend-application';
import { GraphQLRequestError } from '@/lib/graphql';
import { GRACE_PERSONAL_INFO } from './admin-developers';
import { answer, type ResolverOf } from './graphql';
import { pageAt, type Page } from './pages';

// The admin app screens' operations answered as the server would; a test gives only what it
// changes (a page of apps, a refusal) and the rest keeps these answers.

export interface FakeAppServer {
  /** Pages of the list; nextToken 'n' asks for pages[n]. */
  pages: Page<AdminApplication>[];
  counts?: AdminApplicationCounts;
  list?: ResolverOf<typeof AdminApplicationsQuery>;
  approve?: ResolverOf<typeof ApproveApplicationMutation>;
  reject?: ResolverOf<typeof RejectApplicationMutation>;
  suspend?: ResolverOf<typeof SuspendApplicationMutation>;
  restore?: ResolverOf<typeof RestoreApplicationMutation>;
  download?: ResolverOf<typeof GenerateDownloadUrlMutation>;
  details?: ResolverOf<typeof AdminApplicationDetailsQuery>;
  developer?: ResolverOf<typeof DeveloperForAdminQuery>;
  /** Pages of the updates in review; none by default. */
  updates?: Page<UpdateInReview>[];
  version?: ResolverOf<typeof AdminApplicationVersionQuery>;
  approveUpdate?: ResolverOf<typeof ApproveApplicationUpdateMutation>;
  rejectUpdate?: ResolverOf<typeof RejectApplicationUpdateMutation>;
  versionDownload?: ResolverOf<typeof GenerateVersionPackageLinkDocument>;
  /** The rejection reasons saved on /admin/settings, offered by the reject dialogs; none by default. */
  savedReasons?: SavedRejectionReason[];
}

export const COUNTS: AdminApplicationCounts = {
  draft: 4,
  submitted: 3,
  live: 7,
  suspended: 1,
  rejected: 2,
  totalExceptSubmitted: 14,
  liveSince: 2,
  updatesInReview: 1,
};

/** The app list answer when the server cannot be reached (a 502 from the proxy). */
export function listDown(): never {
  throw new GraphQLRequestError('NETWORK_ERROR', 'Down', 502);
}

export function serveApps(server: FakeAppServer) {
  answer(SavedRejectionReasonsQuery, () => ({
    savedRejectionReasons: server.savedReasons ?? [],
  }));
  answer(
    AdminApplicationsQuery,
    server.list ?? (({ nextToken }) => ({ listAllApplications: pageAt(server.pages, nextToken) })),
  );
  answer(AdminApplicationCountsQuery, () => ({
    getAdminApplicationCounts: server.counts ?? COUNTS,
  }));
  answer(
    ApproveApplicationMutation,
    server.approve ??
      (({ appId }) => ({ approveApplication: { appId, status: 'LIVE', visibility: 'PUBLIC' } })),
  );
  answer(
    RejectApplicationMutation,
    server.reject ??
      (({ appId }) => ({
        rejectApplication: { appId, status: 'REJECTED', visibility: 'PRIVATE' },
      })),
  );
  answer(
    SuspendApplicationMutation,
    server.suspend ??
      (({ appId }) => ({
        suspendApplication: { appId, status: 'SUSPENDED', visibility: 'PRIVATE' },
      })),
  );
  answer(
    RestoreApplicationMutation,
    server.restore ??
      (({ appId }) => ({ restoreApplication: { appId, status: 'LIVE', visibility: 'PUBLIC' } })),
  );
  answer(
    GenerateDownloadUrlMutation,
    server.download ??
      (({ appId }) => ({
        generateDownloadUrl: {
          downloadUrl: `http://portal.test/api/downloads/${appId}?sig=abc`,
          expiresIn: 300,
          fileName: 'Pocket_Chess-v1.2.0.vmupack',
        },
      })),
  );
  answer(
    AdminApplicationDetailsQuery,
    server.details ?? (() => ({ getApplication: applicationDetails() })),
  );
  answer(
    DeveloperForAdminQuery,
    server.developer ?? (() => ({ getDeveloperForAdmin: developerForAdmin() })),
  );
  answer(UpdatesInReviewQuery, ({ nextToken }) => ({
    listUpdatesInReview: pageAt(server.updates ?? [{ items: [], nextToken: null }], nextToken),
  }));
  answer(
    AdminApplicationVersionQuery,
    server.version ??
      (({ versionId }) => ({ getApplicationVersion: applicationVersion({ id: versionId }) })),
  );
  answer(
    ApproveApplicationUpdateMutation,
    server.approveUpdate ??
      (({ versionId }) => ({ approveApplicationUpdate: { id: versionId, status: 'LIVE' } })),
  );
  answer(
    RejectApplicationUpdateMutation,
    server.rejectUpdate ??
      (({ versionId }) => ({ rejectApplicationUpdate: { id: versionId, status: 'REJECTED' } })),
  );
  answer(
    GenerateVersionPackageLinkDocument,
    server.versionDownload ??
      (({ versionId }) => ({
        generateVersionDownloadUrl: {
          downloadUrl: `http://portal.test/api/downloads/versions/${versionId}?sig=abc`,
          expiresIn: 300,
          fileName: 'Pocket_Chess-v1.2.0.vmupack',
        },
      })),
  );
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
    analytics: {
      totalDownloads: 12345,
      activeUsers: 678,
      revenue: { gross: 1234.5, net: 1111.2, platformFee: 277.8 },
    },
    metadata: { updatedAt: '2026-11-20T10:00:00.000Z' },
    developer: { userId: 'user-1', name: 'Grace Hopper', email: 'grace@example.com' },
    latestSubmission: {
      id: 'v-submitted',
      reviewStatus: 'PENDING',
      submittedAt: '2026-11-20T10:00:00.000Z',
    },
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
        status: 'LIVE',
        isUpdate: true,
        reviewNotes: null,
        submittedAt: '2026-11-10T10:00:00.000Z',
        decidedAt: '2026-11-12T10:00:00.000Z',
        fileSize: 1572864,
      },
      {
        id: 'v-1',
        versionNumber: '1.1.0',
        releaseNotes: '',
        status: 'REJECTED',
        isUpdate: false,
        reviewNotes: 'The knight moves like a bishop.',
        submittedAt: '2026-11-05T10:00:00.000Z',
        decidedAt: '2026-11-06T10:00:00.000Z',
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
      personalInfo: GRACE_PERSONAL_INFO,
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

/** An update of Pocket Chess in review, 1.2.0 live, 1.3.0 proposed. */
export function updateInReview(overrides: Partial<UpdateInReview> = {}): UpdateInReview {
  return {
    id: 'v-3',
    versionNumber: '1.3.0',
    releaseNotes: 'New openings.\nFaster hints.',
    reviewStatus: 'PENDING',
    submittedAt: '2026-11-21T10:00:00.000Z',
    fileSize: 1677722,
    application: {
      appId: 'app-1',
      appName: 'Pocket Chess',
      currentVersion: '1.2.0',
      assets: { webIcon: { url: 'http://portal.test/files/icon.png' } },
      developer: { userId: 'user-1', name: 'Grace Hopper', email: 'grace@example.com' },
    },
    ...overrides,
  } as UpdateInReview;
}

const asset = (key: string, contentType = 'image/png') => ({
  key,
  url: `http://portal.test/files/${key}`,
  fileName: key,
  contentType,
});

/** The update in review as View Changes and Conversation read it. */
export function applicationVersion(
  overrides: Partial<AdminApplicationVersion> = {},
): AdminApplicationVersion {
  return {
    id: 'v-3',
    versionNumber: '1.3.0',
    releaseNotes: 'New openings.\nFaster hints.',
    reviewStatus: 'PENDING',
    packageName: 'Pocket Chess',
    fileSize: 1677722,
    changes: [
      {
        field: 'version',
        label: 'Version',
        kind: 'TEXT',
        before: '1.2.0',
        after: '1.3.0',
        beforeFiles: [],
        afterFiles: [],
      },
      {
        field: 'packageSize',
        label: 'Package Size',
        kind: 'TEXT',
        before: '1572864',
        after: '1677722',
        beforeFiles: [],
        afterFiles: [],
      },
      {
        field: 'shortDescription',
        label: 'Short Description',
        kind: 'TEXT',
        before: 'Chess puzzles for the VMU Pro.',
        after: 'Chess puzzles and openings for the VMU Pro.',
        beforeFiles: [],
        afterFiles: [],
      },
      {
        field: 'screenshots',
        label: 'Screenshots',
        kind: 'FILES',
        before: null,
        after: null,
        beforeFiles: [asset('old-shot.png')],
        afterFiles: [asset('new-shot-1.png'), asset('new-shot-2.png')],
      },
    ],
    messages: [
      {
        id: 'm-1',
        authorRole: 'DEVELOPER',
        authorName: 'Grace Hopper',
        body: 'The hints are faster now.',
        createdAt: '2026-11-21T10:05:00.000Z',
      },
    ],
    application: { appId: 'app-1', appName: 'Pocket Chess', currentVersion: '1.2.0' },
    ...overrides,
  } as AdminApplicationVersion;
}
