import { createQueryClient } from '@/lib/query-client';

/**
 * The app's own query client (the same stale time and defaults), except that a failed query is
 * not retried: the app retries once after a second, and a test answers failures itself.
 */
export function testQueryClient() {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}
