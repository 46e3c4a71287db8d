import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import type { SavedRejectionReasonsQuery as SavedRejectionReasonsResult } from '@/lib/graphql/graphql';
import { adminKeys } from './query-keys';

// The rejection reasons staff saved on /admin/settings (decision 0049): the settings screen edits
// them and every reject dialog offers them, so their query is shared here.
export const SavedRejectionReasonsQuery = graphql(`
  query SavedRejectionReasons {
    savedRejectionReasons {
      id
      title
      body
    }
  }
`);

export const savedRejectionReasonsQueryOptions = queryOptions({
  queryKey: adminKeys.savedRejectionReasons,
  queryFn: async () => (await request(SavedRejectionReasonsQuery)).savedRejectionReasons,
});

/** The saved reasons in staff's order. */
export function useSavedRejectionReasons() {
  return useQuery(savedRejectionReasonsQueryOptions);
}

export type SavedRejectionReason = SavedRejectionReasonsResult['savedRejectionReasons'][number];
