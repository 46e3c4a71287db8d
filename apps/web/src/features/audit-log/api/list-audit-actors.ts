import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';

export const AuditActorsQuery = graphql(`
  query AuditActors {
    auditActors {
      id
      name
      email
    }
  }
`);

export const auditActorsQueryOptions = queryOptions({
  queryKey: adminKeys.auditActors,
  queryFn: async () => (await request(AuditActorsQuery)).auditActors,
});

/** The staff members to filter the log by. */
export function useAuditActors() {
  return useQuery(auditActorsQueryOptions);
}
