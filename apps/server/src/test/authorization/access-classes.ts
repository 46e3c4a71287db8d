import { PERSONAS, type Persona } from './personas';

// Who may call what: every GraphQL operation of the schema and every HTTP route of the route
// table, each with the class of callers its guard lets through. The matrix tests
// (graphql-matrix.test.ts, http-matrix.test.ts) call each as every persona and fail for an
// operation or route not named here, for a name here the app no longer has, and for any cell
// whose answer (allowed, or refused: UNAUTHENTICATED, FORBIDDEN and the other refusals, 401,
// 403, 404) is not the class's. Decision 0054.
//
// To classify a new operation or route: read its resolver's (or handler's) guard and add its
// name below with the class that guard means; if its call needs arguments, add the least valid
// ones to graphql-arguments.ts (or its request to http-requests.ts). A class that fits none
// here is a new guard: add it, with who passes it and why.

const except = (...left: Persona[]): readonly Persona[] =>
  PERSONAS.filter((persona) => !left.includes(persona));

/** The classes of callers, each the personas it lets through. */
export const ACCESS_CLASSES = {
  /** Anyone, signed in or not (the viewer, the portal's public settings, the store). */
  everyone: PERSONAS,
  /** Any account with a session, its email verified or not (a suspended account has none). */
  signedIn: except('anonymous', 'suspended'),
  /** Any account with a session and a verified email (what a verified viewer may do). */
  verifiedEmail: except('anonymous', 'suspended', 'unverifiedEmail'),
  /**
   * Any account with a session and a verified email (a receipt must reach the buyer) but the
   * app's own developer: buying someone else's app.
   */
  buyers: except('anonymous', 'suspended', 'unverifiedEmail', 'owner'),
  /**
   * Staff, and developers staff verified: the main area (requireAppsViewer), where staff see
   * everyone's and a developer their own.
   */
  appsViewers: ['otherDeveloper', 'admin', 'owner'],
  /** Developers staff verified, not staff: what only a developer has (tokens, payouts, details). */
  verifiedDevelopers: ['otherDeveloper', 'owner'],
  /** Developer accounts in any review status: onboarding (requireDeveloperViewer). */
  developerAccounts: ['pendingDeveloper', 'rejectedDeveloper', 'otherDeveloper', 'owner'],
  /** The developer whose app, version or statement it is, and staff. */
  ownerOrAdmin: ['admin', 'owner'],
  /** The developer whose app it is: staff change no developer's app. */
  owner: ['owner'],
  /** Staff only. */
  admin: ['admin'],
  /**
   * Whoever holds a signed upload address granted to the owner (as an S3 presigned address is),
   * unless their session says they are someone else.
   */
  uploadAddressHolder: ['anonymous', 'suspended', 'owner'],
  /** Nobody by who they are: only a request the server itself signed (its backup script's). */
  serverSigned: [],
} as const satisfies Record<string, readonly Persona[]>;

export type AccessClass = keyof typeof ACCESS_CLASSES;

/** Every Query and Mutation field of the schema. */
export const GRAPHQL_ACCESS: Record<string, AccessClass> = {
  // Queries
  viewer: 'everyone',
  authProviders: 'everyone',
  analytics: 'appsViewers',
  developerDashboard: 'appsViewers',
  apiTokens: 'verifiedDevelopers',
  listAllApplications: 'admin',
  getAdminApplicationCounts: 'admin',
  listUpdatesInReview: 'admin',
  getApplicationVersion: 'ownerOrAdmin',
  listDeveloperApplications: 'appsViewers',
  getApplication: 'ownerOrAdmin',
  checkBundleIdentifier: 'appsViewers',
  auditEvents: 'admin',
  auditActors: 'admin',
  listPendingDevelopers: 'admin',
  getDeveloperForAdmin: 'admin',
  getDeveloperProfile: 'verifiedEmail',
  supportEmail: 'everyone',
  getPaymentEligibility: 'verifiedDevelopers',
  paymentsConfig: 'signedIn',
  payouts: 'verifiedDevelopers',
  payoutStatement: 'ownerOrAdmin',
  portalSettings: 'admin',
  savedRejectionReasons: 'admin',
  dataDiskSpace: 'admin',
  dailyFiguresCheck: 'admin',
  portalNotice: 'everyone',
  listTestPurchases: 'appsViewers',
  listSalesLedger: 'appsViewers',
  activeSessions: 'signedIn',
  signInMethods: 'signedIn',
  storeFigures: 'admin',
  getAdminStats: 'admin',
  twoFactorStatus: 'signedIn',
  adminUsers: 'admin',
  adminUser: 'admin',
  // Mutations
  sendAccountDeletionCode: 'signedIn',
  deleteAccount: 'signedIn',
  updateAccountDetails: 'verifiedDevelopers',
  becomeDeveloper: 'verifiedEmail',
  createApiToken: 'verifiedDevelopers',
  revokeApiToken: 'verifiedDevelopers',
  approveApplication: 'admin',
  rejectApplication: 'admin',
  suspendApplication: 'admin',
  restoreApplication: 'admin',
  generateDownloadUrl: 'ownerOrAdmin',
  saveApplicationUpdate: 'owner',
  withdrawApplicationUpdate: 'owner',
  approveApplicationUpdate: 'admin',
  rejectApplicationUpdate: 'admin',
  generateVersionDownloadUrl: 'ownerOrAdmin',
  createApplication: 'appsViewers',
  updateApplication: 'owner',
  deleteApplication: 'owner',
  approveDeveloperAccount: 'admin',
  rejectDeveloperAccount: 'admin',
  updateOnboardingProgress: 'developerAccounts',
  createDeveloperProfile: 'developerAccounts',
  updateUserProfile: 'developerAccounts',
  updateNotificationPreferences: 'verifiedDevelopers',
  createStripeConnectAccount: 'verifiedDevelopers',
  setSandboxPaymentState: 'verifiedDevelopers',
  updateSupportEmail: 'admin',
  updatePortalNotice: 'admin',
  setStaffTwoFactorRequired: 'admin',
  addSavedRejectionReason: 'admin',
  editSavedRejectionReason: 'admin',
  removeSavedRejectionReason: 'admin',
  reorderSavedRejectionReasons: 'admin',
  refundSandboxPurchase: 'ownerOrAdmin',
  sendReviewMessage: 'ownerOrAdmin',
  signOutSession: 'signedIn',
  signOutOtherSessions: 'signedIn',
  unlinkSignInMethod: 'signedIn',
  setPassword: 'signedIn',
  grantAdmin: 'admin',
  revokeAdmin: 'admin',
  suspendAccount: 'admin',
  restoreAccount: 'admin',
};

/**
 * Every route of the route table, as `METHOD url` the way it was registered. The Stripe webhook
 * is registered only with Stripe configured, and answers its signature, not a caller: its tests
 * are the payments module's.
 */
export const HTTP_ACCESS: Record<string, AccessClass> = {
  // Health
  'GET /healthz': 'everyone',
  'GET /readyz': 'everyone',
  // Uploads: a ticket, the bytes to its signed address, a package's metadata
  'POST /api/uploads': 'appsViewers',
  'PUT /api/uploads/*': 'uploadAddressHolder',
  'POST /api/extract-metadata': 'ownerOrAdmin',
  // The store's catalogue API: public, a session where it buys or lists purchases
  'GET /api/store/v1/openapi.json': 'everyone',
  'GET /api/store/v1/apps': 'everyone',
  'GET /api/store/v1/apps/:bundleIdentifier': 'everyone',
  'POST /api/store/v1/apps/:bundleIdentifier/download': 'everyone',
  'POST /api/store/v1/apps/:bundleIdentifier/purchase': 'buyers',
  'POST /api/store/v1/apps/:bundleIdentifier/opened': 'everyone',
  'GET /api/store/v1/purchases': 'signedIn',
  // The developer API, with the persona's API token
  'GET /api/v1/openapi.json': 'everyone',
  'GET /api/v1/me': 'verifiedDevelopers',
  'GET /api/v1/apps': 'verifiedDevelopers',
  'GET /api/v1/apps/:bundleIdentifier': 'owner',
  'POST /api/v1/apps/:bundleIdentifier/versions': 'owner',
  'GET /api/v1/apps/:bundleIdentifier/versions/:versionId': 'owner',
  'PATCH /api/v1/apps/:bundleIdentifier/versions/:versionId': 'owner',
  'POST /api/v1/apps/:bundleIdentifier/versions/:versionId/submit': 'owner',
  // Payout statements, the account's data
  'GET /api/payouts/statements.csv': 'appsViewers',
  'GET /api/payouts/statements/:id/statement.csv': 'ownerOrAdmin',
  'GET /api/payouts/statements/:id/statement.pdf': 'ownerOrAdmin',
  'GET /api/account/export': 'signedIn',
  // Stored files: public ones, and a package through its signed address (the signature decides)
  'GET /files/public/*': 'everyone',
  'GET /api/downloads/*': 'everyone',
  'GET /files/display/*': 'everyone',
  // The embedded database for the backup script, signed with the server's secret (the signature decides)
  'GET /api/backup/database': 'serverSigned',
};

/**
 * The codes of a refusal: the guards' (not signed in, not allowed, not verified, a store account
 * or staff where a developer is asked, staff without two-factor sign-in) and NOT_FOUND, which a
 * row that is someone else's answers as if it did not exist. Any other answer, data or an error
 * about the call itself (a wrong code, a transition the row is not in), got past the guard.
 */
export const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ACCOUNT_NOT_VERIFIED',
  'ACCOUNT_NOT_ALLOWED',
  'ADMIN_NOT_DEVELOPER',
  'STORE_ACCOUNT',
  'EMAIL_NOT_VERIFIED',
  'TWO_FACTOR_REQUIRED',
]);

/** The HTTP statuses of a refusal. */
export const REFUSAL_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);
