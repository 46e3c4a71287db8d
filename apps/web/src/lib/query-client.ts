import { QueryClient } from '@tanstack/react-query';
import { DATA_STALE_MINUTES } from '@vmu/domain';

// The spec's data cache: stale after 5 minutes, one retry.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DATA_STALE_MINUTES * 60 * 1000, retry: 1 },
    },
  });
}
