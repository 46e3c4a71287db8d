// Application statuses and visibility (docs/product.md, "Application status"). The lifecycle
// machine that moves between them is lifecycle.ts; counts and the admin dashboard use the names.

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

/**
 * The statuses whose price the developer may still change (docs/product.md, "Price edit"):
 * a published app, live or suspended, keeps its form but not its price.
 */
export const PRICE_EDITABLE_STATUSES = [
  'LIVE',
  'SUSPENDED',
] as const satisfies readonly AppStatus[];
export type PriceEditableStatus = (typeof PRICE_EDITABLE_STATUSES)[number];

/** The statuses whose full form the developer may edit (a draft, or a rejected app to fix). */
export const FORM_EDITABLE_STATUSES = ['DRAFT', 'REJECTED'] as const satisfies readonly AppStatus[];
export type FormEditableStatus = (typeof FORM_EDITABLE_STATUSES)[number];

/** The statuses in which the developer may delete an app: it never reached the store. */
export const DELETABLE_STATUSES = ['DRAFT', 'REJECTED'] as const satisfies readonly AppStatus[];
