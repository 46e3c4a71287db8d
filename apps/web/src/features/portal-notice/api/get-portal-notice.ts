import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { serverSettingKeys } from '@/lib/api/query-keys';

export const PortalNoticeQuery = graphql(`
  query PortalNotice {
    portalNotice {
      message
      startsAt
      endsAt
    }
  }
`);

// Every page asks once per visit; a page left open asks again every few minutes, so a notice
// staff set meanwhile appears without a reload.
const NOTICE_REFRESH_MS = 5 * 60 * 1000;

export const portalNoticeQueryOptions = queryOptions({
  queryKey: serverSettingKeys.portalNotice,
  queryFn: async () => (await request(PortalNoticeQuery)).portalNotice,
  staleTime: NOTICE_REFRESH_MS,
  refetchInterval: NOTICE_REFRESH_MS,
});

/** The notice staff set for the portal's pages, if it has not ended. */
export function usePortalNotice() {
  return useQuery(portalNoticeQueryOptions);
}
