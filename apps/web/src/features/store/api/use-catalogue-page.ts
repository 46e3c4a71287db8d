import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CataloguePage } from '@vmu/domain';
import { storeKeys } from '@/lib/api/query-keys';
import { fetchCataloguePage, retryStoreQuery } from './store-api';

/**
 * One page of the catalogue for the /store page's query. `initialData` is the page the server
 * rendered with (useStorePageData): the first render shows it, and nothing is fetched again
 * while it is fresh. While another search or page loads, the last results stay on screen.
 */
export function useCataloguePage(query: URLSearchParams, initialData: CataloguePage | undefined) {
  const apiQuery = query.toString();
  return useQuery({
    queryKey: storeKeys.catalogue(apiQuery),
    queryFn: () => fetchCataloguePage(apiQuery),
    initialData,
    placeholderData: keepPreviousData,
    retry: retryStoreQuery,
  });
}
