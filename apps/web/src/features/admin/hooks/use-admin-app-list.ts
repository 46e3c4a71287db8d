import { useEffect } from 'react';
import { useAdminApplicationCounts } from '../api/get-admin-application-counts';
import { useAdminApplications, type AdminApplicationsFilter } from '../api/list-all-applications';
import { toastReviewFailure } from '../review-failure';

export const LIST_FAILED = 'Failed to load applications';

/**
 * What App Review and All Apps both show: one page of apps and the store's counts. A list that
 * fails says so in a toast; counts that fail leave their cards empty and are only logged, since
 * the list is what staff came for.
 */
export function useAdminAppList(filter: AdminApplicationsFilter) {
  const counts = useAdminApplicationCounts();
  const list = useAdminApplications(filter);
  const { error } = list;

  useEffect(() => {
    if (error) toastReviewFailure(LIST_FAILED, error);
  }, [error]);

  useEffect(() => {
    if (counts.error) console.error('Failed to get admin stats', counts.error);
  }, [counts.error]);

  const apps = list.data?.pages.flatMap((page) => page.items) ?? [];
  return { counts, list, apps };
}
