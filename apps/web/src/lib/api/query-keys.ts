import type { AnalyticsGrouping, AppStatus, Currency } from '@/lib/graphql/graphql';

// Every key of the query cache, written once (TanStack Query's query key factories). A key that
// several features share, or that one feature invalidates for another, is named here, so a
// cache read or an invalidation is a reference the compiler checks, not a string that has to
// match. Each group's `all` is the prefix that invalidates the whole group.
// The viewer's key is not here but beside its query (features/viewer/api/get-viewer.ts): the
// entry chunk needs it, and a module ships whole in one chunk, so this one stays out of it.

/** What the session knows about the signed-in developer: a profile or payment change reloads it all. */
export const developerKeys = {
  all: ['developer'] as const,
  profile: ['developer', 'profile'] as const,
  paymentEligibility: ['developer', 'payment-eligibility'] as const,
  reviewStatus: ['developer', 'review-status'] as const,
};

/**
 * The developer's payouts (decision 0041). Under developerKeys: a payment setup or profile change
 * can set or lift what blocks payouts, and reloads them with the rest.
 */
export const payoutKeys = {
  all: ['developer', 'payouts'] as const,
  /** What blocks payouts, the minimums and the month in progress. */
  summary: ['developer', 'payouts', 'summary'] as const,
  /** Closed statements, of one currency or (null) all of them. */
  statements: (currency: Currency | null) =>
    ['developer', 'payouts', 'statements', currency] as const,
};

/** The developer's own apps: My Applications' lists, the app being edited, its update and versions. */
export const developerAppKeys = {
  all: ['apps'] as const,
  list: (filter: { status: AppStatus | null; search: string }) => ['apps', 'list', filter] as const,
  edited: (appId: string) => ['apps', 'edited', appId] as const,
  /** An app with its open update, as the update form (Submit New Version) reads it. */
  update: (appId: string) => ['apps', 'update', appId] as const,
  /** An app's versions, as its version history shows them. */
  versions: (appId: string) => ['apps', 'versions', appId] as const,
  /** Every app's id and name, as the analytics screen's app select lists them. */
  names: ['apps', 'names'] as const,
};

/** Downloads, active users and money over a range (decision 0040): one app's, or all of them. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (request: {
    appId: string | null;
    from: string;
    to: string;
    grouping: AnalyticsGrouping;
  }) => ['analytics', request] as const,
  /** The store's own figures over a range (staff): top apps, growth, reviews, payouts. */
  store: (range: { from: string; to: string; grouping: AnalyticsGrouping }) =>
    ['analytics', 'store', range] as const,
};

/** The admin screens: every admin action reloads them all. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  /** The dashboard's store figures: what waits, review times from `from`, payouts due. */
  storeDashboard: (from: string) => ['admin', 'store-dashboard', from] as const,
  applicationCounts: (approvedSince: string) =>
    ['admin', 'application-counts', approvedSince] as const,
  applications: (filter: {
    status: AppStatus | null;
    excludeStatus: AppStatus | null;
    search: string;
  }) => ['admin', 'applications', filter] as const,
  application: (appId: string) => ['admin', 'application', appId] as const,
  developer: (userId: string) => ['admin', 'developer', userId] as const,
  pendingDevelopers: ['admin', 'pending-developers'] as const,
  updatesInReview: ['admin', 'updates-in-review'] as const,
  /** One version as the reviewer reads it: its changes and its conversation. */
  version: (versionId: string) => ['admin', 'version', versionId] as const,
  /** /admin/users (decision 0048): the accounts by search and filter, and one account's page. */
  users: (filter: { search: string; role: string | null; status: string | null }) =>
    ['admin', 'users', filter] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  /**
   * /admin/settings (decision 0049): the settings, and the saved reasons the reject dialogs offer.
   */
  portalSettings: ['admin', 'portal-settings'] as const,
  savedRejectionReasons: ['admin', 'saved-rejection-reasons'] as const,
  /** The audit screen's pages by filter, and the staff members to filter by. */
  auditEvents: (filter: {
    actorId: string | null;
    targetType: string | null;
    targetId: string | null;
    action: string | null;
  }) => ['admin', 'audit-events', filter] as const,
  auditActors: ['admin', 'audit-actors'] as const,
};

/** What the server offers: sign-in providers, the payment driver, the support address. */
export const serverSettingKeys = {
  authProviders: ['auth-providers'] as const,
  paymentsConfig: ['payments-config'] as const,
  supportEmail: ['support-email'] as const,
  /** The notice staff set for the portal's pages (decision 0049). */
  portalNotice: ['portal-notice'] as const,
};

/** The public store (decision 0035): pages of the catalogue, and each app's page. */
export const storeKeys = {
  all: ['store'] as const,
  /** One page of the catalogue, by its query string as the REST API receives it. */
  catalogue: (query: string) => ['store', 'catalogue', query] as const,
  app: (bundleIdentifier: string) => ['store', 'app', bundleIdentifier] as const,
  /** The signed-in account's purchases: all of them (My Purchases), or one app's (its page). */
  purchases: ['store', 'purchases'] as const,
  purchasesOf: (bundleIdentifier: string) => ['store', 'purchases', bundleIdentifier] as const,
};
