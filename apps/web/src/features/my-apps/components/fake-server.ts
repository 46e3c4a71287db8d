import { vi } from 'vitest';
import { request } from '@/lib/graphql';
import { DeleteApplicationMutation } from '../api/delete-application';
import {
  DeveloperApplicationsQuery,
  type DeveloperApplication,
} from '../api/list-developer-applications';
import { UpdateApplicationMutation } from '../api/update-application';

// Test-only: answers the feature's operations like the server would. The test file must mock
// '@/lib/graphql' (vi.mock) so `request` is a mock function.

export interface FakeServer {
  /** Pages of the list; nextToken 'n' asks for pages[n]. */
  pages: { items: DeveloperApplication[]; nextToken: string | null }[];
  list?: () => unknown;
  update?: (variables: Record<string, unknown>) => unknown;
  remove?: () => unknown;
}

export function serve(server: FakeServer) {
  vi.mocked(request).mockImplementation((async (
    document: unknown,
    variables?: Record<string, unknown>,
  ) => {
    if (document === DeveloperApplicationsQuery) {
      if (server.list) return server.list();
      const index = variables?.nextToken ? Number(variables.nextToken) : 0;
      return { listDeveloperApplications: server.pages[index] ?? { items: [], nextToken: null } };
    }
    if (document === UpdateApplicationMutation) {
      return (
        server.update?.(variables ?? {}) ?? {
          updateApplication: { appId: variables?.appId, status: 'DRAFT' },
        }
      );
    }
    if (document === DeleteApplicationMutation) {
      return server.remove?.() ?? { deleteApplication: { appId: variables?.appId } };
    }
    throw new Error('unexpected operation');
  }) as typeof request);
}

/** The variables of every call of one operation, in order. */
export function callsOf(document: unknown): unknown[] {
  return vi
    .mocked(request)
    .mock.calls.filter(([sent]) => sent === document)
    .map(([, variables]) => variables);
}
