import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE } from '@vmu/domain';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';
import type {
  AuditAction,
  AuditEventsQuery as AuditEventsResult,
  AuditTargetType,
} from '@/lib/graphql/graphql';

export const AuditEventsQuery = graphql(`
  query AuditEvents($filter: AuditEventsFilter, $limit: Int, $nextToken: String) {
    auditEvents(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
        action
        actor {
          id
          name
          email
        }
        targetType
        targetId
        targetLabel
        reason
        details {
          label
          value
        }
        createdAt
      }
      nextToken
    }
  }
`);

/** The screen's filter; null is no filter on that part. */
export type AuditFilter = {
  actorId: string | null;
  targetType: AuditTargetType | null;
  targetId: string | null;
  action: AuditAction | null;
};

export const auditEventsQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.auditEvents(filter),
    queryFn: async ({ pageParam }) =>
      (
        await request(AuditEventsQuery, {
          filter: {
            actorId: filter.actorId,
            targetType: filter.targetType,
            targetId: filter.targetId,
            action: filter.action,
          },
          limit: AUDIT_PAGE_SIZE,
          nextToken: pageParam,
        })
      ).auditEvents,
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/** The audit log, newest first, a page of 50 at a time. */
export function useAuditEvents(filter: AuditFilter) {
  return useInfiniteQuery(auditEventsQueryOptions(filter));
}

export type AuditEvent = AuditEventsResult['auditEvents']['items'][number];
