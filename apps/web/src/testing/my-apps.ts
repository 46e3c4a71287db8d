import { DeleteApplicationMutation } from '@/features/my-apps/api/delete-application';
import {
  DeveloperApplicationsQuery,
  type DeveloperApplication,
} from '@/features/my-apps/api/list-developer-applications';
import { UpdateApplicationMutation } from '@/features/my-apps/api/update-application';
import { answer, type ResolverOf } from './graphql';
import { pageAt, type Page } from './pages';

export interface FakeMyAppsServer {
  /** Pages of the list; nextToken 'n' asks for pages[n]. */
  pages: Page<DeveloperApplication>[];
  list?: ResolverOf<typeof DeveloperApplicationsQuery>;
  update?: ResolverOf<typeof UpdateApplicationMutation>;
  remove?: ResolverOf<typeof DeleteApplicationMutation>;
}

/** The developer's app list and its card actions answered as the server would. */
export function serveMyApps(server: FakeMyAppsServer) {
  answer(
    DeveloperApplicationsQuery,
    server.list ??
      (({ nextToken }) => ({ listDeveloperApplications: pageAt(server.pages, nextToken) })),
  );
  answer(
    UpdateApplicationMutation,
    server.update ??
      (({ appId, input }) => ({
        updateApplication: {
          appId,
          status: 'DRAFT',
          visibility: 'PRIVATE',
          price: input.price ?? 0,
        },
      })),
  );
  answer(
    DeleteApplicationMutation,
    server.remove ?? (({ appId }) => ({ deleteApplication: { appId } })),
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
    analytics: {
      totalDownloads: 12345,
      activeUsers: 678,
      revenue: { gross: 1234.5, net: 1111.2, platformFee: 277.8 },
    },
    metadata: { updatedAt: '2026-11-20T10:00:00.000Z' },
    ...overrides,
  };
}
