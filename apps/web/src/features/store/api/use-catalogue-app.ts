import { useQuery } from '@tanstack/react-query';
import type { CatalogueAppDetail } from '@vmu/domain';
import { storeKeys } from '@/lib/api/query-keys';
import { fetchCatalogueApp, retryStoreQuery } from './store-api';

/**
 * The app of /store/apps/{bundleIdentifier}. `initialData` is the app the server rendered with;
 * when the server found it unavailable, nothing is asked (`enabled` false).
 */
export function useCatalogueApp(
  bundleIdentifier: string,
  options: { initialData: CatalogueAppDetail | undefined; enabled: boolean },
) {
  return useQuery({
    queryKey: storeKeys.app(bundleIdentifier),
    queryFn: () => fetchCatalogueApp(bundleIdentifier),
    initialData: options.initialData,
    enabled: options.enabled,
    retry: retryStoreQuery,
  });
}
