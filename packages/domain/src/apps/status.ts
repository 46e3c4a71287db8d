// Application statuses and visibility of SPEC section 3/4. The lifecycle machine that moves
// between them comes with the apps issue; counts and the admin dashboard already use the names.

export const APP_STATUSES = ['DRAFT', 'SUBMITTED', 'LIVE', 'SUSPENDED', 'REJECTED'] as const;
export type AppStatus = (typeof APP_STATUSES)[number];

export const APP_VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type AppVisibility = (typeof APP_VISIBILITIES)[number];

/** How the portal labels each status (SUBMITTED reads 'Under Review'; LIVE is 'Published'). */
export const APP_STATUS_LABELS: Record<AppStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Under Review',
  LIVE: 'Published',
  SUSPENDED: 'Suspended',
  REJECTED: 'Rejected',
};
