import type { AppStatus } from '@/lib/graphql/graphql';

// The status filter of SPEC section 2: its values are what `?status=` carries in the URL.
export const STATUS_FILTERS = [
  { value: 'all', label: 'All', status: null },
  { value: 'draft', label: 'Draft', status: 'DRAFT' },
  { value: 'submitted', label: 'Under Review', status: 'SUBMITTED' },
  { value: 'live', label: 'Published', status: 'LIVE' },
  { value: 'suspended', label: 'Suspended', status: 'SUSPENDED' },
  { value: 'rejected', label: 'Rejected', status: 'REJECTED' },
] as const satisfies readonly { value: string; label: string; status: AppStatus | null }[];

export type StatusFilter = (typeof STATUS_FILTERS)[number];
export type StatusFilterValue = StatusFilter['value'];

/** The filter a `?status=` value asks for; anything unknown (or none) means all (any case). */
export function statusFilterOf(param: string | null): StatusFilter {
  const value = param?.trim().toLowerCase();
  return STATUS_FILTERS.find((filter) => filter.value === value) ?? STATUS_FILTERS[0];
}
