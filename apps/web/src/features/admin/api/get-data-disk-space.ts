import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { adminKeys } from '@/lib/api/query-keys';
import type { DataDiskSpaceQuery as DataDiskSpaceResult } from '@/lib/graphql/graphql';

export const DataDiskSpaceQuery = graphql(`
  query DataDiskSpace {
    dataDiskSpace {
      freeBytes
      totalBytes
      warnBelowBytes
      refuseWritesBelowBytes
      level
    }
  }
`);

export const dataDiskSpaceQueryOptions = queryOptions({
  queryKey: [...adminKeys.all, 'data-disk-space'] as const,
  queryFn: async () => (await request(DataDiskSpaceQuery)).dataDiskSpace,
});

/** The data folder's free space as the server last checked it (decision 0055). */
export function useDataDiskSpace() {
  return useQuery(dataDiskSpaceQueryOptions);
}

export type DataDiskSpace = NonNullable<DataDiskSpaceResult['dataDiskSpace']>;
