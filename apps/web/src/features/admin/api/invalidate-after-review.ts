import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, developerAppKeys } from '@/lib/api/query-keys';

/**
 * After any admin action on an app or an update of it, also a failed one (another admin may have
 * acted first): the admin lists, counts, the updates in review and the versions read (their
 * changes and conversations, all under admin.all), and any developer list this browser holds,
 * reload.
 */
export function invalidateAfterReview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    queryClient.invalidateQueries({ queryKey: developerAppKeys.all }),
  ]);
}
