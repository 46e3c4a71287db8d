import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, developerAppKeys } from '@/lib/api/query-keys';

/**
 * After any admin action on an app, also a failed one (another admin may have acted first):
 * the admin lists and counts, and any developer list this browser holds, reload.
 */
export function invalidateAfterReview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
  ]);
}
