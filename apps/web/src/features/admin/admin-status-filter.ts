import type { AppStatus } from '@/lib/graphql/graphql';

// The status filter of All Apps (SPEC section 2): SUBMITTED apps are the review queue's, so
// they are not offered; the values are what `?status=` carries in the URL.
export const ADMIN_STATUS_FILTERS = [
  { value: 'all', label: 'All', status: null },
  { value: 'draft', label: 'Draft', status: 'DRAFT' },
  { value: 'live', label: 'Published', status: 'LIVE' },
  { value: 'suspended', label: 'Suspended', status: 'SUSPENDED' },
  { value: 'rejected', label: 'Rejected', status: 'REJECTED' },
] as const satisfies readonly { value: string; label: string; status: AppStatus | null }[];

export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];
export type AdminStatusFilterValue = AdminStatusFilter['value'];

/** The filter a `?status=` value asks for; anything unknown (or none) means all (any case). */
export function adminStatusFilterOf(param: string | null): AdminStatusFilter {
  const value = param?.trim().toLowerCase();
  return ADMIN_STATUS_FILTERS.find((filter) => filter.value === value) ?? ADMIN_STATUS_FILTERS[0];
}
