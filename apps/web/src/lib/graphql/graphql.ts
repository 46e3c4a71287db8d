/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = {
  [_ in K]?: never;
};
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** ISO 8601 date and time, e.g. 2026-11-21T16:52:43.000Z. */
  DateTime: { input: string; output: string };
};

/** A deletion code on its way (decision 0047). */
export type AccountDeletionCode = {
  /** When the code stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The account's address the code was sent to. */
  sentTo: Scalars['String']['output'];
};

/**
 * A developer's personal and business details as the profile edits them (decision 0044): the
 * onboarding's fields and rules, with the account type and legal name.
 */
export type AccountDetailsInput = {
  accountType: AccountType;
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  /** Required for a business account; not kept for an individual. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 code from the onboarding country list. */
  country: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  legalName: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
};

export type AccountDetailsSaved = {
  profile: DeveloperProfile;
  /** True when the change sent the account back to staff review (a detail staff verified changed). */
  sentToReview: Scalars['Boolean']['output'];
};

/**
 * One entry of an account's history: a staff action on the account (from the audit log) or on one
 * of its apps (from the apps' review history).
 */
export type AccountHistoryEntry = {
  /** One of the domain's audit actions (GRANT_ADMIN, SUSPEND_ACCOUNT, SUSPEND_APP, ...). */
  action: Scalars['String']['output'];
  /** Null once that staff member's account is gone. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** The app acted on; null for an action on the account. */
  appName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
};

/** An account's open suspension: it cannot sign in and its API tokens do not work. */
export type AccountSuspension = {
  reason: Scalars['String']['output'];
  /** How many live apps the suspension took off the store. */
  suspendedApplicationCount: Scalars['Int']['output'];
  suspendedAt: Scalars['DateTime']['output'];
  /** Null once that staff member's account is gone. */
  suspendedByName?: Maybe<Scalars['String']['output']>;
};

/** A developer's legal form (docs/product.md#developer-profile). */
export type AccountType = 'business' | 'individual';

/** One of the signed-in user's sessions (decision 0045): a browser signed in to the account. */
export type ActiveSession = {
  /** The browser and system it signed in from, e.g. 'Chrome on Windows'. */
  device: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** True for the session of this request. */
  isCurrent: Scalars['Boolean']['output'];
  /** When it was last used, to the hour (a session's use is recorded hourly). */
  lastActiveAt: Scalars['DateTime']['output'];
  /** When it signed in. */
  signedInAt: Scalars['DateTime']['output'];
};

/** Counts for the admin app screens, over the whole store. */
export type AdminApplicationCounts = {
  draft: Scalars['Int']['output'];
  live: Scalars['Int']['output'];
  /** LIVE apps whose last change is at or after approvedSince (the Approved Today card). */
  liveSince: Scalars['Int']['output'];
  rejected: Scalars['Int']['output'];
  submitted: Scalars['Int']['output'];
  suspended: Scalars['Int']['output'];
  /** Every app except SUBMITTED ones (the /admin/apps Total card). */
  totalExceptSubmitted: Scalars['Int']['output'];
  /** Updates of published apps waiting for review. */
  updatesInReview: Scalars['Int']['output'];
};

/** What View Developer shows an admin. */
export type AdminDeveloperView = {
  /** How many apps the developer has, in any status. */
  applicationCount: Scalars['Int']['output'];
  profile: DeveloperProfile;
  /** Oldest first. */
  statusHistory: Array<DeveloperStatusChange>;
};

/** Store-wide counts for the admin dashboard (docs/product.md#smaller-records, Admin stats). */
export type AdminStats = {
  /** Developer accounts waiting for staff review. */
  pendingDevelopers: Scalars['Int']['output'];
  /** Applications submitted for the store, waiting for review (status SUBMITTED). */
  pendingNewApps: Scalars['Int']['output'];
  /** Submissions of every kind waiting for review: pendingNewApps plus pendingUpdates. */
  pendingReview: Scalars['Int']['output'];
  /** Updates of published apps waiting for review (the app stays on the store meanwhile). */
  pendingUpdates: Scalars['Int']['output'];
  /** Applications on the store (status LIVE). */
  publishedApps: Scalars['Int']['output'];
  /** Every application, whatever its status. */
  totalApps: Scalars['Int']['output'];
  /** Developer accounts staff have verified. */
  totalDevelopers: Scalars['Int']['output'];
};

/** An account as staff's users list shows it. */
export type AdminUser = {
  createdAt: Scalars['DateTime']['output'];
  /** When its holder deleted the account; null while it exists. Staff cannot act on a deleted account. */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Null until the account finishes onboarding. */
  developerStatus?: Maybe<DeveloperStatus>;
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Null when the account never signed in since sign-ins were recorded. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  role: Role;
  /** Null while the account is active. */
  suspension?: Maybe<AccountSuspension>;
};

/** One of the account's apps, as the account's page lists it. */
export type AdminUserApplication = {
  appName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: AppStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/** What staff see of one account. */
export type AdminUserDetails = {
  applicationCount: Scalars['Int']['output'];
  /** Newest change first, at most 100 (the account's page says when there are more). */
  applications: Array<AdminUserApplication>;
  /** Newest first, at most 100. */
  history: Array<AccountHistoryEntry>;
  /** The developer profile, null for an account without one. */
  profile?: Maybe<DeveloperProfile>;
  /** Most recently used first. */
  sessions: Array<AdminUserSession>;
  user: AdminUser;
};

/** One page of accounts; pass nextToken back for the next, null on the last. */
export type AdminUserPage = {
  items: Array<AdminUser>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** A device signed in to an account (a session that has not ended). */
export type AdminUserSession = {
  /** The browser and system, e.g. 'Chrome on Windows'. */
  device: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  lastUsedAt: Scalars['DateTime']['output'];
  signedInAt: Scalars['DateTime']['output'];
};

export type AgeRating = {
  esrb?: Maybe<Scalars['String']['output']>;
  pegi?: Maybe<PegiRating>;
  regional: RegionalRatings;
};

/** The figures of a range: every period (empty ones too), its money by currency, and the totals. */
export type Analytics = {
  from: Scalars['String']['output'];
  grouping: AnalyticsGrouping;
  periods: Array<AnalyticsPeriod>;
  /** Periods and currencies with sales or refunds only, in order. */
  revenue: Array<AnalyticsRevenue>;
  /** The whole range's money, one per currency sold in. */
  revenueTotals: Array<AnalyticsRevenue>;
  to: Scalars['String']['output'];
  /** The whole range's counts; activeUsers is the most of any of its periods. */
  totals: AnalyticsPeriod;
};

/** How the analytics group days (UTC): by day, by ISO week (from Monday), by calendar month. */
export type AnalyticsGrouping = 'DAY' | 'MONTH' | 'WEEK';

/** One period's counts. */
export type AnalyticsPeriod = {
  /**
   * Devices that opened the app in it, as the store client reports them (once per device, app and
   * day): daily active users by day, weekly or monthly active users by week or month. Summed over
   * apps when several are shown.
   */
  activeUsers: Scalars['Int']['output'];
  /** Downloads counted in it (once per device or account, version and day). */
  downloads: Scalars['Int']['output'];
  /** The period's first day, YYYY-MM-DD (UTC); the first period may start before the range. */
  start: Scalars['String']['output'];
  unitsRefunded: Scalars['Int']['output'];
  unitsSold: Scalars['Int']['output'];
};

/** One period's money in one currency, in whole minor units (499 is 4.99), from the sales ledger. */
export type AnalyticsRevenue = {
  currency: Currency;
  /** The developer's 75% of net. */
  developerShare: Scalars['Float']['output'];
  gross: Scalars['Float']['output'];
  /** Gross less taxes, processing fees and refunds. */
  net: Scalars['Float']['output'];
  /** The platform's 25% of net. */
  platformFee: Scalars['Float']['output'];
  processingFees: Scalars['Float']['output'];
  refunds: Scalars['Float']['output'];
  /** The period's first day, YYYY-MM-DD; null for the totals of the whole range. */
  start?: Maybe<Scalars['String']['output']>;
  taxes: Scalars['Float']['output'];
};

/** A developer's API token as listed: never its secret, which is shown once when it is made. */
export type ApiToken = {
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Null until the token is first used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  /** The first characters of the token (e.g. vmu_AbC1), to tell tokens apart. */
  prefix: Scalars['String']['output'];
  /** Null while the token works. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  scopes: Array<ApiTokenScope>;
};

/** How long a new token lives. */
export type ApiTokenLifetime = 'DAYS_30' | 'DAYS_90' | 'DAYS_365';

/** What an API token may do (decision 0043): each scope is asked for when the token is made. */
export type ApiTokenScope =
  /** List the developer's apps and read one, its versions and their review status and messages. */
  | 'READ_APPS'
  /** Submit a version for review. */
  | 'SUBMIT_FOR_REVIEW'
  /** Upload a package as a new version and set its release notes. */
  | 'UPLOAD_BUILDS';

export type AppDetails = {
  appDescription?: Maybe<Scalars['String']['output']>;
  appName: Scalars['String']['output'];
};

/** Where an application stands (docs/product.md#application-status); SUBMITTED reads 'Under Review'. */
export type AppStatus = 'DRAFT' | 'LIVE' | 'REJECTED' | 'SUBMITTED' | 'SUSPENDED';

/** The app type, the first entry of categories. */
export type AppType = 'app' | 'game';

export type AppVisibility = 'PRIVATE' | 'PUBLIC';

/** An app of the store (docs/product.md#application). */
export type Application = {
  ageRating: AgeRating;
  analytics: ApplicationAnalytics;
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  assets: ApplicationAssets;
  bundleIdentifier: Scalars['String']['output'];
  /** True once the app has been published (live now or before): its identifier can no longer change. */
  bundleIdentifierFixed: Scalars['Boolean']['output'];
  /** The first entry is the app type, 'app' or 'game'. */
  categories: Array<Scalars['String']['output']>;
  currency: Currency;
  currentVersion: Scalars['String']['output'];
  /** The app's developer; readable by the developer and admins. */
  developer: ApplicationDeveloper;
  extractedAppName?: Maybe<Scalars['String']['output']>;
  extractedVersion?: Maybe<Scalars['String']['output']>;
  /** The newest version that was submitted (first submission or update), or null. */
  latestSubmission?: Maybe<ApplicationVersion>;
  legalPages: LegalPages;
  longDescription: Scalars['String']['output'];
  metadata: ApplicationMetadata;
  /**
   * The update the form edits: a draft, one in review, or the last one rejected (resubmitting
   * it continues its conversation); null when none. The owner and admins.
   */
  openUpdate?: Maybe<ApplicationVersion>;
  /** In currency units; 0 is free. */
  price: Scalars['Float']['output'];
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** The release notes the form last saved, for the next version (empty when none). */
  releaseNotes: Scalars['String']['output'];
  /** Admin only (FORBIDDEN for others): every admin action on this app, newest first. */
  reviewHistory: Array<ApplicationReviewEvent>;
  shortDescription: Scalars['String']['output'];
  status: AppStatus;
  /** The public store address (Copy Store Link). */
  storeUrl: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** Newest first. */
  versions: Array<ApplicationVersion>;
  visibility: AppVisibility;
};

/** A lifecycle step without the form (docs/product.md#application-status); staff steps are mutations of their own. */
export type ApplicationAction = 'UNPUBLISH' | 'WITHDRAW';

export type ApplicationAnalytics = {
  /** The per-key active users summed for display (docs/product.md#my-applications). */
  activeUsers: Scalars['Int']['output'];
  revenue: Revenue;
  totalDownloads: Scalars['Int']['output'];
  totalSales: Scalars['Int']['output'];
};

export type ApplicationAssets = {
  heroBanner?: Maybe<AssetFile>;
  screenshots: Screenshots;
  vmuBanner?: Maybe<AssetFile>;
  vmuIcon?: Maybe<AssetFile>;
  vmupack?: Maybe<AssetFile>;
  /** Bytes of the package; null without one. */
  vmupackSize?: Maybe<Scalars['Float']['output']>;
  webIcon?: Maybe<AssetFile>;
};

/** Stored-file keys from the upload endpoint's response; omitted or null means none. */
export type ApplicationAssetsInput = {
  heroBanner?: InputMaybe<Scalars['String']['input']>;
  /** At most 5, in display order. */
  screenshots?: InputMaybe<Array<Scalars['String']['input']>>;
  vmuBanner?: InputMaybe<Scalars['String']['input']>;
  vmuIcon?: InputMaybe<Scalars['String']['input']>;
  vmupack?: InputMaybe<Scalars['String']['input']>;
  webIcon?: InputMaybe<Scalars['String']['input']>;
};

/** Who made an app (the admin listing's developerId, developerName, developerEmail). */
export type ApplicationDeveloper = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

/** The app form (docs/product.md#app-form-rules); the rules are packages/domain's ApplicationFormSchema. */
export type ApplicationInput = {
  appName: Scalars['String']['input'];
  appType?: InputMaybe<AppType>;
  assets?: InputMaybe<ApplicationAssetsInput>;
  bundleIdentifier: Scalars['String']['input'];
  currency?: InputMaybe<Currency>;
  longDescription?: InputMaybe<Scalars['String']['input']>;
  pegiRating?: InputMaybe<PegiRating>;
  /** Currency units, 1.00-99.00 in steps of 0.50 for a paid app; omitted or 0 for free. */
  price?: InputMaybe<Scalars['Float']['input']>;
  pricingType?: InputMaybe<PricingType>;
  privacyPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  /** Notes for the version this save records when submitted. */
  releaseNotes?: InputMaybe<Scalars['String']['input']>;
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  termsAndConditionsUrl?: InputMaybe<Scalars['String']['input']>;
};

export type ApplicationMetadata = {
  createdAt: Scalars['DateTime']['output'];
  lastVersionSubmitted?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of applications; pass nextToken back for the next page, null on the last. */
export type ApplicationPage = {
  items: Array<Application>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** One admin action on an app, as the audit log records it. */
export type ApplicationReviewEvent = {
  action: ReviewAction;
  actorEmail: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  actorName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  fromStatus: AppStatus;
  id: Scalars['ID']['output'];
  /** The rejection or suspension reason, when one was given. */
  reason?: Maybe<Scalars['String']['output']>;
  toStatus: AppStatus;
};

/** The update form (Submit New Version); the rules are packages/domain's ApplicationUpdateSchema. */
export type ApplicationUpdateInput = {
  /** vmupack (required to submit), icons, banners and screenshots. */
  assets?: InputMaybe<ApplicationAssetsInput>;
  longDescription?: InputMaybe<Scalars['String']['input']>;
  pegiRating?: InputMaybe<PegiRating>;
  privacyPolicyUrl?: InputMaybe<Scalars['String']['input']>;
  /** Required to submit. */
  releaseNotes?: InputMaybe<Scalars['String']['input']>;
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  termsAndConditionsUrl?: InputMaybe<Scalars['String']['input']>;
};

export type ApplicationVersion = {
  /** The app, as it is live now. */
  application: Application;
  approvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Updates only: what differs from the live version (empty for first submissions). */
  changes: Array<VersionChange>;
  createdAt: Scalars['DateTime']['output'];
  /** When the reviewer approved or rejected it. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Bytes of the package submitted with this version. */
  fileSize?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** True for an update of a published app; false for a submission of the app itself. */
  isUpdate: Scalars['Boolean']['output'];
  /** An update's proposed listing; null for a submission of the app itself. */
  listing?: Maybe<VersionListing>;
  /** The conversation between reviewer and developer about this submission, oldest first. */
  messages: Array<ReviewMessage>;
  /** The app name inside the package. */
  packageName?: Maybe<Scalars['String']['output']>;
  releaseNotes: Scalars['String']['output'];
  /** The reviewer's reason of a rejection. */
  reviewNotes?: Maybe<Scalars['String']['output']>;
  reviewStatus: VersionReviewStatus;
  status: VersionStatus;
  /** Null while a draft. */
  submittedAt?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  versionNumber: Scalars['String']['output'];
};

/** One page of versions; pass nextToken back for the next page, null on the last. */
export type ApplicationVersionPage = {
  items: Array<ApplicationVersion>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** A stored upload. url is null for packages: they are private, downloaded through signed URLs. */
export type AssetFile = {
  contentType: Scalars['String']['output'];
  /** The file's name on the developer's machine when it was uploaded. */
  fileName: Scalars['String']['output'];
  key: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Float']['output'];
  url?: Maybe<Scalars['String']['output']>;
};

/** What staff did (decision 0049): the audit log's actions, and app moderation's from its own history. */
export type AuditAction =
  | 'APPROVE_APP'
  | 'APPROVE_DEVELOPER'
  | 'APPROVE_UPDATE'
  | 'CHANGE_SETTING'
  /** A verified developer changed details staff verified; the account went back to review. */
  | 'CHANGE_VERIFIED_DETAILS'
  | 'DELETE_ACCOUNT'
  | 'GRANT_ADMIN'
  | 'MESSAGE_DEVELOPER'
  | 'REFUND_PURCHASE'
  | 'REJECT_APP'
  | 'REJECT_DEVELOPER'
  | 'REJECT_UPDATE'
  | 'RESTORE_ACCOUNT'
  | 'RESTORE_APP'
  | 'REVOKE_ADMIN'
  | 'SUSPEND_ACCOUNT'
  | 'SUSPEND_APP';

/** The staff member who acted. */
export type AuditActor = {
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One fact kept with an action, e.g. a setting's value before and after. */
export type AuditDetail = {
  /** The fact's name as the screen shows it (Before, After, ...). */
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One staff action: who, when, what, to what, and why. */
export type AuditEvent = {
  action: AuditAction;
  actor: AuditActor;
  createdAt: Scalars['DateTime']['output'];
  details: Array<AuditDetail>;
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  /** A user id, an app's id or a setting's key. */
  targetId: Scalars['ID']['output'];
  /** What the target was called when it was acted on. */
  targetLabel: Scalars['String']['output'];
  targetType: AuditTargetType;
};

export type AuditEventPage = {
  items: Array<AuditEvent>;
  /** Null on the last page. */
  nextToken?: Maybe<Scalars['String']['output']>;
};

export type AuditEventsFilter = {
  action?: InputMaybe<AuditAction>;
  /** Only what this staff member did. */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  targetId?: InputMaybe<Scalars['ID']['input']>;
  /** Only what was done to this kind of target (and, with targetId, to this one). */
  targetType?: InputMaybe<AuditTargetType>;
};

/** What an action was done to. */
export type AuditTargetType = 'APPLICATION' | 'SETTING' | 'USER';

/** How the user signs in: email and password, or one social provider. */
export type AuthProvider = 'EMAIL' | 'GITHUB' | 'GOOGLE';

/** Which social sign-in providers this server is configured for. */
export type AuthProviders = {
  github: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
};

/** The bundle check result (docs/product.md#smaller-records). */
export type BundleCheckResult = {
  /** The app holding the identifier, when it is the viewer's own; null for another developer's. */
  existingAppId?: Maybe<Scalars['ID']['output']>;
  exists: Scalars['Boolean']['output'];
};

export type BusinessInfo = {
  accountType: AccountType;
  companyName?: Maybe<Scalars['String']['output']>;
  legalName: Scalars['String']['output'];
};

export type BusinessInfoInput = {
  /** Defaults to individual. */
  accountType?: InputMaybe<AccountType>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Defaults to the user's name, or the part of the email before the at-sign. */
  legalName?: InputMaybe<Scalars['String']['input']>;
};

/** The connect account result (docs/product.md#smaller-records). */
export type ConnectAccountResult = {
  accountId?: Maybe<Scalars['String']['output']>;
  /** Client secret of an account session for embedded onboarding (stripe driver). */
  clientSecret?: Maybe<Scalars['String']['output']>;
  /** Why the account could not be created or resumed; null on success. */
  error?: Maybe<Scalars['String']['output']>;
  requirementsCurrentlyDue: Array<Scalars['String']['output']>;
  requirementsEventuallyDue: Array<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
  /** Where identity verification continues; the marker 'embedded_verification' means in the page. */
  verificationUrl?: Maybe<Scalars['String']['output']>;
};

/** Where a developer's connected payment account stands (docs/product.md#developer-profile, stripeInfo.accountStatus). */
export type ConnectAccountStatus = 'active' | 'not_started' | 'onboarding' | 'restricted';

export type CreateApiTokenInput = {
  lifetime: ApiTokenLifetime;
  /** 1 to 60 characters, unique among the developer's tokens that work. */
  name: Scalars['String']['input'];
  /** At least one. */
  scopes: Array<ApiTokenScope>;
};

/** A token just made: `secret` is the whole token, shown this once and never stored. */
export type CreatedApiToken = {
  secret: Scalars['String']['output'];
  token: ApiToken;
};

export type Currency = 'EUR' | 'GBP' | 'USD';

/** The last run of the scheduled daily-figures rebuild from the raw events (decision 0056). */
export type DailyFiguresCheck = {
  checkedAt: Scalars['DateTime']['output'];
  /** Daily rows that differed from the events and were rebuilt, each counted as it was and as it became; 0 when the figures agreed. */
  driftedRows: Scalars['Int']['output'];
};

/** How many of the developer's apps are in each state of the dashboard's Total Apps. */
export type DashboardAppCounts = {
  draft: Scalars['Int']['output'];
  inReview: Scalars['Int']['output'];
  live: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A figure of the last 30 days (UTC, today included) and of the 30 days before, to compare. */
export type DashboardFigure = {
  last30Days: Scalars['Int']['output'];
  previous30Days: Scalars['Int']['output'];
};

/** The developer's share of net revenue in one currency, minor units: the last 30 days and before. */
export type DashboardRevenue = {
  currency: Currency;
  last30Days: Scalars['Float']['output'];
  previous30Days: Scalars['Float']['output'];
};

/** The free space of the data folder's disk, as the server last checked it. */
export type DataDiskSpace = {
  /** Bytes free for the portal. */
  freeBytes: Scalars['Float']['output'];
  level: DiskSpaceLevel;
  /** Under this many free bytes changes are refused. */
  refuseWritesBelowBytes: Scalars['Float']['output'];
  /** Bytes of the whole disk. */
  totalBytes: Scalars['Float']['output'];
  /** Under this many free bytes staff are warned. */
  warnBelowBytes: Scalars['Float']['output'];
};

export type DeleteAccountInput = {
  /** The 6-digit code sent by sendAccountDeletionCode. */
  code: Scalars['String']['input'];
  /** The account's email address, typed to confirm (case does not matter). */
  confirmation: Scalars['String']['input'];
};

export type DeleteApplicationResult = {
  appId: Scalars['ID']['output'];
};

/** The account is gone: its owner is signed out everywhere. */
export type DeletedAccount = {
  deletedAt: Scalars['DateTime']['output'];
};

/** The developer's dashboard (docs/product.md#main-area), from the same daily figures as the analytics. */
export type DeveloperDashboard = {
  /** Distinct devices that opened the developer's apps (per app), in each 30 days. */
  activeUsers: DashboardFigure;
  apps: DashboardAppCounts;
  downloads: DashboardFigure;
  /** One per currency with sales in the 60 days. */
  revenue: Array<DashboardRevenue>;
};

export type DeveloperDetails = {
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
};

/** The developer profile (docs/product.md#developer-profile); payments and preferences extend it. */
export type DeveloperProfile = {
  accountType: AccountType;
  ageVerified: Scalars['Boolean']['output'];
  businessInfo: BusinessInfo;
  /** The company name, or 'First Last'. */
  businessName?: Maybe<Scalars['String']['output']>;
  developerStatus: DeveloperStatusInfo;
  email: Scalars['String']['output'];
  metadata: ProfileMetadata;
  onboardingData: OnboardingData;
  personalInfo: PersonalInfo;
  preferences: NotificationPreferences;
  stripeInfo: StripeInfo;
  userId: Scalars['ID']['output'];
};

/** One page of developer profiles; pass nextToken back to get the next page, null on the last. */
export type DeveloperProfilePage = {
  items: Array<DeveloperProfile>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** Where a developer account stands in staff review. */
export type DeveloperStatus = 'pending' | 'rejected' | 'verified';

/** A change of a developer account's review status (the verification history). */
export type DeveloperStatusChange = {
  changedAt: Scalars['DateTime']['output'];
  /** The admin who decided, null for the developer's own (re)submission. */
  changedByName?: Maybe<Scalars['String']['output']>;
  fromStatus?: Maybe<DeveloperStatus>;
  notes?: Maybe<Scalars['String']['output']>;
  toStatus: DeveloperStatus;
};

export type DeveloperStatusInfo = {
  lastStatusChange?: Maybe<Scalars['DateTime']['output']>;
  /** Null until onboarding is completed. */
  status?: Maybe<DeveloperStatus>;
  verificationNotes?: Maybe<Scalars['String']['output']>;
  verifiedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** How full the disk the portal's data lives on is (decision 0055). */
export type DiskSpaceLevel =
  /** Under the write threshold: every change is refused (507 STORAGE_FULL) until space is freed. */
  | 'FULL'
  /** Under the warning threshold: free space soon. */
  | 'LOW'
  /** Room to spare. */
  | 'OK';

/** The download link result (docs/product.md#smaller-records). */
export type DownloadLink = {
  /** Serves the package for at most expiresIn seconds. */
  downloadUrl: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  /** The file name the download is saved as (docs/product.md#staff-actions). */
  fileName: Scalars['String']['output'];
};

/** A row of the sales ledger: the buyer paid (SALE) or the money went back (REFUND). */
export type LedgerEntryKind = 'REFUND' | 'SALE';

export type LegalPages = {
  privacyPolicy?: Maybe<Scalars['String']['output']>;
  termsAndConditions?: Maybe<Scalars['String']['output']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type Mutation = {
  /** Staff only. At most 30 saved reasons. */
  addSavedRejectionReason: SavedRejectionReason;
  /** Admin only. SUBMITTED to LIVE and PUBLIC; the pending version is approved. */
  approveApplication: Application;
  /** Admin only. The update in review becomes the live version (package, listing, assets). */
  approveApplicationUpdate: ApplicationVersion;
  /** Admin only. Verifies a pending developer account; notes are optional. */
  approveDeveloperAccount: DeveloperProfile;
  /**
   * A store account (role CUSTOMER) becomes a developer account, to onboard and publish apps; its
   * purchases stay. Refused for developers and admins, who are developers or staff already.
   */
  becomeDeveloper: Viewer;
  /** Makes a token for the signed-in developer (a verified developer of the main area). */
  createApiToken: CreatedApiToken;
  /** A new app from the form, saved as a draft or submitted for review. */
  createApplication: Application;
  /**
   * Creates the signed-in user's developer profile (docs/product.md#graphql-operations). `email` must be the account's
   * own address; fails with PROFILE_EXISTS when the user already has a profile.
   */
  createDeveloperProfile: DeveloperProfile;
  /**
   * Creates the signed-in developer's connected account if they have none (eligible countries
   * only) and returns a fresh onboarding session for it (docs/product.md#graphql-operations).
   */
  createStripeConnectAccount: ConnectAccountResult;
  /**
   * Deletes the signed-in account: its apps leave the store, its personal data goes, its financial
   * records stay for 7 years. A wrong confirmation (CONFIRMATION_MISMATCH) or code (INVALID_CODE)
   * changes nothing.
   */
  deleteAccount: DeletedAccount;
  /** DRAFT or REJECTED apps only; removes the app, its versions and its stored files. */
  deleteApplication: DeleteApplicationResult;
  /** Staff only. */
  editSavedRejectionReason: SavedRejectionReason;
  /** Admins and the app's own developer: an expiring address of the app's current package. */
  generateDownloadUrl: DownloadLink;
  /** The owner and admins: an expiring address of this version's package. */
  generateVersionDownloadUrl: DownloadLink;
  /**
   * Admin only. Makes an active developer account an admin; the reason goes to the audit log.
   * Never one's own account, never a deleted one (ACCOUNT_DELETED, as every action below).
   */
  grantAdmin: AdminUser;
  /**
   * The payment-provider test screen (sandbox driver only): staff or the developer of the purchased
   * app refunds a completed purchase as the provider would. Anyone else gets NOT_FOUND, as for an
   * unknown id. Refused with the stripe driver, whose refunds arrive by webhook.
   */
  refundSandboxPurchase: Purchase;
  /** Admin only. SUBMITTED to REJECTED; the reason (not blank) is shown to the developer. */
  rejectApplication: Application;
  /** Admin only. The live version stays; the reason is the reviewer's message to the developer. */
  rejectApplicationUpdate: ApplicationVersion;
  /** Admin only. Rejects a pending developer account; notes (the reason) are required. */
  rejectDeveloperAccount: DeveloperProfile;
  /** Staff only. */
  removeSavedRejectionReason: SavedRejectionReason;
  /** Staff only: every saved reason's id once, in the new order. */
  reorderSavedRejectionReasons: Array<SavedRejectionReason>;
  /**
   * Admin only. The account can sign in again and its API tokens work again. With restoreApps, the
   * apps its suspension took off the store go back on.
   */
  restoreAccount: AdminUser;
  /** Admin only. SUSPENDED to LIVE and PUBLIC. */
  restoreApplication: Application;
  /**
   * Admin only. The admin becomes a developer account again. Never one's own, never the last
   * active admin (LAST_ADMIN), also when two admins are removed at once.
   */
  revokeAdmin: AdminUser;
  /** Revokes one of the signed-in developer's tokens; it stops working at once. Another's is NOT_FOUND. */
  revokeApiToken: ApiToken;
  /**
   * The owner of a LIVE or SUSPENDED app: saves its update as a draft (creating it when none is
   * open) or submits it for review. The live version stays live and unchanged meanwhile.
   */
  saveApplicationUpdate: ApplicationVersion;
  /**
   * Mails the signed-in account a code that confirms its deletion. Refused (LAST_ADMIN, PAYOUT_DUE)
   * when the account cannot be deleted now, before anything is sent.
   */
  sendAccountDeletionCode: AccountDeletionCode;
  /**
   * The app's owner or an admin: a message in the conversation of a version in review or
   * rejected. The other side is mailed.
   */
  sendReviewMessage: ReviewMessage;
  /**
   * Gives an account that signs in with GitHub or Google a password, under sign-up's rules.
   * Refused with PASSWORD_ALREADY_SET when it has one (change it with the current one instead).
   */
  setPassword: Array<SignInMethod>;
  /**
   * The payment-provider test screen (sandbox driver only): sets the developer's country and puts
   * their sandbox connected account in the chosen state. Refused with the stripe driver.
   */
  setSandboxPaymentState: PaymentEligibility;
  /** Staff only. */
  setStaffTwoFactorRequired: PortalSettings;
  /** Signs out every session of the user but this one. Returns the one that remains. */
  signOutOtherSessions: Array<ActiveSession>;
  /**
   * Signs one of the user's other sessions out at once. Another user's session, or one already
   * ended, is SESSION_NOT_FOUND; this request's own is CURRENT_SESSION (sign out instead).
   * Returns the sessions that remain.
   */
  signOutSession: Array<ActiveSession>;
  /**
   * Admin only. The account cannot sign in, its sessions end, its API tokens stop working, its live
   * apps are suspended with the reason, and its holder is mailed. Never one's own, never the last
   * active admin.
   */
  suspendAccount: AdminUser;
  /** Admin only. LIVE to SUSPENDED and PRIVATE. */
  suspendApplication: Application;
  /**
   * Removes a linked GitHub or Google account from the signed-in user. Refused with
   * LAST_SIGN_IN_METHOD when it is the account's only way in (also under concurrent requests);
   * a password is changed, not removed. Returns the ways in that remain.
   */
  unlinkSignInMethod: Array<SignInMethod>;
  /**
   * Saves the signed-in verified developer's personal and business details. A change to any detail
   * staff verified sends the account back to staff review (status pending, paid sales and payouts
   * held, audited): refused with REVIEW_CONFIRMATION_REQUIRED unless `confirmReview`. A new country
   * is refused with COUNTRY_FIXED_BY_PAYMENT_ACCOUNT once the developer has a payment account.
   */
  updateAccountDetails: AccountDetailsSaved;
  /** Saves the form, moves the app through its lifecycle, or changes a live app's price. */
  updateApplication: Application;
  /** Saves the signed-in verified developer's preferences. */
  updateNotificationPreferences: NotificationPreferences;
  /** Saves one onboarding step; the first save creates the profile (docs/product.md#onboarding-completion). */
  updateOnboardingProgress: OnboardingProgress;
  /** Staff only. Sets the notice; null takes it down. */
  updatePortalNotice: PortalSettings;
  /** Staff only. A blank address puts back the server's own. */
  updateSupportEmail: PortalSettings;
  /**
   * Updates the custom sign-in attributes (docs/product.md#app-user) on the signed-in developer's profile.
   * Account type and business name may change; only staff change a developer status, so a
   * developerStatus other than the current one is refused; age can be confirmed, not withdrawn.
   */
  updateUserProfile: Viewer;
  /** The owner: withdraws the update in draft or in review; the live version stays. */
  withdrawApplicationUpdate: ApplicationVersion;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationAddSavedRejectionReasonArgs = {
  input: SavedRejectionReasonInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationApproveApplicationArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationApproveApplicationUpdateArgs = {
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationApproveDeveloperAccountArgs = {
  notes?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationCreateApplicationArgs = {
  input: ApplicationInput;
  saveAction: SaveAction;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationCreateDeveloperProfileArgs = {
  businessInfo?: InputMaybe<BusinessInfoInput>;
  email: Scalars['String']['input'];
  onboardingData?: InputMaybe<OnboardingDataInput>;
  personalInfo?: InputMaybe<PersonalInfoInput>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationDeleteApplicationArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationEditSavedRejectionReasonArgs = {
  id: Scalars['ID']['input'];
  input: SavedRejectionReasonInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationGenerateDownloadUrlArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationGenerateVersionDownloadUrlArgs = {
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationGrantAdminArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRefundSandboxPurchaseArgs = {
  purchaseId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRejectApplicationArgs = {
  appId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRejectApplicationUpdateArgs = {
  reason: Scalars['String']['input'];
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRejectDeveloperAccountArgs = {
  notes: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRemoveSavedRejectionReasonArgs = {
  id: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationReorderSavedRejectionReasonsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRestoreAccountArgs = {
  reason: Scalars['String']['input'];
  restoreApps: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRestoreApplicationArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRevokeAdminArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSaveApplicationUpdateArgs = {
  appId: Scalars['ID']['input'];
  input: ApplicationUpdateInput;
  saveAction: SaveAction;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSendReviewMessageArgs = {
  body: Scalars['String']['input'];
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSetPasswordArgs = {
  password: Scalars['String']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSetSandboxPaymentStateArgs = {
  country: Scalars['String']['input'];
  state: SandboxAccountState;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSetStaffTwoFactorRequiredArgs = {
  required: Scalars['Boolean']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSignOutSessionArgs = {
  id: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSuspendAccountArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationSuspendApplicationArgs = {
  appId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUnlinkSignInMethodArgs = {
  provider: AuthProvider;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateAccountDetailsArgs = {
  confirmReview?: Scalars['Boolean']['input'];
  input: AccountDetailsInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateApplicationArgs = {
  appId: Scalars['ID']['input'];
  input: UpdateApplicationInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateOnboardingProgressArgs = {
  data: OnboardingStepData;
  step: OnboardingStep;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdatePortalNoticeArgs = {
  notice?: InputMaybe<PortalNoticeInput>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateSupportEmailArgs = {
  supportEmail: Scalars['String']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationUpdateUserProfileArgs = {
  accountType?: InputMaybe<AccountType>;
  ageVerified?: InputMaybe<Scalars['Boolean']['input']>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  developerStatus?: InputMaybe<DeveloperStatus>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationWithdrawApplicationUpdateArgs = {
  appId: Scalars['ID']['input'];
};

/** The developer profile's preferences (docs/product.md#developer-profile; decision 0044). */
export type NotificationPreferences = {
  /** The currency the developer's money screens open on. */
  currency: Currency;
  /** Off: only mails about the account's security and money are sent. */
  emailNotifications: Scalars['Boolean']['output'];
  /** Stored for the day the portal sends marketing mail; it sends none today. */
  marketingEmails: Scalars['Boolean']['output'];
  /** IANA time zone name the developer reads dates in. */
  timezone: Scalars['String']['output'];
};

export type NotificationPreferencesInput = {
  currency: Currency;
  emailNotifications: Scalars['Boolean']['input'];
  marketingEmails: Scalars['Boolean']['input'];
  timezone: Scalars['String']['input'];
};

/** Progress through onboarding; a step's data is null until that step is saved. */
export type OnboardingData = {
  appDescription?: Maybe<Scalars['String']['output']>;
  appDetails?: Maybe<AppDetails>;
  appName?: Maybe<Scalars['String']['output']>;
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  completedSteps: Array<OnboardingStep>;
  country?: Maybe<Scalars['String']['output']>;
  developerDetails?: Maybe<DeveloperDetails>;
};

export type OnboardingDataInput = {
  appDescription?: InputMaybe<Scalars['String']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
};

export type OnboardingProgress = {
  metadata: ProfileMetadata;
  onboardingData: OnboardingData;
  userId: Scalars['ID']['output'];
};

/** The three onboarding steps, in order (docs/product.md#onboarding). */
export type OnboardingStep = 'appDetails' | 'country' | 'developerDetails';

/** One step's form values; the step's own schema decides which fields count. */
export type OnboardingStepData = {
  address?: InputMaybe<Scalars['String']['input']>;
  appDescription?: InputMaybe<Scalars['String']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

/** Whether the signed-in developer may charge for apps, and what to do next if not (docs/product.md#payment-eligibility). */
export type PaymentEligibility = {
  /** The next step, e.g. 'Complete Stripe Connect setup'; null when there is none. */
  action?: Maybe<Scalars['String']['output']>;
  /** Eligible and the connected account can take charges: paid prices are allowed. */
  canCharge: Scalars['Boolean']['output'];
  /** The profile's country (ISO 3166-1 alpha-2), null when the profile has none. */
  country?: Maybe<Scalars['String']['output']>;
  /** The country is one of the 28 payment-eligible countries. */
  eligible: Scalars['Boolean']['output'];
  /** A sentence for the developer explaining the state; null when canCharge. */
  message?: Maybe<Scalars['String']['output']>;
  /** Null when canCharge. */
  reason?: Maybe<PaymentEligibilityReason>;
  stripeInfo: StripeInfo;
};

/** Why a developer cannot charge for apps (docs/product.md#payment-eligibility). */
export type PaymentEligibilityReason =
  /** The country is outside the EU and UK: free apps only. */
  | 'outside_eu_uk'
  /** The profile has no country. */
  | 'profile_incomplete'
  /** Eligible, but the connected account is missing or not started. */
  | 'setup_not_completed'
  /** Eligible and started, but the provider has not enabled charges yet. */
  | 'verification_required';

/** Which payment provider driver the server runs (chosen by environment). */
export type PaymentProviderDriver = 'sandbox' | 'stripe';

export type PaymentsConfig = {
  driver: PaymentProviderDriver;
  /** Publishable key for the provider's embedded onboarding components; null with the sandbox. */
  publishableKey?: Maybe<Scalars['String']['output']>;
};

/**
 * Why a developer receives no payouts yet, if so. ACCOUNT_IN_REVIEW: the developer account is not
 * verified (back in staff review after a change to the legal name or country). NOT_ELIGIBLE_COUNTRY: the profile's country is
 * outside the EU and the UK, where the payment provider's accounts cannot charge.
 * NO_CONNECTED_ACCOUNT: payment setup not started. PAYOUTS_NOT_ENABLED: the provider has not yet
 * enabled payouts on the connected account (verification pending or restricted).
 */
export type PayoutBlocker =
  'ACCOUNT_IN_REVIEW' | 'NOT_ELIGIBLE_COUNTRY' | 'NO_CONNECTED_ACCOUNT' | 'PAYOUTS_NOT_ENABLED';

/** The minimum payout of one currency (minor units). */
export type PayoutMinimum = {
  amount: Scalars['Float']['output'];
  currency: Currency;
};

/**
 * A developer's statement of one month in one currency. Money in whole minor units (499 is 4.99),
 * from the sales-ledger rows recorded in the month (UTC).
 */
export type PayoutStatement = {
  /** carriedIn + developerShare. */
  balance: Scalars['Float']['output'];
  /** The balance carried from the month before (negative after refunds larger than sales). */
  carriedIn: Scalars['Float']['output'];
  /** What the next month starts from. */
  carriedOut: Scalars['Float']['output'];
  /** When the month was closed; null for the month in progress. */
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  currency: Currency;
  /** The developer's 75% of net. */
  developerShare: Scalars['Float']['output'];
  /** YYYY-MM-DD: the month's last day plus 30 days. */
  dueOn: Scalars['String']['output'];
  gross: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** The currency's minimum payout. */
  minimum: Scalars['Float']['output'];
  /** YYYY-MM. */
  month: Scalars['String']['output'];
  /** Gross less taxes, processing fees and refunds. */
  net: Scalars['Float']['output'];
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** The whole balance when it reaches the minimum, otherwise 0. */
  payoutAmount: Scalars['Float']['output'];
  /** The provider's reference of the transfer, once paid. */
  payoutReference?: Maybe<Scalars['String']['output']>;
  /** The platform's 25% of net. */
  platformShare: Scalars['Float']['output'];
  processingFees: Scalars['Float']['output'];
  /** Gross of the sales refunded in the month, whenever they were sold. */
  refunds: Scalars['Float']['output'];
  status: PayoutStatus;
  /** Tax on the month's sales less tax reversed by its refunds. */
  taxes: Scalars['Float']['output'];
  unitsRefunded: Scalars['Int']['output'];
  unitsSold: Scalars['Int']['output'];
};

/** One page of closed statements, newest month first; pass nextToken back for the next page. */
export type PayoutStatementPage = {
  items: Array<PayoutStatement>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/**
 * Where a month's payout stands (decisions 0039, 0041): CARRIED (below the currency's minimum, or
 * negative: nothing paid, the balance goes to the next month), DUE (to be paid by the due date),
 * PAID (transferred to the developer's connected account).
 */
export type PayoutStatus = 'CARRIED' | 'DUE' | 'PAID';

/** The signed-in developer's payouts (docs/product.md#prices-and-money, decision 0041). */
export type Payouts = {
  /** Null when payouts can be made; otherwise why not. */
  blocker?: Maybe<PayoutBlocker>;
  /** The blocker in words a developer can act on; null when there is none. */
  blockerMessage?: Maybe<Scalars['String']['output']>;
  /**
   * The month in progress so far, one per currency with ledger rows this month or a balance
   * carried into it: figures as they stand, not yet closed (closedAt null, status as it would be).
   */
  currentMonth: Array<PayoutStatement>;
  minimums: Array<PayoutMinimum>;
  /** Closed months, newest first (filter by currency). */
  statements: PayoutStatementPage;
};

/** The signed-in developer's payouts (docs/product.md#prices-and-money, decision 0041). */
export type PayoutsStatementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Currency>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PegiRating = 'PEGI_3' | 'PEGI_7' | 'PEGI_12' | 'PEGI_16' | 'PEGI_18';

/** What waits for staff now, and since when the oldest of each kind has waited. */
export type PendingReviews = {
  /** Developer accounts waiting for verification. */
  developers: Scalars['Int']['output'];
  developersWaitingSince?: Maybe<Scalars['DateTime']['output']>;
  /** Apps submitted for the store (status SUBMITTED). */
  newApps: Scalars['Int']['output'];
  newAppsWaitingSince?: Maybe<Scalars['DateTime']['output']>;
  /** Updates of published apps in review. */
  updates: Scalars['Int']['output'];
  updatesWaitingSince?: Maybe<Scalars['DateTime']['output']>;
};

export type PersonalInfo = {
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
};

/** Personal details as the developer gives them; the onboarding step schemas decide what is valid. */
export type PersonalInfoInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 code from the onboarding country list; US when absent. */
  country?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

/** A notice shown on the portal's pages from its start until its end (maintenance, review delays). */
export type PortalNotice = {
  /** Null: it shows until staff take it down. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  message: Scalars['String']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type PortalNoticeInput = {
  /** After the start, in the future, at most 90 days after the start; null or absent: until staff take it down. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 1 to 300 characters. */
  message: Scalars['String']['input'];
  startsAt: Scalars['DateTime']['input'];
};

/** What staff change without a deploy (/admin/settings, decision 0049). Staff only. */
export type PortalSettings = {
  /** The address mails and pages use now: the one staff set, else the server's own. */
  effectiveSupportEmail: Scalars['String']['output'];
  /** The notice on the portal's pages; null when there is none. */
  notice?: Maybe<PortalNotice>;
  /** Whether staff must sign in with two-factor. */
  staffTwoFactorRequired: Scalars['Boolean']['output'];
  /** The support address staff set; null while the server's own (SUPPORT_EMAIL) is used. */
  supportEmail?: Maybe<Scalars['String']['output']>;
  /** When a setting was last changed; null if never. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type PricingType = 'free' | 'paid';

export type ProfileMetadata = {
  createdAt: Scalars['DateTime']['output'];
  /** Goes up by one with every change to the profile. */
  profileVersion: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A buyer's purchase of a paid app, at the price of the moment it was made. */
export type Purchase = {
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** In minor units of the currency (499 is 4.99). */
  priceMinor: Scalars['Int']['output'];
  purchaseId: Scalars['ID']['output'];
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  status: PurchaseStatus;
};

/** Where a purchase of a paid app stands (decision 0036). */
export type PurchaseStatus =
  /** Paid: the buyer may download the app on any of their devices. */
  | 'COMPLETED'
  /** Started; the provider has not said it was paid. */
  | 'PENDING'
  /** The money went back: the buyer no longer gets the app. */
  | 'REFUNDED';

export type Query = {
  /** The signed-in user's sessions that have not ended, this one first, then by last use. */
  activeSessions: Array<ActiveSession>;
  /** Admin only. NOT_FOUND for an unknown account. */
  adminUser: AdminUserDetails;
  /**
   * Admin only. Every account, newest first; limit 1-100, default 50. search matches part of a
   * name or an email, case-insensitively; role and status narrow the list.
   */
  adminUsers: AdminUserPage;
  /**
   * Analytics over a range of UTC days (at most about three years): of one app (its developer or
   * staff), of all the viewer's apps (a developer), or of the whole store (staff, without appId).
   */
  analytics: Analytics;
  /** The signed-in developer's tokens, newest first, revoked and expired ones included. */
  apiTokens: Array<ApiToken>;
  /** Staff only: the staff members to filter the audit log by (every admin, by name). */
  auditActors: Array<AuditActor>;
  /** Staff only: the audit log, newest first, 1 to 100 a page (50 when absent). */
  auditEvents: AuditEventPage;
  /** Social providers with a client id and secret configured. */
  authProviders: AuthProviders;
  /** Whether any app of the store holds this identifier. */
  checkBundleIdentifier: BundleCheckResult;
  /** Staff only: the last check of the daily figures against the events; null until it has run once. */
  dailyFiguresCheck?: Maybe<DailyFiguresCheck>;
  /** Staff only: the data folder's free space; null until the server has checked it once. */
  dataDiskSpace?: Maybe<DataDiskSpace>;
  /** The signed-in developer's dashboard figures (a verified developer of the main area). */
  developerDashboard: DeveloperDashboard;
  /** Admin only. */
  getAdminApplicationCounts: AdminApplicationCounts;
  /** Admin only. */
  getAdminStats: AdminStats;
  /** One of the viewer's apps (any app for an admin); another developer's app is NOT_FOUND. */
  getApplication: Application;
  /** One version: its owner's or, for admins, any; another developer's is NOT_FOUND. */
  getApplicationVersion: ApplicationVersion;
  /** Admin only. */
  getDeveloperForAdmin: AdminDeveloperView;
  /** The signed-in developer's profile; null before the first onboarding step is saved. */
  getDeveloperProfile?: Maybe<DeveloperProfile>;
  /** The signed-in verified developer's payment eligibility (docs/product.md#payment-eligibility). */
  getPaymentEligibility: PaymentEligibility;
  /**
   * Admin only. Apps of every developer, most recently changed first (status SUBMITTED, the review
   * queue: the oldest submission first); limit 1-100, default 100.
   * status keeps one status; excludeStatus drops one (the All Apps screen drops SUBMITTED);
   * search matches app name, short description or developer name, case-insensitively.
   */
  listAllApplications: ApplicationPage;
  /** The viewer's own apps, most recently changed first; limit 1-100, default 50. */
  listDeveloperApplications: ApplicationPage;
  /** Admin only. Pending developer accounts, oldest application first; limit 1-100, default 50. */
  listPendingDevelopers: DeveloperProfilePage;
  /**
   * The sales ledger of the viewer's own apps (an admin: every row), newest first; limit 1-50,
   * default 20. Read with either payment driver: it is the developer's record of sales.
   */
  listSalesLedger: SalesLedgerPage;
  /**
   * The payment-provider test screen (sandbox driver only; SANDBOX_ONLY with Stripe): purchases
   * of the viewer's own apps (an admin: every purchase), newest first; limit 1-50, default 20.
   */
  listTestPurchases: TestPurchasePage;
  /** Admin only. Updates of published apps in review, oldest submission first; limit 1-100. */
  listUpdatesInReview: ApplicationVersionPage;
  /** The active payment driver and what the browser needs for embedded onboarding. */
  paymentsConfig: PaymentsConfig;
  /** One closed statement: its developer's, or any for staff. Another developer's is NOT_FOUND. */
  payoutStatement: PayoutStatement;
  /** The signed-in developer's payouts (a verified developer of the main area). */
  payouts: Payouts;
  /** Anyone: the notice if it shows now or later (it has not ended); null when there is none. */
  portalNotice?: Maybe<PortalNotice>;
  /** Staff only. */
  portalSettings: PortalSettings;
  /** Staff only: the saved rejection reasons in staff's order. */
  savedRejectionReasons: Array<SavedRejectionReason>;
  /** The signed-in user's ways to sign in, oldest first. */
  signInMethods: Array<SignInMethod>;
  /**
   * Staff only. The store's own figures over a range of UTC days (at most about three years),
   * grouped by day, ISO week or month; the store-wide downloads and money are the analytics
   * query's without an app.
   */
  storeFigures: StoreFigures;
  /** Where developers write to staff: the address staff set in the portal's settings, else SUPPORT_EMAIL (shown to a rejected developer and on the contact page). */
  supportEmail: Scalars['String']['output'];
  /** The signed-in account's two-factor sign-in. */
  twoFactorStatus: TwoFactorStatus;
  /** The signed-in user, or null while signed out. */
  viewer?: Maybe<Viewer>;
};

export type QueryAdminUserArgs = {
  userId: Scalars['ID']['input'];
};

export type QueryAdminUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatusFilter>;
};

export type QueryAnalyticsArgs = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  grouping: AnalyticsGrouping;
  to: Scalars['String']['input'];
};

export type QueryAuditEventsArgs = {
  filter?: InputMaybe<AuditEventsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryCheckBundleIdentifierArgs = {
  bundleIdentifier: Scalars['String']['input'];
};

export type QueryGetAdminApplicationCountsArgs = {
  approvedSince: Scalars['DateTime']['input'];
};

export type QueryGetApplicationArgs = {
  appId: Scalars['ID']['input'];
};

export type QueryGetApplicationVersionArgs = {
  versionId: Scalars['ID']['input'];
};

export type QueryGetDeveloperForAdminArgs = {
  userId: Scalars['ID']['input'];
};

export type QueryListAllApplicationsArgs = {
  excludeStatus?: InputMaybe<AppStatus>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AppStatus>;
};

export type QueryListDeveloperApplicationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AppStatus>;
};

export type QueryListPendingDevelopersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListSalesLedgerArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListTestPurchasesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryListUpdatesInReviewArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QueryPayoutStatementArgs = {
  id: Scalars['ID']['input'];
};

export type QueryStoreFiguresArgs = {
  from: Scalars['String']['input'];
  grouping: AnalyticsGrouping;
  to: Scalars['String']['input'];
};

export type RegionalRatings = {
  EU?: Maybe<Scalars['String']['output']>;
  UK?: Maybe<Scalars['String']['output']>;
  US?: Maybe<Scalars['String']['output']>;
};

export type Revenue = {
  /** In the app's currency units, e.g. 12.5. */
  gross: Scalars['Float']['output'];
  net: Scalars['Float']['output'];
  platformFee: Scalars['Float']['output'];
};

/** An admin action on an application (decision 0014); each is recorded in the app's review history. */
export type ReviewAction =
  | 'APPROVE'
  /** An update of a published app became its live version (decision 0034). */
  | 'APPROVE_UPDATE'
  | 'REJECT'
  /** An update of a published app was rejected; the live version stays. */
  | 'REJECT_UPDATE'
  | 'RESTORE'
  | 'SUSPEND';

/** One message of the conversation about a submission (plain text, never HTML). */
export type ReviewMessage = {
  authorName: Scalars['String']['output'];
  authorRole: ReviewMessageAuthorRole;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
};

/** Who wrote a message of a review conversation. */
export type ReviewMessageAuthorRole = 'DEVELOPER' | 'REVIEWER';

/** One period's decisions of every kind. */
export type ReviewTimePeriod = {
  reviews: ReviewTimeSummary;
  /** The period's first day, YYYY-MM-DD (UTC); the decisions made in it are counted. */
  start: Scalars['String']['output'];
};

/**
 * How long decided reviews waited, from submission to approval or rejection. Business days are
 * weekday time in UTC (Saturdays and Sundays do not count); the times are null without decisions.
 */
export type ReviewTimeSummary = {
  decisions: Scalars['Int']['output'];
  medianBusinessDays?: Maybe<Scalars['Float']['output']>;
  medianHours?: Maybe<Scalars['Float']['output']>;
  p90BusinessDays?: Maybe<Scalars['Float']['output']>;
  p90Hours?: Maybe<Scalars['Float']['output']>;
  /** Decisions made within the promised 3 business days (of 1-3). */
  withinPromise: Scalars['Int']['output'];
};

/** The signed-in person's role; admins review developers and apps. */
export type Role =
  | 'ADMIN'
  /** A store account (decision 0038): buys and downloads apps; no developer onboarding. */
  | 'CUSTOMER'
  | 'DEVELOPER';

/**
 * One row of the append-only sales ledger (decision 0036). Amounts are in minor units of the row's
 * currency (499 is 4.99); a refund's tax, fee, net, platform fee and share are negative.
 */
export type SalesLedgerEntry = {
  /** The app's name and identifier now; null once the app was deleted (the ledger outlives it). */
  appName?: Maybe<Scalars['String']['output']>;
  bundleIdentifier?: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** The developer's share: net - platformFee. */
  developerShare: Scalars['Int']['output'];
  gross: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  kind: LedgerEntryKind;
  /** gross - tax - processingFee - refund. */
  net: Scalars['Int']['output'];
  /** When the provider says the money moved. */
  occurredAt: Scalars['DateTime']['output'];
  /** The platform's share of net. */
  platformFee: Scalars['Int']['output'];
  processingFee: Scalars['Int']['output'];
  /** The provider's id of the payment or refund (a Checkout Session, a refund). */
  providerReference: Scalars['String']['output'];
  /** What went back to the buyer (a refund's gross); 0 on a sale. */
  refund: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  /** The version number sold; null once the version was deleted. */
  versionNumber?: Maybe<Scalars['String']['output']>;
};

/** One page of the sales ledger; pass nextToken back for the next page, null on the last. */
export type SalesLedgerPage = {
  items: Array<SalesLedgerEntry>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** The connected-account states the payment-provider test screen can put a sandbox account in. */
export type SandboxAccountState =
  /** Charges and payouts enabled. */
  | 'active'
  /** No connected account. */
  | 'not_started'
  /** Account created, onboarding details still due. */
  | 'onboarding'
  /** The provider restricted the account (requirements past due). */
  | 'restricted'
  /** Details submitted, identity verification still due: charges disabled. */
  | 'verification_pending';

/** What a save does with the form: keep it as a draft, or submit it for review. */
export type SaveAction = 'SAVE_DRAFT' | 'SUBMIT';

/** A rejection reason staff saved, offered in the reject dialogs; picking it fills the reason. */
export type SavedRejectionReason = {
  /** The text it fills the reason with (1 to 1000 characters). */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** A short name to pick it by (1 to 60 characters). */
  title: Scalars['String']['output'];
};

export type SavedRejectionReasonInput = {
  body: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type Screenshots = {
  vmu: Array<AssetFile>;
  web: Array<AssetFile>;
};

/** A way into the account (decision 0045): its password (EMAIL), or a linked GitHub or Google account. */
export type SignInMethod = {
  /** When it was added to the account. */
  linkedAt: Scalars['DateTime']['output'];
  provider: AuthProvider;
};

/** The store's own figures over a range of UTC days, for staff (decision 0042). */
export type StoreFigures = {
  from: Scalars['String']['output'];
  grouping: AnalyticsGrouping;
  growth: StoreGrowth;
  /** The statements of the months the range touches, per month and currency, oldest first. */
  payouts: Array<StorePayoutMonth>;
  /** Now, whatever the range: one per currency with payouts due this month or late. */
  payoutsDueThisMonth: Array<StorePayoutsDue>;
  /** Now, whatever the range. */
  pending: PendingReviews;
  reviewTimes: StoreReviewTimes;
  to: Scalars['String']['output'];
  /** At most limit apps by downloads, and per currency by net revenue (10 when absent, 1 to 25). */
  topApps: StoreTopApps;
};

/** The store's own figures over a range of UTC days, for staff (decision 0042). */
export type StoreFiguresTopAppsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** New developers and apps over a range: every period (empty ones too) and the range's totals. */
export type StoreGrowth = {
  periods: Array<StoreGrowthPeriod>;
  totals: StoreGrowthPeriod;
};

/** New developers and apps of one period (UTC days). */
export type StoreGrowthPeriod = {
  /** Apps created, as drafts or submitted (deleted ones are gone). */
  appsCreated: Scalars['Int']['output'];
  /** Apps that went live on the store for the first time. */
  appsPublished: Scalars['Int']['output'];
  /** Developer accounts that completed onboarding (asked to be verified) for the first time. */
  developersJoined: Scalars['Int']['output'];
  /** Developer accounts staff verified. */
  developersVerified: Scalars['Int']['output'];
  /** The period's first day, YYYY-MM-DD; for the totals, the range's first day. */
  start: Scalars['String']['output'];
};

/** The payout statements of one month in one currency, amounts in whole minor units. */
export type StorePayoutMonth = {
  /** Statements below the minimum (or negative): nothing to pay, the balance carried on. */
  carriedCount: Scalars['Int']['output'];
  currency: Currency;
  dueAmount: Scalars['Float']['output'];
  /** Statements whose payout is still to be paid. */
  dueCount: Scalars['Int']['output'];
  /** YYYY-MM: the month the statements close. */
  month: Scalars['String']['output'];
  paidAmount: Scalars['Float']['output'];
  paidCount: Scalars['Int']['output'];
};

/** Payouts in one currency whose due date falls in the current UTC month, and those already late. */
export type StorePayoutsDue = {
  currency: Currency;
  dueAmount: Scalars['Float']['output'];
  /** Due this month and not paid yet. */
  dueCount: Scalars['Int']['output'];
  overdueAmount: Scalars['Float']['output'];
  /** Due before today and not paid yet (this month's included). */
  overdueCount: Scalars['Int']['output'];
  paidAmount: Scalars['Float']['output'];
  /** Due this month and paid. */
  paidCount: Scalars['Int']['output'];
};

/** The review times of the decisions made in a range. */
export type StoreReviewTimes = {
  /** Every decision: first submissions of apps, updates and developer accounts. */
  all: ReviewTimeSummary;
  /** Developer accounts, from their (re)submission to verification or rejection. */
  developers: ReviewTimeSummary;
  /** Submissions of apps themselves (a new app, or one resubmitted after a rejection). */
  newApps: ReviewTimeSummary;
  /** Every period of the range, empty ones too. */
  periods: Array<ReviewTimePeriod>;
  /** Updates of published apps. */
  updates: ReviewTimeSummary;
};

/** The store's top apps of a range, most first. */
export type StoreTopApps = {
  byDownloads: Array<TopAppByDownloads>;
  /** Each currency's own list (currencies are never added together), currencies in order. */
  byRevenue: Array<TopAppByRevenue>;
};

/** The developer's connected payment account as last reported by the payment provider (docs/product.md#developer-profile). */
export type StripeInfo = {
  accountStatus: ConnectAccountStatus;
  chargesEnabled: Scalars['Boolean']['output'];
  /** Null until createStripeConnectAccount has made the account. */
  connectAccountId?: Maybe<Scalars['String']['output']>;
  /** Why the provider disabled charges or payouts (e.g. 'requirements.past_due'), if it did. */
  disabledReason?: Maybe<Scalars['String']['output']>;
  /** When the provider last changed any of these fields; null before the account exists. */
  lastStatusUpdate?: Maybe<Scalars['DateTime']['output']>;
  /** The provider has every detail it asked for in onboarding. */
  onboardingComplete: Scalars['Boolean']['output'];
  payoutsEnabled: Scalars['Boolean']['output'];
  /** Provider requirement codes (e.g. 'individual.verification.document'), due now. */
  requirementsCurrentlyDue: Array<Scalars['String']['output']>;
  /** Provider requirement codes due later. */
  requirementsEventuallyDue: Array<Scalars['String']['output']>;
};

/** A purchase as the payment-provider test screen lists it: what was bought, by whom, and where it stands. */
export type TestPurchase = {
  appName: Scalars['String']['output'];
  bundleIdentifier: Scalars['String']['output'];
  /** The buyer's email: the developer needs it to find a buyer's purchase in the test screen. */
  buyerEmail: Scalars['String']['output'];
  buyerName: Scalars['String']['output'];
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currency: Scalars['String']['output'];
  /** In minor units of the currency (499 is 4.99), the app's price at the purchase. */
  priceMinor: Scalars['Int']['output'];
  purchaseId: Scalars['ID']['output'];
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  status: PurchaseStatus;
  /** The version number bought. */
  versionNumber: Scalars['String']['output'];
};

/** One page of test purchases; pass nextToken back for the next page, null on the last. */
export type TestPurchasePage = {
  items: Array<TestPurchase>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** An app among the store's most downloaded of a range. */
export type TopAppByDownloads = {
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
  bundleIdentifier: Scalars['String']['output'];
  /** The developer's account name. */
  developerName?: Maybe<Scalars['String']['output']>;
  downloads: Scalars['Int']['output'];
};

/**
 * An app among the store's highest net revenue of a range in one currency, money in whole minor
 * units. Its name and bundle identifier are null once the app is deleted: its sales still count.
 */
export type TopAppByRevenue = {
  appId: Scalars['ID']['output'];
  appName?: Maybe<Scalars['String']['output']>;
  bundleIdentifier?: Maybe<Scalars['String']['output']>;
  currency: Currency;
  /** The developer's account name; null once the account is deleted. */
  developerName?: Maybe<Scalars['String']['output']>;
  gross: Scalars['Float']['output'];
  /** Gross less taxes, processing fees and refunds. */
  net: Scalars['Float']['output'];
  /** The platform's 25% of net. */
  platformFee: Scalars['Float']['output'];
  unitsRefunded: Scalars['Int']['output'];
  unitsSold: Scalars['Int']['output'];
};

/** The signed-in account's two-factor sign-in, as the profile's section shows it. */
export type TwoFactorStatus = {
  enabled: Scalars['Boolean']['output'];
  /** Whether the account has a password, which turning two-factor sign-in on or off asks for. */
  passwordSet: Scalars['Boolean']['output'];
  /** Whether this account must keep it on: staff, while the admin settings require it. */
  requiredForStaff: Scalars['Boolean']['output'];
};

/**
 * Exactly one of: form + saveAction (DRAFT or REJECTED apps), action, or price (LIVE or
 * SUSPENDED apps, the price dialog's rules).
 */
export type UpdateApplicationInput = {
  action?: InputMaybe<ApplicationAction>;
  form?: InputMaybe<ApplicationInput>;
  price?: InputMaybe<Scalars['Float']['input']>;
  saveAction?: InputMaybe<SaveAction>;
};

/** Which accounts staff's users list keeps (decision 0048): suspended ones, or a developer review status. */
export type UserStatusFilter =
  /** Developer accounts that have not finished onboarding. */
  | 'NOT_STARTED'
  /** Developer accounts awaiting staff review. */
  | 'PENDING'
  | 'REJECTED'
  | 'SUSPENDED'
  | 'VERIFIED';

/** One thing an update changes against the live version. */
export type VersionChange = {
  after?: Maybe<Scalars['String']['output']>;
  afterFiles: Array<AssetFile>;
  before?: Maybe<Scalars['String']['output']>;
  beforeFiles: Array<AssetFile>;
  /** version, packageSize, packageName, or a listing field (shortDescription, screenshots, ...). */
  field: Scalars['String']['output'];
  kind: VersionChangeKind;
  label: Scalars['String']['output'];
};

/** TEXT: before and after are words; FILES: beforeFiles and afterFiles are stored files. */
export type VersionChangeKind = 'FILES' | 'TEXT';

/** The listing an update proposes; it becomes the app's when the update is approved. */
export type VersionListing = {
  assets: ApplicationAssets;
  longDescription: Scalars['String']['output'];
  pegiRating?: Maybe<PegiRating>;
  privacyPolicyUrl?: Maybe<Scalars['String']['output']>;
  shortDescription: Scalars['String']['output'];
  termsAndConditionsUrl?: Maybe<Scalars['String']['output']>;
};

/** Where one version stands in review, as stored (decision 0034); the history shows status. */
export type VersionReviewStatus = 'APPROVED' | 'DRAFT' | 'PENDING' | 'REJECTED' | 'WITHDRAWN';

/** Where a version stands, as the version history shows it (decision 0034). */
export type VersionStatus =
  | 'APPROVED'
  | 'DRAFT'
  | 'IN_REVIEW'
  /** The version the store serves now. */
  | 'LIVE'
  | 'REJECTED'
  /** Approved once, replaced by a later version; its package is kept. */
  | 'SUPERSEDED'
  | 'WITHDRAWN';

/** The signed-in user: the App user of docs/product.md#app-user. */
export type Viewer = {
  accountType?: Maybe<AccountType>;
  /** True once staff verified the developer account. */
  accountVerified: Scalars['Boolean']['output'];
  ageVerified: Scalars['Boolean']['output'];
  /** Profile picture URL from the social provider, if any. */
  avatar?: Maybe<Scalars['String']['output']>;
  businessName?: Maybe<Scalars['String']['output']>;
  /** ISO 8601 time the account was created. */
  createdAt: Scalars['String']['output'];
  developerStatus?: Maybe<DeveloperStatus>;
  email: Scalars['String']['output'];
  /** @deprecated Use isEmailVerified. */
  emailVerified: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Email users: whether they confirmed their code. Social users: always true. */
  isEmailVerified: Scalars['Boolean']['output'];
  /** The display name; the part of the email before the at-sign when none is set. */
  name: Scalars['String']['output'];
  onboardingCompleted: Scalars['Boolean']['output'];
  provider: AuthProvider;
  role: Role;
  /**
   * Whether signing in asks for a second step: a code from an authenticator app, or a backup code
   * (decision 0046).
   */
  twoFactorEnabled: Scalars['Boolean']['output'];
  /**
   * Staff who must use two-factor sign-in (the admin settings) and have not turned it on: every
   * admin screen and operation waits until they do.
   */
  twoFactorSetupRequired: Scalars['Boolean']['output'];
};

export type ReviewMessageFieldsFragment = {
  id: string;
  authorRole: ReviewMessageAuthorRole;
  authorName: string;
  body: string;
  createdAt: string;
};

export type SendReviewMessageMutationVariables = Exact<{
  versionId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
}>;

export type SendReviewMessageMutation = { sendReviewMessage: { id: string } };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;

export type DeleteAccountMutation = { deleteAccount: { deletedAt: string } };

export type SendAccountDeletionCodeMutationVariables = Exact<{ [key: string]: never }>;

export type SendAccountDeletionCodeMutation = {
  sendAccountDeletionCode: { sentTo: string; expiresAt: string };
};

export type AccountDetailsQueryVariables = Exact<{ [key: string]: never }>;

export type AccountDetailsQuery = {
  getDeveloperProfile?: {
    userId: string;
    personalInfo: {
      firstName?: string | null;
      lastName?: string | null;
      address?: string | null;
      city?: string | null;
      postalCode?: string | null;
      country: string;
    };
    businessInfo: { accountType: AccountType; companyName?: string | null; legalName: string };
    developerStatus: { status?: DeveloperStatus | null };
    stripeInfo: { accountStatus: ConnectAccountStatus; chargesEnabled: boolean };
  } | null;
};

export type UpdateAccountDetailsMutationVariables = Exact<{
  input: AccountDetailsInput;
  confirmReview: Scalars['Boolean']['input'];
}>;

export type UpdateAccountDetailsMutation = {
  updateAccountDetails: { sentToReview: boolean; profile: { userId: string } };
};

export type GrantAdminMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;

export type GrantAdminMutation = {
  grantAdmin: {
    id: string;
    name: string;
    email: string;
    role: Role;
    developerStatus?: DeveloperStatus | null;
    createdAt: string;
    lastSignInAt?: string | null;
    deletedAt?: string | null;
    suspension?: {
      reason: string;
      suspendedAt: string;
      suspendedByName?: string | null;
      suspendedApplicationCount: number;
    } | null;
  };
};

export type RevokeAdminMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;

export type RevokeAdminMutation = {
  revokeAdmin: {
    id: string;
    name: string;
    email: string;
    role: Role;
    developerStatus?: DeveloperStatus | null;
    createdAt: string;
    lastSignInAt?: string | null;
    deletedAt?: string | null;
    suspension?: {
      reason: string;
      suspendedAt: string;
      suspendedByName?: string | null;
      suspendedApplicationCount: number;
    } | null;
  };
};

export type SuspendAccountMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;

export type SuspendAccountMutation = {
  suspendAccount: {
    id: string;
    name: string;
    email: string;
    role: Role;
    developerStatus?: DeveloperStatus | null;
    createdAt: string;
    lastSignInAt?: string | null;
    deletedAt?: string | null;
    suspension?: {
      reason: string;
      suspendedAt: string;
      suspendedByName?: string | null;
      suspendedApplicationCount: number;
    } | null;
  };
};

export type RestoreAccountMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  restoreApps: Scalars['Boolean']['input'];
}>;

export type RestoreAccountMutation = {
  restoreAccount: {
    id: string;
    name: string;
    email: string;
    role: Role;
    developerStatus?: DeveloperStatus | null;
    createdAt: string;
    lastSignInAt?: string | null;
    deletedAt?: string | null;
    suspension?: {
      reason: string;
      suspendedAt: string;
      suspendedByName?: string | null;
      suspendedApplicationCount: number;
    } | null;
  };
};

export type AdminUserFieldsFragment = {
  id: string;
  name: string;
  email: string;
  role: Role;
  developerStatus?: DeveloperStatus | null;
  createdAt: string;
  lastSignInAt?: string | null;
  deletedAt?: string | null;
  suspension?: {
    reason: string;
    suspendedAt: string;
    suspendedByName?: string | null;
    suspendedApplicationCount: number;
  } | null;
};

export type AdminUserDetailsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;

export type AdminUserDetailsQuery = {
  adminUser: {
    applicationCount: number;
    user: {
      id: string;
      name: string;
      email: string;
      role: Role;
      developerStatus?: DeveloperStatus | null;
      createdAt: string;
      lastSignInAt?: string | null;
      deletedAt?: string | null;
      suspension?: {
        reason: string;
        suspendedAt: string;
        suspendedByName?: string | null;
        suspendedApplicationCount: number;
      } | null;
    };
    profile?: {
      personalInfo: {
        firstName?: string | null;
        lastName?: string | null;
        city?: string | null;
        country: string;
      };
      businessInfo: { accountType: AccountType; companyName?: string | null; legalName: string };
      developerStatus: { verifiedAt?: string | null };
    } | null;
    applications: Array<{ id: string; appName: string; status: AppStatus; updatedAt: string }>;
    sessions: Array<{
      id: string;
      device: string;
      ipAddress?: string | null;
      signedInAt: string;
      lastUsedAt: string;
    }>;
    history: Array<{
      id: string;
      action: string;
      appName?: string | null;
      reason?: string | null;
      actorName?: string | null;
      createdAt: string;
    }>;
  };
};

export type AdminUsersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
  status?: InputMaybe<UserStatusFilter>;
}>;

export type AdminUsersQuery = {
  adminUsers: {
    nextToken?: string | null;
    items: Array<{
      id: string;
      name: string;
      email: string;
      role: Role;
      developerStatus?: DeveloperStatus | null;
      createdAt: string;
      lastSignInAt?: string | null;
      deletedAt?: string | null;
      suspension?: {
        reason: string;
        suspendedAt: string;
        suspendedByName?: string | null;
        suspendedApplicationCount: number;
      } | null;
    }>;
  };
};

export type ApproveApplicationUpdateMutationVariables = Exact<{
  versionId: Scalars['ID']['input'];
}>;

export type ApproveApplicationUpdateMutation = {
  approveApplicationUpdate: { id: string; status: VersionStatus };
};

export type ApproveApplicationMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type ApproveApplicationMutation = {
  approveApplication: { appId: string; status: AppStatus; visibility: AppVisibility };
};

export type ApproveDeveloperAccountMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
}>;

export type ApproveDeveloperAccountMutation = {
  approveDeveloperAccount: { userId: string; developerStatus: { status?: DeveloperStatus | null } };
};

export type ReviewedAppFieldsFragment = {
  appId: string;
  status: AppStatus;
  visibility: AppVisibility;
};

export type DecidedDeveloperFieldsFragment = {
  userId: string;
  developerStatus: { status?: DeveloperStatus | null };
};

export type AppDeveloperFieldsFragment = {
  developer: { userId: string; name: string; email: string };
};

export type BusinessInfoFieldsFragment = {
  accountType: AccountType;
  companyName?: string | null;
  legalName: string;
};

export type DeveloperUnderReviewFieldsFragment = {
  userId: string;
  email: string;
  personalInfo: {
    firstName?: string | null;
    lastName?: string | null;
    address?: string | null;
    city?: string | null;
    postalCode?: string | null;
    country: string;
  };
  businessInfo: { accountType: AccountType; companyName?: string | null; legalName: string };
  developerStatus: { status?: DeveloperStatus | null };
  metadata: { createdAt: string };
};

export type GenerateDownloadUrlMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type GenerateDownloadUrlMutation = {
  generateDownloadUrl: { downloadUrl: string; expiresIn: number; fileName: string };
};

export type AdminApplicationCountsQueryVariables = Exact<{
  approvedSince: Scalars['DateTime']['input'];
}>;

export type AdminApplicationCountsQuery = {
  getAdminApplicationCounts: {
    draft: number;
    submitted: number;
    live: number;
    suspended: number;
    rejected: number;
    totalExceptSubmitted: number;
    liveSince: number;
    updatesInReview: number;
  };
};

export type AdminStatsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminStatsQuery = {
  getAdminStats: {
    totalApps: number;
    pendingReview: number;
    pendingNewApps: number;
    pendingUpdates: number;
    publishedApps: number;
    totalDevelopers: number;
    pendingDevelopers: number;
  };
};

export type AdminApplicationDetailsQueryVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type AdminApplicationDetailsQuery = {
  getApplication: {
    currentVersion: string;
    extractedAppName?: string | null;
    visibility: AppVisibility;
    tags: Array<string>;
    storeUrl: string;
    appId: string;
    appName: string;
    bundleIdentifier: string;
    shortDescription: string;
    longDescription: string;
    price: number;
    currency: Currency;
    status: AppStatus;
    extractedVersion?: string | null;
    rejectionReason?: string | null;
    categories: Array<string>;
    assets: { vmupackSize?: number | null };
    metadata: { createdAt: string; updatedAt: string; lastVersionSubmitted?: string | null };
    versions: Array<{
      id: string;
      versionNumber: string;
      releaseNotes: string;
      status: VersionStatus;
      isUpdate: boolean;
      reviewNotes?: string | null;
      submittedAt?: string | null;
      decidedAt?: string | null;
      fileSize?: number | null;
    }>;
    reviewHistory: Array<{
      id: string;
      action: ReviewAction;
      fromStatus: AppStatus;
      toStatus: AppStatus;
      reason?: string | null;
      actorName: string;
      actorEmail: string;
      createdAt: string;
    }>;
    ageRating: { pegi?: PegiRating | null };
    legalPages: { termsAndConditions?: string | null; privacyPolicy?: string | null };
    developer: { userId: string; name: string; email: string };
  };
};

export type AdminApplicationVersionQueryVariables = Exact<{
  versionId: Scalars['ID']['input'];
}>;

export type AdminApplicationVersionQuery = {
  getApplicationVersion: {
    id: string;
    versionNumber: string;
    releaseNotes: string;
    reviewStatus: VersionReviewStatus;
    packageName?: string | null;
    fileSize?: number | null;
    changes: Array<{
      field: string;
      label: string;
      kind: VersionChangeKind;
      before?: string | null;
      after?: string | null;
      beforeFiles: Array<{
        key: string;
        url?: string | null;
        fileName: string;
        contentType: string;
      }>;
      afterFiles: Array<{
        key: string;
        url?: string | null;
        fileName: string;
        contentType: string;
      }>;
    }>;
    messages: Array<{
      id: string;
      authorRole: ReviewMessageAuthorRole;
      authorName: string;
      body: string;
      createdAt: string;
    }>;
    application: { appId: string; appName: string; currentVersion: string };
  };
};

export type DailyFiguresCheckQueryVariables = Exact<{ [key: string]: never }>;

export type DailyFiguresCheckQuery = {
  dailyFiguresCheck?: { checkedAt: string; driftedRows: number } | null;
};

export type DataDiskSpaceQueryVariables = Exact<{ [key: string]: never }>;

export type DataDiskSpaceQuery = {
  dataDiskSpace?: {
    freeBytes: number;
    totalBytes: number;
    warnBelowBytes: number;
    refuseWritesBelowBytes: number;
    level: DiskSpaceLevel;
  } | null;
};

export type DeveloperForAdminQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;

export type DeveloperForAdminQuery = {
  getDeveloperForAdmin: {
    applicationCount: number;
    profile: {
      businessName?: string | null;
      userId: string;
      email: string;
      developerStatus: {
        verifiedAt?: string | null;
        verificationNotes?: string | null;
        status?: DeveloperStatus | null;
      };
      personalInfo: {
        firstName?: string | null;
        lastName?: string | null;
        address?: string | null;
        city?: string | null;
        postalCode?: string | null;
        country: string;
      };
      businessInfo: { accountType: AccountType; companyName?: string | null; legalName: string };
      metadata: { createdAt: string };
    };
    statusHistory: Array<{
      fromStatus?: DeveloperStatus | null;
      toStatus: DeveloperStatus;
      notes?: string | null;
      changedAt: string;
      changedByName?: string | null;
    }>;
  };
};

export type StoreDashboardQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  grouping: AnalyticsGrouping;
}>;

export type StoreDashboardQuery = {
  storeFigures: {
    reviewTimes: {
      all: {
        decisions: number;
        medianHours?: number | null;
        p90Hours?: number | null;
        medianBusinessDays?: number | null;
        p90BusinessDays?: number | null;
        withinPromise: number;
      };
    };
    pending: {
      newApps: number;
      updates: number;
      developers: number;
      newAppsWaitingSince?: string | null;
      updatesWaitingSince?: string | null;
      developersWaitingSince?: string | null;
    };
    payoutsDueThisMonth: Array<{
      currency: Currency;
      dueCount: number;
      dueAmount: number;
      paidCount: number;
      paidAmount: number;
      overdueCount: number;
      overdueAmount: number;
    }>;
  };
};

export type AdminApplicationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AppStatus>;
  excludeStatus?: InputMaybe<AppStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;

export type AdminApplicationsQuery = {
  listAllApplications: {
    nextToken?: string | null;
    items: Array<{
      bundleIdentifier: string;
      longDescription: string;
      categories: Array<string>;
      appId: string;
      appName: string;
      shortDescription: string;
      price: number;
      currency: Currency;
      currentVersion: string;
      status: AppStatus;
      visibility: AppVisibility;
      ageRating: { pegi?: PegiRating | null };
      assets: {
        vmupackSize?: number | null;
        heroBanner?: { url?: string | null } | null;
        vmupack?: { size: number } | null;
        screenshots: { web: Array<{ key: string; url?: string | null }> };
        webIcon?: { url?: string | null } | null;
      };
      latestSubmission?: {
        id: string;
        reviewStatus: VersionReviewStatus;
        submittedAt?: string | null;
      } | null;
      analytics: {
        totalDownloads: number;
        activeUsers: number;
        revenue: { gross: number; net: number; platformFee: number };
      };
      metadata: { updatedAt: string };
      developer: { userId: string; name: string; email: string };
    }>;
  };
};

export type PendingDevelopersQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type PendingDevelopersQuery = {
  listPendingDevelopers: {
    nextToken?: string | null;
    items: Array<{
      userId: string;
      email: string;
      onboardingData: {
        appName?: string | null;
        appDescription?: string | null;
        completedSteps: Array<OnboardingStep>;
      };
      personalInfo: {
        firstName?: string | null;
        lastName?: string | null;
        address?: string | null;
        city?: string | null;
        postalCode?: string | null;
        country: string;
      };
      businessInfo: { accountType: AccountType; companyName?: string | null; legalName: string };
      developerStatus: { status?: DeveloperStatus | null };
      metadata: { createdAt: string };
    }>;
  };
};

export type UpdatesInReviewQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type UpdatesInReviewQuery = {
  listUpdatesInReview: {
    nextToken?: string | null;
    items: Array<{
      id: string;
      versionNumber: string;
      releaseNotes: string;
      reviewStatus: VersionReviewStatus;
      submittedAt?: string | null;
      fileSize?: number | null;
      application: {
        appId: string;
        appName: string;
        currentVersion: string;
        assets: { webIcon?: { url?: string | null } | null };
        developer: { userId: string; name: string; email: string };
      };
    }>;
  };
};

export type RejectApplicationUpdateMutationVariables = Exact<{
  versionId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;

export type RejectApplicationUpdateMutation = {
  rejectApplicationUpdate: { id: string; status: VersionStatus };
};

export type RejectApplicationMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
}>;

export type RejectApplicationMutation = {
  rejectApplication: { appId: string; status: AppStatus; visibility: AppVisibility };
};

export type RejectDeveloperAccountMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  notes: Scalars['String']['input'];
}>;

export type RejectDeveloperAccountMutation = {
  rejectDeveloperAccount: { userId: string; developerStatus: { status?: DeveloperStatus | null } };
};

export type RestoreApplicationMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type RestoreApplicationMutation = {
  restoreApplication: { appId: string; status: AppStatus; visibility: AppVisibility };
};

export type SuspendApplicationMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
}>;

export type SuspendApplicationMutation = {
  suspendApplication: { appId: string; status: AppStatus; visibility: AppVisibility };
};

export type AnalyticsQueryVariables = Exact<{
  appId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  grouping: AnalyticsGrouping;
}>;

export type AnalyticsQuery = {
  analytics: {
    from: string;
    to: string;
    grouping: AnalyticsGrouping;
    periods: Array<{
      start: string;
      downloads: number;
      activeUsers: number;
      unitsSold: number;
      unitsRefunded: number;
    }>;
    revenue: Array<{
      start?: string | null;
      currency: Currency;
      gross: number;
      taxes: number;
      processingFees: number;
      refunds: number;
      net: number;
      platformFee: number;
      developerShare: number;
    }>;
    totals: {
      start: string;
      downloads: number;
      activeUsers: number;
      unitsSold: number;
      unitsRefunded: number;
    };
    revenueTotals: Array<{
      currency: Currency;
      gross: number;
      taxes: number;
      processingFees: number;
      refunds: number;
      net: number;
      platformFee: number;
      developerShare: number;
    }>;
  };
};

export type StoreFiguresQueryVariables = Exact<{
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
  grouping: AnalyticsGrouping;
}>;

export type StoreFiguresQuery = {
  storeFigures: {
    from: string;
    to: string;
    grouping: AnalyticsGrouping;
    topApps: {
      byDownloads: Array<{
        appId: string;
        appName: string;
        bundleIdentifier: string;
        developerName?: string | null;
        downloads: number;
      }>;
      byRevenue: Array<{
        appId: string;
        appName?: string | null;
        bundleIdentifier?: string | null;
        developerName?: string | null;
        currency: Currency;
        unitsSold: number;
        unitsRefunded: number;
        gross: number;
        net: number;
        platformFee: number;
      }>;
    };
    growth: {
      periods: Array<{
        start: string;
        developersJoined: number;
        developersVerified: number;
        appsCreated: number;
        appsPublished: number;
      }>;
      totals: {
        start: string;
        developersJoined: number;
        developersVerified: number;
        appsCreated: number;
        appsPublished: number;
      };
    };
    reviewTimes: {
      all: {
        decisions: number;
        medianHours?: number | null;
        p90Hours?: number | null;
        medianBusinessDays?: number | null;
        p90BusinessDays?: number | null;
        withinPromise: number;
      };
      newApps: {
        decisions: number;
        medianHours?: number | null;
        p90Hours?: number | null;
        medianBusinessDays?: number | null;
        p90BusinessDays?: number | null;
        withinPromise: number;
      };
      updates: {
        decisions: number;
        medianHours?: number | null;
        p90Hours?: number | null;
        medianBusinessDays?: number | null;
        p90BusinessDays?: number | null;
        withinPromise: number;
      };
      developers: {
        decisions: number;
        medianHours?: number | null;
        p90Hours?: number | null;
        medianBusinessDays?: number | null;
        p90BusinessDays?: number | null;
        withinPromise: number;
      };
      periods: Array<{
        start: string;
        reviews: {
          decisions: number;
          medianHours?: number | null;
          p90Hours?: number | null;
          medianBusinessDays?: number | null;
          p90BusinessDays?: number | null;
          withinPromise: number;
        };
      }>;
    };
    payouts: Array<{
      month: string;
      currency: Currency;
      dueCount: number;
      dueAmount: number;
      paidCount: number;
      paidAmount: number;
      carriedCount: number;
    }>;
  };
};

export type AnalyticsAppsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type AnalyticsAppsQuery = {
  listDeveloperApplications: {
    nextToken?: string | null;
    items: Array<{ appId: string; appName: string }>;
  };
};

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;

export type CreateApiTokenMutation = {
  createApiToken: {
    secret: string;
    token: {
      id: string;
      name: string;
      scopes: Array<ApiTokenScope>;
      prefix: string;
      createdAt: string;
      expiresAt: string;
      lastUsedAt?: string | null;
      revokedAt?: string | null;
    };
  };
};

export type ApiTokenFieldsFragment = {
  id: string;
  name: string;
  scopes: Array<ApiTokenScope>;
  prefix: string;
  createdAt: string;
  expiresAt: string;
  lastUsedAt?: string | null;
  revokedAt?: string | null;
};

export type ApiTokensQueryVariables = Exact<{ [key: string]: never }>;

export type ApiTokensQuery = {
  apiTokens: Array<{
    id: string;
    name: string;
    scopes: Array<ApiTokenScope>;
    prefix: string;
    createdAt: string;
    expiresAt: string;
    lastUsedAt?: string | null;
    revokedAt?: string | null;
  }>;
};

export type RevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type RevokeApiTokenMutation = {
  revokeApiToken: {
    id: string;
    name: string;
    scopes: Array<ApiTokenScope>;
    prefix: string;
    createdAt: string;
    expiresAt: string;
    lastUsedAt?: string | null;
    revokedAt?: string | null;
  };
};

export type AppFormBundleCheckQueryVariables = Exact<{
  bundleIdentifier: Scalars['String']['input'];
}>;

export type AppFormBundleCheckQuery = {
  checkBundleIdentifier: { exists: boolean; existingAppId?: string | null };
};

export type ListingAssetsFieldsFragment = {
  vmupack?: {
    key: string;
    fileName: string;
    url?: string | null;
    size: number;
    contentType: string;
  } | null;
  vmuIcon?: {
    key: string;
    fileName: string;
    url?: string | null;
    size: number;
    contentType: string;
  } | null;
  webIcon?: {
    key: string;
    fileName: string;
    url?: string | null;
    size: number;
    contentType: string;
  } | null;
  heroBanner?: {
    key: string;
    fileName: string;
    url?: string | null;
    size: number;
    contentType: string;
  } | null;
  vmuBanner?: {
    key: string;
    fileName: string;
    url?: string | null;
    size: number;
    contentType: string;
  } | null;
  screenshots: {
    web: Array<{
      key: string;
      fileName: string;
      url?: string | null;
      size: number;
      contentType: string;
    }>;
  };
};

export type ApplicationUpdateFormQueryVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type ApplicationUpdateFormQuery = {
  getApplication: {
    appId: string;
    appName: string;
    bundleIdentifier: string;
    price: number;
    currency: Currency;
    currentVersion: string;
    status: AppStatus;
    categories: Array<string>;
    shortDescription: string;
    longDescription: string;
    extractedAppName?: string | null;
    ageRating: { pegi?: PegiRating | null };
    legalPages: { termsAndConditions?: string | null; privacyPolicy?: string | null };
    assets: {
      vmupack?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      vmuIcon?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      webIcon?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      heroBanner?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      vmuBanner?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      screenshots: {
        web: Array<{
          key: string;
          fileName: string;
          url?: string | null;
          size: number;
          contentType: string;
        }>;
      };
    };
    openUpdate?: {
      id: string;
      status: VersionStatus;
      versionNumber: string;
      releaseNotes: string;
      reviewNotes?: string | null;
      packageName?: string | null;
      listing?: {
        shortDescription: string;
        longDescription: string;
        pegiRating?: PegiRating | null;
        termsAndConditionsUrl?: string | null;
        privacyPolicyUrl?: string | null;
        assets: {
          vmupack?: {
            key: string;
            fileName: string;
            url?: string | null;
            size: number;
            contentType: string;
          } | null;
          vmuIcon?: {
            key: string;
            fileName: string;
            url?: string | null;
            size: number;
            contentType: string;
          } | null;
          webIcon?: {
            key: string;
            fileName: string;
            url?: string | null;
            size: number;
            contentType: string;
          } | null;
          heroBanner?: {
            key: string;
            fileName: string;
            url?: string | null;
            size: number;
            contentType: string;
          } | null;
          vmuBanner?: {
            key: string;
            fileName: string;
            url?: string | null;
            size: number;
            contentType: string;
          } | null;
          screenshots: {
            web: Array<{
              key: string;
              fileName: string;
              url?: string | null;
              size: number;
              contentType: string;
            }>;
          };
        };
      } | null;
      messages: Array<{
        id: string;
        authorRole: ReviewMessageAuthorRole;
        authorName: string;
        body: string;
        createdAt: string;
      }>;
    } | null;
  };
};

export type StoredAssetFieldsFragment = {
  key: string;
  fileName: string;
  url?: string | null;
  size: number;
  contentType: string;
};

export type AppFormApplicationQueryVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type AppFormApplicationQuery = {
  getApplication: {
    bundleIdentifierFixed: boolean;
    releaseNotes: string;
    appId: string;
    appName: string;
    bundleIdentifier: string;
    shortDescription: string;
    longDescription: string;
    price: number;
    currency: Currency;
    status: AppStatus;
    extractedVersion?: string | null;
    rejectionReason?: string | null;
    categories: Array<string>;
    assets: {
      vmupack?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      vmuIcon?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      webIcon?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      heroBanner?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      vmuBanner?: {
        key: string;
        fileName: string;
        url?: string | null;
        size: number;
        contentType: string;
      } | null;
      screenshots: {
        web: Array<{
          key: string;
          fileName: string;
          url?: string | null;
          size: number;
          contentType: string;
        }>;
      };
    };
    ageRating: { pegi?: PegiRating | null };
    legalPages: { termsAndConditions?: string | null; privacyPolicy?: string | null };
  };
};

export type AppFormPreferredCurrencyQueryVariables = Exact<{ [key: string]: never }>;

export type AppFormPreferredCurrencyQuery = {
  getDeveloperProfile?: { userId: string; preferences: { currency: Currency } } | null;
};

export type SaveApplicationUpdateMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  input: ApplicationUpdateInput;
  saveAction: SaveAction;
}>;

export type SaveApplicationUpdateMutation = {
  saveApplicationUpdate: { id: string; versionNumber: string; status: VersionStatus };
};

export type WithdrawApplicationUpdateMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type WithdrawApplicationUpdateMutation = {
  withdrawApplicationUpdate: { id: string; status: VersionStatus };
};

export type CreateApplicationFromFormMutationVariables = Exact<{
  input: ApplicationInput;
  saveAction: SaveAction;
}>;

export type CreateApplicationFromFormMutation = {
  createApplication: { appId: string; appName: string; status: AppStatus };
};

export type UpdateApplicationFromFormMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  input: UpdateApplicationInput;
}>;

export type UpdateApplicationFromFormMutation = {
  updateApplication: { appId: string; appName: string; status: AppStatus };
};

export type VersionHistoryQueryVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type VersionHistoryQuery = {
  getApplication: {
    appId: string;
    appName: string;
    status: AppStatus;
    currentVersion: string;
    openUpdate?: { id: string; status: VersionStatus } | null;
    versions: Array<{
      id: string;
      versionNumber: string;
      releaseNotes: string;
      status: VersionStatus;
      isUpdate: boolean;
      submittedAt?: string | null;
      decidedAt?: string | null;
      reviewNotes?: string | null;
      fileSize?: number | null;
      messages: Array<{
        id: string;
        authorRole: ReviewMessageAuthorRole;
        authorName: string;
        body: string;
        createdAt: string;
      }>;
    }>;
  };
};

export type AuditActorsQueryVariables = Exact<{ [key: string]: never }>;

export type AuditActorsQuery = { auditActors: Array<{ id: string; name: string; email: string }> };

export type AuditEventsQueryVariables = Exact<{
  filter?: InputMaybe<AuditEventsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type AuditEventsQuery = {
  auditEvents: {
    nextToken?: string | null;
    items: Array<{
      id: string;
      action: AuditAction;
      targetType: AuditTargetType;
      targetId: string;
      targetLabel: string;
      reason?: string | null;
      createdAt: string;
      actor: { id: string; name: string; email: string };
      details: Array<{ label: string; value: string }>;
    }>;
  };
};

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never }>;

export type AuthProvidersQuery = { authProviders: { github: boolean; google: boolean } };

export type DeveloperDashboardQueryVariables = Exact<{ [key: string]: never }>;

export type DeveloperDashboardQuery = {
  developerDashboard: {
    apps: { total: number; live: number; inReview: number; draft: number };
    downloads: { last30Days: number; previous30Days: number };
    activeUsers: { last30Days: number; previous30Days: number };
    revenue: Array<{ currency: Currency; last30Days: number; previous30Days: number }>;
  };
  listDeveloperApplications: {
    items: Array<{
      appId: string;
      appName: string;
      status: AppStatus;
      analytics: { totalDownloads: number };
      metadata: { updatedAt: string };
    }>;
  };
};

export type DeleteApplicationMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;

export type DeleteApplicationMutation = { deleteApplication: { appId: string } };

export type DeveloperApplicationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AppStatus>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;

export type DeveloperApplicationsQuery = {
  listDeveloperApplications: {
    nextToken?: string | null;
    items: Array<{
      rejectionReason?: string | null;
      storeUrl: string;
      appId: string;
      appName: string;
      shortDescription: string;
      price: number;
      currency: Currency;
      currentVersion: string;
      status: AppStatus;
      visibility: AppVisibility;
      assets: { webIcon?: { url?: string | null } | null };
      analytics: {
        totalDownloads: number;
        activeUsers: number;
        revenue: { gross: number; net: number; platformFee: number };
      };
      metadata: { updatedAt: string };
    }>;
  };
};

export type UpdateApplicationMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
  input: UpdateApplicationInput;
}>;

export type UpdateApplicationMutation = {
  updateApplication: { appId: string; status: AppStatus; visibility: AppVisibility; price: number };
};

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationPreferencesQuery = {
  getDeveloperProfile?: {
    userId: string;
    preferences: {
      emailNotifications: boolean;
      marketingEmails: boolean;
      currency: Currency;
      timezone: string;
    };
  } | null;
};

export type UpdateNotificationPreferencesMutationVariables = Exact<{
  input: NotificationPreferencesInput;
}>;

export type UpdateNotificationPreferencesMutation = {
  updateNotificationPreferences: {
    emailNotifications: boolean;
    marketingEmails: boolean;
    currency: Currency;
    timezone: string;
  };
};

export type UpdateOnboardingProgressMutationVariables = Exact<{
  step: OnboardingStep;
  data: OnboardingStepData;
}>;

export type UpdateOnboardingProgressMutation = {
  updateOnboardingProgress: {
    userId: string;
    onboardingData: { completedSteps: Array<OnboardingStep>; completedAt?: string | null };
  };
};

export type CreateStripeConnectAccountMutationVariables = Exact<{ [key: string]: never }>;

export type CreateStripeConnectAccountMutation = {
  createStripeConnectAccount: {
    success: boolean;
    accountId?: string | null;
    clientSecret?: string | null;
    verificationUrl?: string | null;
    requirementsCurrentlyDue: Array<string>;
    requirementsEventuallyDue: Array<string>;
    error?: string | null;
  };
};

export type PaymentsConfigQueryVariables = Exact<{ [key: string]: never }>;

export type PaymentsConfigQuery = {
  paymentsConfig: { driver: PaymentProviderDriver; publishableKey?: string | null };
};

export type SalesLedgerQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type SalesLedgerQuery = {
  listSalesLedger: {
    nextToken?: string | null;
    items: Array<{
      id: string;
      kind: LedgerEntryKind;
      appName?: string | null;
      versionNumber?: string | null;
      currency: string;
      gross: number;
      tax: number;
      processingFee: number;
      refund: number;
      net: number;
      developerShare: number;
      providerReference: string;
      occurredAt: string;
    }>;
  };
};

export type TestPurchasesQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
}>;

export type TestPurchasesQuery = {
  listTestPurchases: {
    nextToken?: string | null;
    items: Array<{
      purchaseId: string;
      status: PurchaseStatus;
      priceMinor: number;
      currency: string;
      createdAt: string;
      appName: string;
      versionNumber: string;
      buyerName: string;
      buyerEmail: string;
    }>;
  };
};

export type RefundSandboxPurchaseMutationVariables = Exact<{
  purchaseId: Scalars['ID']['input'];
}>;

export type RefundSandboxPurchaseMutation = {
  refundSandboxPurchase: { purchaseId: string; status: PurchaseStatus };
};

export type SetSandboxPaymentStateMutationVariables = Exact<{
  country: Scalars['String']['input'];
  state: SandboxAccountState;
}>;

export type SetSandboxPaymentStateMutation = {
  setSandboxPaymentState: {
    country?: string | null;
    eligible: boolean;
    canCharge: boolean;
    reason?: PaymentEligibilityReason | null;
    action?: string | null;
    message?: string | null;
    stripeInfo: {
      connectAccountId?: string | null;
      accountStatus: ConnectAccountStatus;
      onboardingComplete: boolean;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
      lastStatusUpdate?: string | null;
      requirementsCurrentlyDue: Array<string>;
      requirementsEventuallyDue: Array<string>;
      disabledReason?: string | null;
    };
  };
};

export type PayoutStatementFieldsFragment = {
  id: string;
  month: string;
  currency: Currency;
  unitsSold: number;
  unitsRefunded: number;
  gross: number;
  taxes: number;
  processingFees: number;
  refunds: number;
  net: number;
  developerShare: number;
  platformShare: number;
  carriedIn: number;
  balance: number;
  payoutAmount: number;
  carriedOut: number;
  minimum: number;
  status: PayoutStatus;
  dueOn: string;
  payoutReference?: string | null;
  paidAt?: string | null;
  closedAt?: string | null;
};

export type PayoutsQueryVariables = Exact<{ [key: string]: never }>;

export type PayoutsQuery = {
  payouts: {
    blocker?: PayoutBlocker | null;
    blockerMessage?: string | null;
    minimums: Array<{ currency: Currency; amount: number }>;
    currentMonth: Array<{
      id: string;
      month: string;
      currency: Currency;
      unitsSold: number;
      unitsRefunded: number;
      gross: number;
      taxes: number;
      processingFees: number;
      refunds: number;
      net: number;
      developerShare: number;
      platformShare: number;
      carriedIn: number;
      balance: number;
      payoutAmount: number;
      carriedOut: number;
      minimum: number;
      status: PayoutStatus;
      dueOn: string;
      payoutReference?: string | null;
      paidAt?: string | null;
      closedAt?: string | null;
    }>;
  };
};

export type PayoutStatementsQueryVariables = Exact<{
  currency?: InputMaybe<Currency>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;

export type PayoutStatementsQuery = {
  payouts: {
    statements: {
      nextToken?: string | null;
      items: Array<{
        id: string;
        month: string;
        currency: Currency;
        unitsSold: number;
        unitsRefunded: number;
        gross: number;
        taxes: number;
        processingFees: number;
        refunds: number;
        net: number;
        developerShare: number;
        platformShare: number;
        carriedIn: number;
        balance: number;
        payoutAmount: number;
        carriedOut: number;
        minimum: number;
        status: PayoutStatus;
        dueOn: string;
        payoutReference?: string | null;
        paidAt?: string | null;
        closedAt?: string | null;
      }>;
    };
  };
};

export type ReviewStatusQueryVariables = Exact<{ [key: string]: never }>;

export type ReviewStatusQuery = {
  getDeveloperProfile?: {
    developerStatus: {
      status?: DeveloperStatus | null;
      verifiedAt?: string | null;
      verificationNotes?: string | null;
      lastStatusChange?: string | null;
    };
  } | null;
};

export type SupportEmailQueryVariables = Exact<{ [key: string]: never }>;

export type SupportEmailQuery = { supportEmail: string };

export type PortalNoticeQueryVariables = Exact<{ [key: string]: never }>;

export type PortalNoticeQuery = {
  portalNotice?: { message: string; startsAt: string; endsAt?: string | null } | null;
};

export type PortalSettingsFieldsFragment = {
  supportEmail?: string | null;
  effectiveSupportEmail: string;
  staffTwoFactorRequired: boolean;
  updatedAt?: string | null;
  notice?: { message: string; startsAt: string; endsAt?: string | null } | null;
};

export type PortalSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type PortalSettingsQuery = {
  portalSettings: {
    supportEmail?: string | null;
    effectiveSupportEmail: string;
    staffTwoFactorRequired: boolean;
    updatedAt?: string | null;
    notice?: { message: string; startsAt: string; endsAt?: string | null } | null;
  };
};

export type AddSavedRejectionReasonMutationVariables = Exact<{
  input: SavedRejectionReasonInput;
}>;

export type AddSavedRejectionReasonMutation = {
  addSavedRejectionReason: { id: string; title: string; body: string };
};

export type EditSavedRejectionReasonMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: SavedRejectionReasonInput;
}>;

export type EditSavedRejectionReasonMutation = {
  editSavedRejectionReason: { id: string; title: string; body: string };
};

export type RemoveSavedRejectionReasonMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type RemoveSavedRejectionReasonMutation = { removeSavedRejectionReason: { id: string } };

export type ReorderSavedRejectionReasonsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;

export type ReorderSavedRejectionReasonsMutation = {
  reorderSavedRejectionReasons: Array<{ id: string; title: string; body: string }>;
};

export type SetStaffTwoFactorRequiredMutationVariables = Exact<{
  required: Scalars['Boolean']['input'];
}>;

export type SetStaffTwoFactorRequiredMutation = {
  setStaffTwoFactorRequired: {
    supportEmail?: string | null;
    effectiveSupportEmail: string;
    staffTwoFactorRequired: boolean;
    updatedAt?: string | null;
    notice?: { message: string; startsAt: string; endsAt?: string | null } | null;
  };
};

export type UpdatePortalNoticeMutationVariables = Exact<{
  notice?: InputMaybe<PortalNoticeInput>;
}>;

export type UpdatePortalNoticeMutation = {
  updatePortalNotice: {
    supportEmail?: string | null;
    effectiveSupportEmail: string;
    staffTwoFactorRequired: boolean;
    updatedAt?: string | null;
    notice?: { message: string; startsAt: string; endsAt?: string | null } | null;
  };
};

export type UpdateSupportEmailMutationVariables = Exact<{
  supportEmail: Scalars['String']['input'];
}>;

export type UpdateSupportEmailMutation = {
  updateSupportEmail: {
    supportEmail?: string | null;
    effectiveSupportEmail: string;
    staffTwoFactorRequired: boolean;
    updatedAt?: string | null;
    notice?: { message: string; startsAt: string; endsAt?: string | null } | null;
  };
};

export type ActiveSessionFieldsFragment = {
  id: string;
  device: string;
  signedInAt: string;
  lastActiveAt: string;
  isCurrent: boolean;
};

export type ActiveSessionsQueryVariables = Exact<{ [key: string]: never }>;

export type ActiveSessionsQuery = {
  activeSessions: Array<{
    id: string;
    device: string;
    signedInAt: string;
    lastActiveAt: string;
    isCurrent: boolean;
  }>;
};

export type SignOutSessionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;

export type SignOutSessionMutation = {
  signOutSession: Array<{
    id: string;
    device: string;
    signedInAt: string;
    lastActiveAt: string;
    isCurrent: boolean;
  }>;
};

export type SignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutOtherSessionsMutation = {
  signOutOtherSessions: Array<{
    id: string;
    device: string;
    signedInAt: string;
    lastActiveAt: string;
    isCurrent: boolean;
  }>;
};

export type SignInMethodsQueryVariables = Exact<{ [key: string]: never }>;

export type SignInMethodsQuery = {
  viewer?: { id: string; email: string } | null;
  signInMethods: Array<{ provider: AuthProvider; linkedAt: string }>;
  authProviders: { github: boolean; google: boolean };
};

export type SetPasswordMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;

export type SetPasswordMutation = {
  setPassword: Array<{ provider: AuthProvider; linkedAt: string }>;
};

export type UnlinkSignInMethodMutationVariables = Exact<{
  provider: AuthProvider;
}>;

export type UnlinkSignInMethodMutation = {
  unlinkSignInMethod: Array<{ provider: AuthProvider; linkedAt: string }>;
};

export type BecomeDeveloperMutationVariables = Exact<{ [key: string]: never }>;

export type BecomeDeveloperMutation = { becomeDeveloper: { id: string; role: Role } };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never }>;

export type TwoFactorStatusQuery = {
  twoFactorStatus: { enabled: boolean; passwordSet: boolean; requiredForStaff: boolean };
};

export type ViewerQueryVariables = Exact<{ [key: string]: never }>;

export type ViewerQuery = {
  viewer?: {
    id: string;
    email: string;
    name: string;
    role: Role;
    provider: AuthProvider;
    isEmailVerified: boolean;
    onboardingCompleted: boolean;
    accountVerified: boolean;
    twoFactorSetupRequired: boolean;
    avatar?: string | null;
  } | null;
};

export type DeveloperProfileQueryVariables = Exact<{ [key: string]: never }>;

export type DeveloperProfileQuery = {
  getDeveloperProfile?: {
    userId: string;
    personalInfo: {
      firstName?: string | null;
      lastName?: string | null;
      address?: string | null;
      city?: string | null;
      postalCode?: string | null;
      country: string;
    };
    businessInfo: { companyName?: string | null };
    onboardingData: {
      completedSteps: Array<OnboardingStep>;
      completedAt?: string | null;
      country?: string | null;
      appName?: string | null;
      appDescription?: string | null;
      appDetails?: { appName: string; appDescription?: string | null } | null;
      developerDetails?: {
        firstName: string;
        lastName: string;
        address: string;
        city: string;
        postalCode: string;
        companyName?: string | null;
        country: string;
      } | null;
    };
    developerStatus: { status?: DeveloperStatus | null };
    stripeInfo: { accountStatus: ConnectAccountStatus; chargesEnabled: boolean };
  } | null;
};

export type AppCardFieldsFragment = {
  appId: string;
  appName: string;
  shortDescription: string;
  price: number;
  currency: Currency;
  currentVersion: string;
  status: AppStatus;
  visibility: AppVisibility;
  assets: { webIcon?: { url?: string | null } | null };
  analytics: {
    totalDownloads: number;
    activeUsers: number;
    revenue: { gross: number; net: number; platformFee: number };
  };
  metadata: { updatedAt: string };
};

export type AppDetailsFieldsFragment = {
  appId: string;
  appName: string;
  bundleIdentifier: string;
  shortDescription: string;
  longDescription: string;
  price: number;
  currency: Currency;
  status: AppStatus;
  extractedVersion?: string | null;
  rejectionReason?: string | null;
  categories: Array<string>;
  ageRating: { pegi?: PegiRating | null };
  legalPages: { termsAndConditions?: string | null; privacyPolicy?: string | null };
};

export type PersonalInfoFieldsFragment = {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  country: string;
};

export type StripeInfoFieldsFragment = {
  connectAccountId?: string | null;
  accountStatus: ConnectAccountStatus;
  onboardingComplete: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  lastStatusUpdate?: string | null;
  requirementsCurrentlyDue: Array<string>;
  requirementsEventuallyDue: Array<string>;
  disabledReason?: string | null;
};

export type PaymentEligibilityFieldsFragment = {
  country?: string | null;
  eligible: boolean;
  canCharge: boolean;
  reason?: PaymentEligibilityReason | null;
  action?: string | null;
  message?: string | null;
  stripeInfo: {
    connectAccountId?: string | null;
    accountStatus: ConnectAccountStatus;
    onboardingComplete: boolean;
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    lastStatusUpdate?: string | null;
    requirementsCurrentlyDue: Array<string>;
    requirementsEventuallyDue: Array<string>;
    disabledReason?: string | null;
  };
};

export type ReviewTimesFieldsFragment = {
  decisions: number;
  medianHours?: number | null;
  p90Hours?: number | null;
  medianBusinessDays?: number | null;
  p90BusinessDays?: number | null;
  withinPromise: number;
};

export type PaymentEligibilityQueryVariables = Exact<{ [key: string]: never }>;

export type PaymentEligibilityQuery = {
  getPaymentEligibility: {
    country?: string | null;
    eligible: boolean;
    canCharge: boolean;
    reason?: PaymentEligibilityReason | null;
    action?: string | null;
    message?: string | null;
    stripeInfo: {
      connectAccountId?: string | null;
      accountStatus: ConnectAccountStatus;
      onboardingComplete: boolean;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
      lastStatusUpdate?: string | null;
      requirementsCurrentlyDue: Array<string>;
      requirementsEventuallyDue: Array<string>;
      disabledReason?: string | null;
    };
  };
};

export type SavedRejectionReasonsQueryVariables = Exact<{ [key: string]: never }>;

export type SavedRejectionReasonsQuery = {
  savedRejectionReasons: Array<{ id: string; title: string; body: string }>;
};

export type GenerateVersionPackageLinkMutationVariables = Exact<{
  versionId: Scalars['ID']['input'];
}>;

export type GenerateVersionPackageLinkMutation = {
  generateVersionDownloadUrl: { downloadUrl: string; expiresIn: number; fileName: string };
};

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ReviewMessageFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ReviewMessageFields on ReviewMessage {
  id
  authorRole
  authorName
  body
  createdAt
}
    `,
  { fragmentName: 'ReviewMessageFields' },
) as unknown as TypedDocumentString<ReviewMessageFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AdminUserFields on AdminUser {
  id
  name
  email
  role
  developerStatus
  createdAt
  lastSignInAt
  deletedAt
  suspension {
    reason
    suspendedAt
    suspendedByName
    suspendedApplicationCount
  }
}
    `,
  { fragmentName: 'AdminUserFields' },
) as unknown as TypedDocumentString<AdminUserFieldsFragment, unknown>;
export const ReviewedAppFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ReviewedAppFields on Application {
  appId
  status
  visibility
}
    `,
  { fragmentName: 'ReviewedAppFields' },
) as unknown as TypedDocumentString<ReviewedAppFieldsFragment, unknown>;
export const DecidedDeveloperFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment DecidedDeveloperFields on DeveloperProfile {
  userId
  developerStatus {
    status
  }
}
    `,
  { fragmentName: 'DecidedDeveloperFields' },
) as unknown as TypedDocumentString<DecidedDeveloperFieldsFragment, unknown>;
export const AppDeveloperFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AppDeveloperFields on Application {
  developer {
    userId
    name
    email
  }
}
    `,
  { fragmentName: 'AppDeveloperFields' },
) as unknown as TypedDocumentString<AppDeveloperFieldsFragment, unknown>;
export const PersonalInfoFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment PersonalInfoFields on PersonalInfo {
  firstName
  lastName
  address
  city
  postalCode
  country
}
    `,
  { fragmentName: 'PersonalInfoFields' },
) as unknown as TypedDocumentString<PersonalInfoFieldsFragment, unknown>;
export const BusinessInfoFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment BusinessInfoFields on BusinessInfo {
  accountType
  companyName
  legalName
}
    `,
  { fragmentName: 'BusinessInfoFields' },
) as unknown as TypedDocumentString<BusinessInfoFieldsFragment, unknown>;
export const DeveloperUnderReviewFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment DeveloperUnderReviewFields on DeveloperProfile {
  userId
  email
  personalInfo {
    ...PersonalInfoFields
  }
  businessInfo {
    ...BusinessInfoFields
  }
  developerStatus {
    status
  }
  metadata {
    createdAt
  }
}
    fragment BusinessInfoFields on BusinessInfo {
  accountType
  companyName
  legalName
}
fragment PersonalInfoFields on PersonalInfo {
  firstName
  lastName
  address
  city
  postalCode
  country
}`,
  { fragmentName: 'DeveloperUnderReviewFields' },
) as unknown as TypedDocumentString<DeveloperUnderReviewFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ApiTokenFields on ApiToken {
  id
  name
  scopes
  prefix
  createdAt
  expiresAt
  lastUsedAt
  revokedAt
}
    `,
  { fragmentName: 'ApiTokenFields' },
) as unknown as TypedDocumentString<ApiTokenFieldsFragment, unknown>;
export const StoredAssetFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment StoredAssetFields on AssetFile {
  key
  fileName
  url
  size
  contentType
}
    `,
  { fragmentName: 'StoredAssetFields' },
) as unknown as TypedDocumentString<StoredAssetFieldsFragment, unknown>;
export const ListingAssetsFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ListingAssetsFields on ApplicationAssets {
  vmupack {
    ...StoredAssetFields
  }
  vmuIcon {
    ...StoredAssetFields
  }
  webIcon {
    ...StoredAssetFields
  }
  heroBanner {
    ...StoredAssetFields
  }
  vmuBanner {
    ...StoredAssetFields
  }
  screenshots {
    web {
      ...StoredAssetFields
    }
  }
}
    fragment StoredAssetFields on AssetFile {
  key
  fileName
  url
  size
  contentType
}`,
  { fragmentName: 'ListingAssetsFields' },
) as unknown as TypedDocumentString<ListingAssetsFieldsFragment, unknown>;
export const PayoutStatementFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment PayoutStatementFields on PayoutStatement {
  id
  month
  currency
  unitsSold
  unitsRefunded
  gross
  taxes
  processingFees
  refunds
  net
  developerShare
  platformShare
  carriedIn
  balance
  payoutAmount
  carriedOut
  minimum
  status
  dueOn
  payoutReference
  paidAt
  closedAt
}
    `,
  { fragmentName: 'PayoutStatementFields' },
) as unknown as TypedDocumentString<PayoutStatementFieldsFragment, unknown>;
export const PortalSettingsFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment PortalSettingsFields on PortalSettings {
  supportEmail
  effectiveSupportEmail
  staffTwoFactorRequired
  updatedAt
  notice {
    message
    startsAt
    endsAt
  }
}
    `,
  { fragmentName: 'PortalSettingsFields' },
) as unknown as TypedDocumentString<PortalSettingsFieldsFragment, unknown>;
export const ActiveSessionFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ActiveSessionFields on ActiveSession {
  id
  device
  signedInAt
  lastActiveAt
  isCurrent
}
    `,
  { fragmentName: 'ActiveSessionFields' },
) as unknown as TypedDocumentString<ActiveSessionFieldsFragment, unknown>;
export const AppCardFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AppCardFields on Application {
  appId
  appName
  shortDescription
  price
  currency
  currentVersion
  status
  visibility
  assets {
    webIcon {
      url
    }
  }
  analytics {
    totalDownloads
    activeUsers
    revenue {
      gross
      net
      platformFee
    }
  }
  metadata {
    updatedAt
  }
}
    `,
  { fragmentName: 'AppCardFields' },
) as unknown as TypedDocumentString<AppCardFieldsFragment, unknown>;
export const AppDetailsFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment AppDetailsFields on Application {
  appId
  appName
  bundleIdentifier
  shortDescription
  longDescription
  price
  currency
  status
  extractedVersion
  rejectionReason
  categories
  ageRating {
    pegi
  }
  legalPages {
    termsAndConditions
    privacyPolicy
  }
}
    `,
  { fragmentName: 'AppDetailsFields' },
) as unknown as TypedDocumentString<AppDetailsFieldsFragment, unknown>;
export const StripeInfoFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment StripeInfoFields on StripeInfo {
  connectAccountId
  accountStatus
  onboardingComplete
  chargesEnabled
  payoutsEnabled
  lastStatusUpdate
  requirementsCurrentlyDue
  requirementsEventuallyDue
  disabledReason
}
    `,
  { fragmentName: 'StripeInfoFields' },
) as unknown as TypedDocumentString<StripeInfoFieldsFragment, unknown>;
export const PaymentEligibilityFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment PaymentEligibilityFields on PaymentEligibility {
  country
  eligible
  canCharge
  reason
  action
  message
  stripeInfo {
    ...StripeInfoFields
  }
}
    fragment StripeInfoFields on StripeInfo {
  connectAccountId
  accountStatus
  onboardingComplete
  chargesEnabled
  payoutsEnabled
  lastStatusUpdate
  requirementsCurrentlyDue
  requirementsEventuallyDue
  disabledReason
}`,
  { fragmentName: 'PaymentEligibilityFields' },
) as unknown as TypedDocumentString<PaymentEligibilityFieldsFragment, unknown>;
export const ReviewTimesFieldsFragmentDoc = new TypedDocumentString(
  `
    fragment ReviewTimesFields on ReviewTimeSummary {
  decisions
  medianHours
  p90Hours
  medianBusinessDays
  p90BusinessDays
  withinPromise
}
    `,
  { fragmentName: 'ReviewTimesFields' },
) as unknown as TypedDocumentString<ReviewTimesFieldsFragment, unknown>;
export const SendReviewMessageDocument = new TypedDocumentString(`
    mutation SendReviewMessage($versionId: ID!, $body: String!) {
  sendReviewMessage(versionId: $versionId, body: $body) {
    id
  }
}
    `) as unknown as TypedDocumentString<
  SendReviewMessageMutation,
  SendReviewMessageMutationVariables
>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($input: DeleteAccountInput!) {
  deleteAccount(input: $input) {
    deletedAt
  }
}
    `) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const SendAccountDeletionCodeDocument = new TypedDocumentString(`
    mutation SendAccountDeletionCode {
  sendAccountDeletionCode {
    sentTo
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<
  SendAccountDeletionCodeMutation,
  SendAccountDeletionCodeMutationVariables
>;
export const AccountDetailsDocument = new TypedDocumentString(`
    query AccountDetails {
  getDeveloperProfile {
    userId
    personalInfo {
      firstName
      lastName
      address
      city
      postalCode
      country
    }
    businessInfo {
      accountType
      companyName
      legalName
    }
    developerStatus {
      status
    }
    stripeInfo {
      accountStatus
      chargesEnabled
    }
  }
}
    `) as unknown as TypedDocumentString<AccountDetailsQuery, AccountDetailsQueryVariables>;
export const UpdateAccountDetailsDocument = new TypedDocumentString(`
    mutation UpdateAccountDetails($input: AccountDetailsInput!, $confirmReview: Boolean!) {
  updateAccountDetails(input: $input, confirmReview: $confirmReview) {
    sentToReview
    profile {
      userId
    }
  }
}
    `) as unknown as TypedDocumentString<
  UpdateAccountDetailsMutation,
  UpdateAccountDetailsMutationVariables
>;
export const GrantAdminDocument = new TypedDocumentString(`
    mutation GrantAdmin($userId: ID!, $reason: String!) {
  grantAdmin(userId: $userId, reason: $reason) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  name
  email
  role
  developerStatus
  createdAt
  lastSignInAt
  deletedAt
  suspension {
    reason
    suspendedAt
    suspendedByName
    suspendedApplicationCount
  }
}`) as unknown as TypedDocumentString<GrantAdminMutation, GrantAdminMutationVariables>;
export const RevokeAdminDocument = new TypedDocumentString(`
    mutation RevokeAdmin($userId: ID!, $reason: String!) {
  revokeAdmin(userId: $userId, reason: $reason) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  name
  email
  role
  developerStatus
  createdAt
  lastSignInAt
  deletedAt
  suspension {
    reason
    suspendedAt
    suspendedByName
    suspendedApplicationCount
  }
}`) as unknown as TypedDocumentString<RevokeAdminMutation, RevokeAdminMutationVariables>;
export const SuspendAccountDocument = new TypedDocumentString(`
    mutation SuspendAccount($userId: ID!, $reason: String!) {
  suspendAccount(userId: $userId, reason: $reason) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  name
  email
  role
  developerStatus
  createdAt
  lastSignInAt
  deletedAt
  suspension {
    reason
    suspendedAt
    suspendedByName
    suspendedApplicationCount
  }
}`) as unknown as TypedDocumentString<SuspendAccountMutation, SuspendAccountMutationVariables>;
export const RestoreAccountDocument = new TypedDocumentString(`
    mutation RestoreAccount($userId: ID!, $reason: String!, $restoreApps: Boolean!) {
  restoreAccount(userId: $userId, reason: $reason, restoreApps: $restoreApps) {
    ...AdminUserFields
  }
}
    fragment AdminUserFields on AdminUser {
  id
  name
  email
  role
  developerStatus
  createdAt
  lastSignInAt
  deletedAt
  suspension {
    reason
    suspendedAt
    suspendedByName
    suspendedApplicationCount
  }
}`) as unknown as TypedDocumentString<RestoreAccountMutation, RestoreAccountMutationVariables>;
export const AdminUserDetailsDocument = new TypedDocumentString(`
    query AdminUserDetails($userId: ID!) {
  adminUser(userId: $userId) {
    user {
      ...AdminUserFields
    }
    profile {
      personalInfo {
        firstName
        lastName
        city
        country
      }
      businessInfo {
        accountType
        companyName
        legalName
      }
      developerStatus {
        verifiedAt
      }
    }
    applications {
      id
      appName
      status
      updatedAt
    }
    applicationCount
    sessions {
      id
      device
      ipAddress
      signedInAt
      lastUsedAt
    }
    history {
      id
      action
      appName
      reason
      actorName
      createdAt
    }
  }
}
    fragment AdminUserFields on AdminUser {
  id
  name
  email
  role
  developerStatus
  createdAt
  lastSignInAt
  deletedAt
  suspension {
    reason
    suspendedAt
    suspendedByName
    suspendedApplicationCount
  }
}`) as unknown as TypedDocumentString<AdminUserDetailsQuery, AdminUserDetailsQueryVariables>;
export const AdminUsersDocument = new TypedDocumentString(`
    query AdminUsers($limit: Int, $nextToken: String, $search: String, $role: Role, $status: UserStatusFilter) {
  adminUsers(
    limit: $limit
    nextToken: $nextToken
    search: $search
    role: $role
    status: $status
  ) {
    items {
      ...AdminUserFields
    }
    nextToken
  }
}
    fragment AdminUserFields on AdminUser {
  id
  name
  email
  role
  developerStatus
  createdAt
  lastSignInAt
  deletedAt
  suspension {
    reason
    suspendedAt
    suspendedByName
    suspendedApplicationCount
  }
}`) as unknown as TypedDocumentString<AdminUsersQuery, AdminUsersQueryVariables>;
export const ApproveApplicationUpdateDocument = new TypedDocumentString(`
    mutation ApproveApplicationUpdate($versionId: ID!) {
  approveApplicationUpdate(versionId: $versionId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<
  ApproveApplicationUpdateMutation,
  ApproveApplicationUpdateMutationVariables
>;
export const ApproveApplicationDocument = new TypedDocumentString(`
    mutation ApproveApplication($appId: ID!) {
  approveApplication(appId: $appId) {
    ...ReviewedAppFields
  }
}
    fragment ReviewedAppFields on Application {
  appId
  status
  visibility
}`) as unknown as TypedDocumentString<
  ApproveApplicationMutation,
  ApproveApplicationMutationVariables
>;
export const ApproveDeveloperAccountDocument = new TypedDocumentString(`
    mutation ApproveDeveloperAccount($userId: ID!, $notes: String) {
  approveDeveloperAccount(userId: $userId, notes: $notes) {
    ...DecidedDeveloperFields
  }
}
    fragment DecidedDeveloperFields on DeveloperProfile {
  userId
  developerStatus {
    status
  }
}`) as unknown as TypedDocumentString<
  ApproveDeveloperAccountMutation,
  ApproveDeveloperAccountMutationVariables
>;
export const GenerateDownloadUrlDocument = new TypedDocumentString(`
    mutation GenerateDownloadUrl($appId: ID!) {
  generateDownloadUrl(appId: $appId) {
    downloadUrl
    expiresIn
    fileName
  }
}
    `) as unknown as TypedDocumentString<
  GenerateDownloadUrlMutation,
  GenerateDownloadUrlMutationVariables
>;
export const AdminApplicationCountsDocument = new TypedDocumentString(`
    query AdminApplicationCounts($approvedSince: DateTime!) {
  getAdminApplicationCounts(approvedSince: $approvedSince) {
    draft
    submitted
    live
    suspended
    rejected
    totalExceptSubmitted
    liveSince
    updatesInReview
  }
}
    `) as unknown as TypedDocumentString<
  AdminApplicationCountsQuery,
  AdminApplicationCountsQueryVariables
>;
export const AdminStatsDocument = new TypedDocumentString(`
    query AdminStats {
  getAdminStats {
    totalApps
    pendingReview
    pendingNewApps
    pendingUpdates
    publishedApps
    totalDevelopers
    pendingDevelopers
  }
}
    `) as unknown as TypedDocumentString<AdminStatsQuery, AdminStatsQueryVariables>;
export const AdminApplicationDetailsDocument = new TypedDocumentString(`
    query AdminApplicationDetails($appId: ID!) {
  getApplication(appId: $appId) {
    ...AppDetailsFields
    ...AppDeveloperFields
    currentVersion
    extractedAppName
    visibility
    tags
    assets {
      vmupackSize
    }
    storeUrl
    metadata {
      createdAt
      updatedAt
      lastVersionSubmitted
    }
    versions {
      id
      versionNumber
      releaseNotes
      status
      isUpdate
      reviewNotes
      submittedAt
      decidedAt
      fileSize
    }
    reviewHistory {
      id
      action
      fromStatus
      toStatus
      reason
      actorName
      actorEmail
      createdAt
    }
  }
}
    fragment AppDeveloperFields on Application {
  developer {
    userId
    name
    email
  }
}
fragment AppDetailsFields on Application {
  appId
  appName
  bundleIdentifier
  shortDescription
  longDescription
  price
  currency
  status
  extractedVersion
  rejectionReason
  categories
  ageRating {
    pegi
  }
  legalPages {
    termsAndConditions
    privacyPolicy
  }
}`) as unknown as TypedDocumentString<
  AdminApplicationDetailsQuery,
  AdminApplicationDetailsQueryVariables
>;
export const AdminApplicationVersionDocument = new TypedDocumentString(`
    query AdminApplicationVersion($versionId: ID!) {
  getApplicationVersion(versionId: $versionId) {
    id
    versionNumber
    releaseNotes
    reviewStatus
    packageName
    fileSize
    changes {
      field
      label
      kind
      before
      after
      beforeFiles {
        key
        url
        fileName
        contentType
      }
      afterFiles {
        key
        url
        fileName
        contentType
      }
    }
    messages {
      ...ReviewMessageFields
    }
    application {
      appId
      appName
      currentVersion
    }
  }
}
    fragment ReviewMessageFields on ReviewMessage {
  id
  authorRole
  authorName
  body
  createdAt
}`) as unknown as TypedDocumentString<
  AdminApplicationVersionQuery,
  AdminApplicationVersionQueryVariables
>;
export const DailyFiguresCheckDocument = new TypedDocumentString(`
    query DailyFiguresCheck {
  dailyFiguresCheck {
    checkedAt
    driftedRows
  }
}
    `) as unknown as TypedDocumentString<DailyFiguresCheckQuery, DailyFiguresCheckQueryVariables>;
export const DataDiskSpaceDocument = new TypedDocumentString(`
    query DataDiskSpace {
  dataDiskSpace {
    freeBytes
    totalBytes
    warnBelowBytes
    refuseWritesBelowBytes
    level
  }
}
    `) as unknown as TypedDocumentString<DataDiskSpaceQuery, DataDiskSpaceQueryVariables>;
export const DeveloperForAdminDocument = new TypedDocumentString(`
    query DeveloperForAdmin($userId: ID!) {
  getDeveloperForAdmin(userId: $userId) {
    profile {
      ...DeveloperUnderReviewFields
      businessName
      developerStatus {
        verifiedAt
        verificationNotes
      }
    }
    statusHistory {
      fromStatus
      toStatus
      notes
      changedAt
      changedByName
    }
    applicationCount
  }
}
    fragment BusinessInfoFields on BusinessInfo {
  accountType
  companyName
  legalName
}
fragment DeveloperUnderReviewFields on DeveloperProfile {
  userId
  email
  personalInfo {
    ...PersonalInfoFields
  }
  businessInfo {
    ...BusinessInfoFields
  }
  developerStatus {
    status
  }
  metadata {
    createdAt
  }
}
fragment PersonalInfoFields on PersonalInfo {
  firstName
  lastName
  address
  city
  postalCode
  country
}`) as unknown as TypedDocumentString<DeveloperForAdminQuery, DeveloperForAdminQueryVariables>;
export const StoreDashboardDocument = new TypedDocumentString(`
    query StoreDashboard($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {
  storeFigures(from: $from, to: $to, grouping: $grouping) {
    reviewTimes {
      all {
        ...ReviewTimesFields
      }
    }
    pending {
      newApps
      updates
      developers
      newAppsWaitingSince
      updatesWaitingSince
      developersWaitingSince
    }
    payoutsDueThisMonth {
      currency
      dueCount
      dueAmount
      paidCount
      paidAmount
      overdueCount
      overdueAmount
    }
  }
}
    fragment ReviewTimesFields on ReviewTimeSummary {
  decisions
  medianHours
  p90Hours
  medianBusinessDays
  p90BusinessDays
  withinPromise
}`) as unknown as TypedDocumentString<StoreDashboardQuery, StoreDashboardQueryVariables>;
export const AdminApplicationsDocument = new TypedDocumentString(`
    query AdminApplications($limit: Int, $nextToken: String, $status: AppStatus, $excludeStatus: AppStatus, $search: String) {
  listAllApplications(
    limit: $limit
    nextToken: $nextToken
    status: $status
    excludeStatus: $excludeStatus
    search: $search
  ) {
    items {
      ...AppCardFields
      ...AppDeveloperFields
      bundleIdentifier
      longDescription
      categories
      ageRating {
        pegi
      }
      assets {
        heroBanner {
          url
        }
        vmupack {
          size
        }
        vmupackSize
        screenshots {
          web {
            key
            url
          }
        }
      }
      latestSubmission {
        id
        reviewStatus
        submittedAt
      }
    }
    nextToken
  }
}
    fragment AppDeveloperFields on Application {
  developer {
    userId
    name
    email
  }
}
fragment AppCardFields on Application {
  appId
  appName
  shortDescription
  price
  currency
  currentVersion
  status
  visibility
  assets {
    webIcon {
      url
    }
  }
  analytics {
    totalDownloads
    activeUsers
    revenue {
      gross
      net
      platformFee
    }
  }
  metadata {
    updatedAt
  }
}`) as unknown as TypedDocumentString<AdminApplicationsQuery, AdminApplicationsQueryVariables>;
export const PendingDevelopersDocument = new TypedDocumentString(`
    query PendingDevelopers($limit: Int, $nextToken: String) {
  listPendingDevelopers(limit: $limit, nextToken: $nextToken) {
    items {
      ...DeveloperUnderReviewFields
      onboardingData {
        appName
        appDescription
        completedSteps
      }
    }
    nextToken
  }
}
    fragment BusinessInfoFields on BusinessInfo {
  accountType
  companyName
  legalName
}
fragment DeveloperUnderReviewFields on DeveloperProfile {
  userId
  email
  personalInfo {
    ...PersonalInfoFields
  }
  businessInfo {
    ...BusinessInfoFields
  }
  developerStatus {
    status
  }
  metadata {
    createdAt
  }
}
fragment PersonalInfoFields on PersonalInfo {
  firstName
  lastName
  address
  city
  postalCode
  country
}`) as unknown as TypedDocumentString<PendingDevelopersQuery, PendingDevelopersQueryVariables>;
export const UpdatesInReviewDocument = new TypedDocumentString(`
    query UpdatesInReview($limit: Int, $nextToken: String) {
  listUpdatesInReview(limit: $limit, nextToken: $nextToken) {
    items {
      id
      versionNumber
      releaseNotes
      reviewStatus
      submittedAt
      fileSize
      application {
        appId
        appName
        currentVersion
        assets {
          webIcon {
            url
          }
        }
        ...AppDeveloperFields
      }
    }
    nextToken
  }
}
    fragment AppDeveloperFields on Application {
  developer {
    userId
    name
    email
  }
}`) as unknown as TypedDocumentString<UpdatesInReviewQuery, UpdatesInReviewQueryVariables>;
export const RejectApplicationUpdateDocument = new TypedDocumentString(`
    mutation RejectApplicationUpdate($versionId: ID!, $reason: String!) {
  rejectApplicationUpdate(versionId: $versionId, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<
  RejectApplicationUpdateMutation,
  RejectApplicationUpdateMutationVariables
>;
export const RejectApplicationDocument = new TypedDocumentString(`
    mutation RejectApplication($appId: ID!, $reason: String!) {
  rejectApplication(appId: $appId, reason: $reason) {
    ...ReviewedAppFields
  }
}
    fragment ReviewedAppFields on Application {
  appId
  status
  visibility
}`) as unknown as TypedDocumentString<
  RejectApplicationMutation,
  RejectApplicationMutationVariables
>;
export const RejectDeveloperAccountDocument = new TypedDocumentString(`
    mutation RejectDeveloperAccount($userId: ID!, $notes: String!) {
  rejectDeveloperAccount(userId: $userId, notes: $notes) {
    ...DecidedDeveloperFields
  }
}
    fragment DecidedDeveloperFields on DeveloperProfile {
  userId
  developerStatus {
    status
  }
}`) as unknown as TypedDocumentString<
  RejectDeveloperAccountMutation,
  RejectDeveloperAccountMutationVariables
>;
export const RestoreApplicationDocument = new TypedDocumentString(`
    mutation RestoreApplication($appId: ID!) {
  restoreApplication(appId: $appId) {
    ...ReviewedAppFields
  }
}
    fragment ReviewedAppFields on Application {
  appId
  status
  visibility
}`) as unknown as TypedDocumentString<
  RestoreApplicationMutation,
  RestoreApplicationMutationVariables
>;
export const SuspendApplicationDocument = new TypedDocumentString(`
    mutation SuspendApplication($appId: ID!, $reason: String) {
  suspendApplication(appId: $appId, reason: $reason) {
    ...ReviewedAppFields
  }
}
    fragment ReviewedAppFields on Application {
  appId
  status
  visibility
}`) as unknown as TypedDocumentString<
  SuspendApplicationMutation,
  SuspendApplicationMutationVariables
>;
export const AnalyticsDocument = new TypedDocumentString(`
    query Analytics($appId: ID, $from: String!, $to: String!, $grouping: AnalyticsGrouping!) {
  analytics(appId: $appId, from: $from, to: $to, grouping: $grouping) {
    from
    to
    grouping
    periods {
      start
      downloads
      activeUsers
      unitsSold
      unitsRefunded
    }
    revenue {
      start
      currency
      gross
      taxes
      processingFees
      refunds
      net
      platformFee
      developerShare
    }
    totals {
      start
      downloads
      activeUsers
      unitsSold
      unitsRefunded
    }
    revenueTotals {
      currency
      gross
      taxes
      processingFees
      refunds
      net
      platformFee
      developerShare
    }
  }
}
    `) as unknown as TypedDocumentString<AnalyticsQuery, AnalyticsQueryVariables>;
export const StoreFiguresDocument = new TypedDocumentString(`
    query StoreFigures($from: String!, $to: String!, $grouping: AnalyticsGrouping!) {
  storeFigures(from: $from, to: $to, grouping: $grouping) {
    from
    to
    grouping
    topApps {
      byDownloads {
        appId
        appName
        bundleIdentifier
        developerName
        downloads
      }
      byRevenue {
        appId
        appName
        bundleIdentifier
        developerName
        currency
        unitsSold
        unitsRefunded
        gross
        net
        platformFee
      }
    }
    growth {
      periods {
        start
        developersJoined
        developersVerified
        appsCreated
        appsPublished
      }
      totals {
        start
        developersJoined
        developersVerified
        appsCreated
        appsPublished
      }
    }
    reviewTimes {
      all {
        ...ReviewTimesFields
      }
      newApps {
        ...ReviewTimesFields
      }
      updates {
        ...ReviewTimesFields
      }
      developers {
        ...ReviewTimesFields
      }
      periods {
        start
        reviews {
          ...ReviewTimesFields
        }
      }
    }
    payouts {
      month
      currency
      dueCount
      dueAmount
      paidCount
      paidAmount
      carriedCount
    }
  }
}
    fragment ReviewTimesFields on ReviewTimeSummary {
  decisions
  medianHours
  p90Hours
  medianBusinessDays
  p90BusinessDays
  withinPromise
}`) as unknown as TypedDocumentString<StoreFiguresQuery, StoreFiguresQueryVariables>;
export const AnalyticsAppsDocument = new TypedDocumentString(`
    query AnalyticsApps($limit: Int, $nextToken: String) {
  listDeveloperApplications(limit: $limit, nextToken: $nextToken) {
    items {
      appId
      appName
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<AnalyticsAppsQuery, AnalyticsAppsQueryVariables>;
export const CreateApiTokenDocument = new TypedDocumentString(`
    mutation CreateApiToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    token {
      ...ApiTokenFields
    }
    secret
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  scopes
  prefix
  createdAt
  expiresAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const ApiTokensDocument = new TypedDocumentString(`
    query ApiTokens {
  apiTokens {
    ...ApiTokenFields
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  scopes
  prefix
  createdAt
  expiresAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<ApiTokensQuery, ApiTokensQueryVariables>;
export const RevokeApiTokenDocument = new TypedDocumentString(`
    mutation RevokeApiToken($id: ID!) {
  revokeApiToken(id: $id) {
    ...ApiTokenFields
  }
}
    fragment ApiTokenFields on ApiToken {
  id
  name
  scopes
  prefix
  createdAt
  expiresAt
  lastUsedAt
  revokedAt
}`) as unknown as TypedDocumentString<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const AppFormBundleCheckDocument = new TypedDocumentString(`
    query AppFormBundleCheck($bundleIdentifier: String!) {
  checkBundleIdentifier(bundleIdentifier: $bundleIdentifier) {
    exists
    existingAppId
  }
}
    `) as unknown as TypedDocumentString<AppFormBundleCheckQuery, AppFormBundleCheckQueryVariables>;
export const ApplicationUpdateFormDocument = new TypedDocumentString(`
    query ApplicationUpdateForm($appId: ID!) {
  getApplication(appId: $appId) {
    appId
    appName
    bundleIdentifier
    price
    currency
    currentVersion
    status
    categories
    shortDescription
    longDescription
    ageRating {
      pegi
    }
    legalPages {
      termsAndConditions
      privacyPolicy
    }
    assets {
      ...ListingAssetsFields
    }
    extractedAppName
    openUpdate {
      id
      status
      versionNumber
      releaseNotes
      reviewNotes
      packageName
      listing {
        shortDescription
        longDescription
        pegiRating
        termsAndConditionsUrl
        privacyPolicyUrl
        assets {
          ...ListingAssetsFields
        }
      }
      messages {
        ...ReviewMessageFields
      }
    }
  }
}
    fragment ReviewMessageFields on ReviewMessage {
  id
  authorRole
  authorName
  body
  createdAt
}
fragment ListingAssetsFields on ApplicationAssets {
  vmupack {
    ...StoredAssetFields
  }
  vmuIcon {
    ...StoredAssetFields
  }
  webIcon {
    ...StoredAssetFields
  }
  heroBanner {
    ...StoredAssetFields
  }
  vmuBanner {
    ...StoredAssetFields
  }
  screenshots {
    web {
      ...StoredAssetFields
    }
  }
}
fragment StoredAssetFields on AssetFile {
  key
  fileName
  url
  size
  contentType
}`) as unknown as TypedDocumentString<
  ApplicationUpdateFormQuery,
  ApplicationUpdateFormQueryVariables
>;
export const AppFormApplicationDocument = new TypedDocumentString(`
    query AppFormApplication($appId: ID!) {
  getApplication(appId: $appId) {
    ...AppDetailsFields
    bundleIdentifierFixed
    assets {
      vmupack {
        ...StoredAssetFields
      }
      vmuIcon {
        ...StoredAssetFields
      }
      webIcon {
        ...StoredAssetFields
      }
      heroBanner {
        ...StoredAssetFields
      }
      vmuBanner {
        ...StoredAssetFields
      }
      screenshots {
        web {
          ...StoredAssetFields
        }
      }
    }
    releaseNotes
  }
}
    fragment StoredAssetFields on AssetFile {
  key
  fileName
  url
  size
  contentType
}
fragment AppDetailsFields on Application {
  appId
  appName
  bundleIdentifier
  shortDescription
  longDescription
  price
  currency
  status
  extractedVersion
  rejectionReason
  categories
  ageRating {
    pegi
  }
  legalPages {
    termsAndConditions
    privacyPolicy
  }
}`) as unknown as TypedDocumentString<AppFormApplicationQuery, AppFormApplicationQueryVariables>;
export const AppFormPreferredCurrencyDocument = new TypedDocumentString(`
    query AppFormPreferredCurrency {
  getDeveloperProfile {
    userId
    preferences {
      currency
    }
  }
}
    `) as unknown as TypedDocumentString<
  AppFormPreferredCurrencyQuery,
  AppFormPreferredCurrencyQueryVariables
>;
export const SaveApplicationUpdateDocument = new TypedDocumentString(`
    mutation SaveApplicationUpdate($appId: ID!, $input: ApplicationUpdateInput!, $saveAction: SaveAction!) {
  saveApplicationUpdate(appId: $appId, input: $input, saveAction: $saveAction) {
    id
    versionNumber
    status
  }
}
    `) as unknown as TypedDocumentString<
  SaveApplicationUpdateMutation,
  SaveApplicationUpdateMutationVariables
>;
export const WithdrawApplicationUpdateDocument = new TypedDocumentString(`
    mutation WithdrawApplicationUpdate($appId: ID!) {
  withdrawApplicationUpdate(appId: $appId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<
  WithdrawApplicationUpdateMutation,
  WithdrawApplicationUpdateMutationVariables
>;
export const CreateApplicationFromFormDocument = new TypedDocumentString(`
    mutation CreateApplicationFromForm($input: ApplicationInput!, $saveAction: SaveAction!) {
  createApplication(input: $input, saveAction: $saveAction) {
    appId
    appName
    status
  }
}
    `) as unknown as TypedDocumentString<
  CreateApplicationFromFormMutation,
  CreateApplicationFromFormMutationVariables
>;
export const UpdateApplicationFromFormDocument = new TypedDocumentString(`
    mutation UpdateApplicationFromForm($appId: ID!, $input: UpdateApplicationInput!) {
  updateApplication(appId: $appId, input: $input) {
    appId
    appName
    status
  }
}
    `) as unknown as TypedDocumentString<
  UpdateApplicationFromFormMutation,
  UpdateApplicationFromFormMutationVariables
>;
export const VersionHistoryDocument = new TypedDocumentString(`
    query VersionHistory($appId: ID!) {
  getApplication(appId: $appId) {
    appId
    appName
    status
    currentVersion
    openUpdate {
      id
      status
    }
    versions {
      id
      versionNumber
      releaseNotes
      status
      isUpdate
      submittedAt
      decidedAt
      reviewNotes
      fileSize
      messages {
        ...ReviewMessageFields
      }
    }
  }
}
    fragment ReviewMessageFields on ReviewMessage {
  id
  authorRole
  authorName
  body
  createdAt
}`) as unknown as TypedDocumentString<VersionHistoryQuery, VersionHistoryQueryVariables>;
export const AuditActorsDocument = new TypedDocumentString(`
    query AuditActors {
  auditActors {
    id
    name
    email
  }
}
    `) as unknown as TypedDocumentString<AuditActorsQuery, AuditActorsQueryVariables>;
export const AuditEventsDocument = new TypedDocumentString(`
    query AuditEvents($filter: AuditEventsFilter, $limit: Int, $nextToken: String) {
  auditEvents(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items {
      id
      action
      actor {
        id
        name
        email
      }
      targetType
      targetId
      targetLabel
      reason
      details {
        label
        value
      }
      createdAt
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<AuditEventsQuery, AuditEventsQueryVariables>;
export const AuthProvidersDocument = new TypedDocumentString(`
    query AuthProviders {
  authProviders {
    github
    google
  }
}
    `) as unknown as TypedDocumentString<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const DeveloperDashboardDocument = new TypedDocumentString(`
    query DeveloperDashboard {
  developerDashboard {
    apps {
      total
      live
      inReview
      draft
    }
    downloads {
      last30Days
      previous30Days
    }
    activeUsers {
      last30Days
      previous30Days
    }
    revenue {
      currency
      last30Days
      previous30Days
    }
  }
  listDeveloperApplications(limit: 3) {
    items {
      appId
      appName
      status
      analytics {
        totalDownloads
      }
      metadata {
        updatedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DeveloperDashboardQuery, DeveloperDashboardQueryVariables>;
export const DeleteApplicationDocument = new TypedDocumentString(`
    mutation DeleteApplication($appId: ID!) {
  deleteApplication(appId: $appId) {
    appId
  }
}
    `) as unknown as TypedDocumentString<
  DeleteApplicationMutation,
  DeleteApplicationMutationVariables
>;
export const DeveloperApplicationsDocument = new TypedDocumentString(`
    query DeveloperApplications($limit: Int, $nextToken: String, $status: AppStatus, $search: String) {
  listDeveloperApplications(
    limit: $limit
    nextToken: $nextToken
    status: $status
    search: $search
  ) {
    items {
      ...AppCardFields
      rejectionReason
      storeUrl
    }
    nextToken
  }
}
    fragment AppCardFields on Application {
  appId
  appName
  shortDescription
  price
  currency
  currentVersion
  status
  visibility
  assets {
    webIcon {
      url
    }
  }
  analytics {
    totalDownloads
    activeUsers
    revenue {
      gross
      net
      platformFee
    }
  }
  metadata {
    updatedAt
  }
}`) as unknown as TypedDocumentString<
  DeveloperApplicationsQuery,
  DeveloperApplicationsQueryVariables
>;
export const UpdateApplicationDocument = new TypedDocumentString(`
    mutation UpdateApplication($appId: ID!, $input: UpdateApplicationInput!) {
  updateApplication(appId: $appId, input: $input) {
    appId
    status
    visibility
    price
  }
}
    `) as unknown as TypedDocumentString<
  UpdateApplicationMutation,
  UpdateApplicationMutationVariables
>;
export const NotificationPreferencesDocument = new TypedDocumentString(`
    query NotificationPreferences {
  getDeveloperProfile {
    userId
    preferences {
      emailNotifications
      marketingEmails
      currency
      timezone
    }
  }
}
    `) as unknown as TypedDocumentString<
  NotificationPreferencesQuery,
  NotificationPreferencesQueryVariables
>;
export const UpdateNotificationPreferencesDocument = new TypedDocumentString(`
    mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) {
    emailNotifications
    marketingEmails
    currency
    timezone
  }
}
    `) as unknown as TypedDocumentString<
  UpdateNotificationPreferencesMutation,
  UpdateNotificationPreferencesMutationVariables
>;
export const UpdateOnboardingProgressDocument = new TypedDocumentString(`
    mutation UpdateOnboardingProgress($step: OnboardingStep!, $data: OnboardingStepData!) {
  updateOnboardingProgress(step: $step, data: $data) {
    userId
    onboardingData {
      completedSteps
      completedAt
    }
  }
}
    `) as unknown as TypedDocumentString<
  UpdateOnboardingProgressMutation,
  UpdateOnboardingProgressMutationVariables
>;
export const CreateStripeConnectAccountDocument = new TypedDocumentString(`
    mutation CreateStripeConnectAccount {
  createStripeConnectAccount {
    success
    accountId
    clientSecret
    verificationUrl
    requirementsCurrentlyDue
    requirementsEventuallyDue
    error
  }
}
    `) as unknown as TypedDocumentString<
  CreateStripeConnectAccountMutation,
  CreateStripeConnectAccountMutationVariables
>;
export const PaymentsConfigDocument = new TypedDocumentString(`
    query PaymentsConfig {
  paymentsConfig {
    driver
    publishableKey
  }
}
    `) as unknown as TypedDocumentString<PaymentsConfigQuery, PaymentsConfigQueryVariables>;
export const SalesLedgerDocument = new TypedDocumentString(`
    query SalesLedger($limit: Int, $nextToken: String) {
  listSalesLedger(limit: $limit, nextToken: $nextToken) {
    items {
      id
      kind
      appName
      versionNumber
      currency
      gross
      tax
      processingFee
      refund
      net
      developerShare
      providerReference
      occurredAt
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<SalesLedgerQuery, SalesLedgerQueryVariables>;
export const TestPurchasesDocument = new TypedDocumentString(`
    query TestPurchases($limit: Int, $nextToken: String) {
  listTestPurchases(limit: $limit, nextToken: $nextToken) {
    items {
      purchaseId
      status
      priceMinor
      currency
      createdAt
      appName
      versionNumber
      buyerName
      buyerEmail
    }
    nextToken
  }
}
    `) as unknown as TypedDocumentString<TestPurchasesQuery, TestPurchasesQueryVariables>;
export const RefundSandboxPurchaseDocument = new TypedDocumentString(`
    mutation RefundSandboxPurchase($purchaseId: ID!) {
  refundSandboxPurchase(purchaseId: $purchaseId) {
    purchaseId
    status
  }
}
    `) as unknown as TypedDocumentString<
  RefundSandboxPurchaseMutation,
  RefundSandboxPurchaseMutationVariables
>;
export const SetSandboxPaymentStateDocument = new TypedDocumentString(`
    mutation SetSandboxPaymentState($country: String!, $state: SandboxAccountState!) {
  setSandboxPaymentState(country: $country, state: $state) {
    ...PaymentEligibilityFields
  }
}
    fragment StripeInfoFields on StripeInfo {
  connectAccountId
  accountStatus
  onboardingComplete
  chargesEnabled
  payoutsEnabled
  lastStatusUpdate
  requirementsCurrentlyDue
  requirementsEventuallyDue
  disabledReason
}
fragment PaymentEligibilityFields on PaymentEligibility {
  country
  eligible
  canCharge
  reason
  action
  message
  stripeInfo {
    ...StripeInfoFields
  }
}`) as unknown as TypedDocumentString<
  SetSandboxPaymentStateMutation,
  SetSandboxPaymentStateMutationVariables
>;
export const PayoutsDocument = new TypedDocumentString(`
    query Payouts {
  payouts {
    blocker
    blockerMessage
    minimums {
      currency
      amount
    }
    currentMonth {
      ...PayoutStatementFields
    }
  }
}
    fragment PayoutStatementFields on PayoutStatement {
  id
  month
  currency
  unitsSold
  unitsRefunded
  gross
  taxes
  processingFees
  refunds
  net
  developerShare
  platformShare
  carriedIn
  balance
  payoutAmount
  carriedOut
  minimum
  status
  dueOn
  payoutReference
  paidAt
  closedAt
}`) as unknown as TypedDocumentString<PayoutsQuery, PayoutsQueryVariables>;
export const PayoutStatementsDocument = new TypedDocumentString(`
    query PayoutStatements($currency: Currency, $after: String) {
  payouts {
    statements(currency: $currency, after: $after) {
      items {
        ...PayoutStatementFields
      }
      nextToken
    }
  }
}
    fragment PayoutStatementFields on PayoutStatement {
  id
  month
  currency
  unitsSold
  unitsRefunded
  gross
  taxes
  processingFees
  refunds
  net
  developerShare
  platformShare
  carriedIn
  balance
  payoutAmount
  carriedOut
  minimum
  status
  dueOn
  payoutReference
  paidAt
  closedAt
}`) as unknown as TypedDocumentString<PayoutStatementsQuery, PayoutStatementsQueryVariables>;
export const ReviewStatusDocument = new TypedDocumentString(`
    query ReviewStatus {
  getDeveloperProfile {
    developerStatus {
      status
      verifiedAt
      verificationNotes
      lastStatusChange
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewStatusQuery, ReviewStatusQueryVariables>;
export const SupportEmailDocument = new TypedDocumentString(`
    query SupportEmail {
  supportEmail
}
    `) as unknown as TypedDocumentString<SupportEmailQuery, SupportEmailQueryVariables>;
export const PortalNoticeDocument = new TypedDocumentString(`
    query PortalNotice {
  portalNotice {
    message
    startsAt
    endsAt
  }
}
    `) as unknown as TypedDocumentString<PortalNoticeQuery, PortalNoticeQueryVariables>;
export const PortalSettingsDocument = new TypedDocumentString(`
    query PortalSettings {
  portalSettings {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  supportEmail
  effectiveSupportEmail
  staffTwoFactorRequired
  updatedAt
  notice {
    message
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<PortalSettingsQuery, PortalSettingsQueryVariables>;
export const AddSavedRejectionReasonDocument = new TypedDocumentString(`
    mutation AddSavedRejectionReason($input: SavedRejectionReasonInput!) {
  addSavedRejectionReason(input: $input) {
    id
    title
    body
  }
}
    `) as unknown as TypedDocumentString<
  AddSavedRejectionReasonMutation,
  AddSavedRejectionReasonMutationVariables
>;
export const EditSavedRejectionReasonDocument = new TypedDocumentString(`
    mutation EditSavedRejectionReason($id: ID!, $input: SavedRejectionReasonInput!) {
  editSavedRejectionReason(id: $id, input: $input) {
    id
    title
    body
  }
}
    `) as unknown as TypedDocumentString<
  EditSavedRejectionReasonMutation,
  EditSavedRejectionReasonMutationVariables
>;
export const RemoveSavedRejectionReasonDocument = new TypedDocumentString(`
    mutation RemoveSavedRejectionReason($id: ID!) {
  removeSavedRejectionReason(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<
  RemoveSavedRejectionReasonMutation,
  RemoveSavedRejectionReasonMutationVariables
>;
export const ReorderSavedRejectionReasonsDocument = new TypedDocumentString(`
    mutation ReorderSavedRejectionReasons($ids: [ID!]!) {
  reorderSavedRejectionReasons(ids: $ids) {
    id
    title
    body
  }
}
    `) as unknown as TypedDocumentString<
  ReorderSavedRejectionReasonsMutation,
  ReorderSavedRejectionReasonsMutationVariables
>;
export const SetStaffTwoFactorRequiredDocument = new TypedDocumentString(`
    mutation SetStaffTwoFactorRequired($required: Boolean!) {
  setStaffTwoFactorRequired(required: $required) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  supportEmail
  effectiveSupportEmail
  staffTwoFactorRequired
  updatedAt
  notice {
    message
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<
  SetStaffTwoFactorRequiredMutation,
  SetStaffTwoFactorRequiredMutationVariables
>;
export const UpdatePortalNoticeDocument = new TypedDocumentString(`
    mutation UpdatePortalNotice($notice: PortalNoticeInput) {
  updatePortalNotice(notice: $notice) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  supportEmail
  effectiveSupportEmail
  staffTwoFactorRequired
  updatedAt
  notice {
    message
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<
  UpdatePortalNoticeMutation,
  UpdatePortalNoticeMutationVariables
>;
export const UpdateSupportEmailDocument = new TypedDocumentString(`
    mutation UpdateSupportEmail($supportEmail: String!) {
  updateSupportEmail(supportEmail: $supportEmail) {
    ...PortalSettingsFields
  }
}
    fragment PortalSettingsFields on PortalSettings {
  supportEmail
  effectiveSupportEmail
  staffTwoFactorRequired
  updatedAt
  notice {
    message
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<
  UpdateSupportEmailMutation,
  UpdateSupportEmailMutationVariables
>;
export const ActiveSessionsDocument = new TypedDocumentString(`
    query ActiveSessions {
  activeSessions {
    ...ActiveSessionFields
  }
}
    fragment ActiveSessionFields on ActiveSession {
  id
  device
  signedInAt
  lastActiveAt
  isCurrent
}`) as unknown as TypedDocumentString<ActiveSessionsQuery, ActiveSessionsQueryVariables>;
export const SignOutSessionDocument = new TypedDocumentString(`
    mutation SignOutSession($id: ID!) {
  signOutSession(id: $id) {
    ...ActiveSessionFields
  }
}
    fragment ActiveSessionFields on ActiveSession {
  id
  device
  signedInAt
  lastActiveAt
  isCurrent
}`) as unknown as TypedDocumentString<SignOutSessionMutation, SignOutSessionMutationVariables>;
export const SignOutOtherSessionsDocument = new TypedDocumentString(`
    mutation SignOutOtherSessions {
  signOutOtherSessions {
    ...ActiveSessionFields
  }
}
    fragment ActiveSessionFields on ActiveSession {
  id
  device
  signedInAt
  lastActiveAt
  isCurrent
}`) as unknown as TypedDocumentString<
  SignOutOtherSessionsMutation,
  SignOutOtherSessionsMutationVariables
>;
export const SignInMethodsDocument = new TypedDocumentString(`
    query SignInMethods {
  viewer {
    id
    email
  }
  signInMethods {
    provider
    linkedAt
  }
  authProviders {
    github
    google
  }
}
    `) as unknown as TypedDocumentString<SignInMethodsQuery, SignInMethodsQueryVariables>;
export const SetPasswordDocument = new TypedDocumentString(`
    mutation SetPassword($password: String!) {
  setPassword(password: $password) {
    provider
    linkedAt
  }
}
    `) as unknown as TypedDocumentString<SetPasswordMutation, SetPasswordMutationVariables>;
export const UnlinkSignInMethodDocument = new TypedDocumentString(`
    mutation UnlinkSignInMethod($provider: AuthProvider!) {
  unlinkSignInMethod(provider: $provider) {
    provider
    linkedAt
  }
}
    `) as unknown as TypedDocumentString<
  UnlinkSignInMethodMutation,
  UnlinkSignInMethodMutationVariables
>;
export const BecomeDeveloperDocument = new TypedDocumentString(`
    mutation BecomeDeveloper {
  becomeDeveloper {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<BecomeDeveloperMutation, BecomeDeveloperMutationVariables>;
export const TwoFactorStatusDocument = new TypedDocumentString(`
    query TwoFactorStatus {
  twoFactorStatus {
    enabled
    passwordSet
    requiredForStaff
  }
}
    `) as unknown as TypedDocumentString<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const ViewerDocument = new TypedDocumentString(`
    query Viewer {
  viewer {
    id
    email
    name
    role
    provider
    isEmailVerified
    onboardingCompleted
    accountVerified
    twoFactorSetupRequired
    avatar
  }
}
    `) as unknown as TypedDocumentString<ViewerQuery, ViewerQueryVariables>;
export const DeveloperProfileDocument = new TypedDocumentString(`
    query DeveloperProfile {
  getDeveloperProfile {
    userId
    personalInfo {
      ...PersonalInfoFields
    }
    businessInfo {
      companyName
    }
    onboardingData {
      completedSteps
      completedAt
      country
      appName
      appDescription
      appDetails {
        appName
        appDescription
      }
      developerDetails {
        firstName
        lastName
        address
        city
        postalCode
        companyName
        country
      }
    }
    developerStatus {
      status
    }
    stripeInfo {
      accountStatus
      chargesEnabled
    }
  }
}
    fragment PersonalInfoFields on PersonalInfo {
  firstName
  lastName
  address
  city
  postalCode
  country
}`) as unknown as TypedDocumentString<DeveloperProfileQuery, DeveloperProfileQueryVariables>;
export const PaymentEligibilityDocument = new TypedDocumentString(`
    query PaymentEligibility {
  getPaymentEligibility {
    ...PaymentEligibilityFields
  }
}
    fragment StripeInfoFields on StripeInfo {
  connectAccountId
  accountStatus
  onboardingComplete
  chargesEnabled
  payoutsEnabled
  lastStatusUpdate
  requirementsCurrentlyDue
  requirementsEventuallyDue
  disabledReason
}
fragment PaymentEligibilityFields on PaymentEligibility {
  country
  eligible
  canCharge
  reason
  action
  message
  stripeInfo {
    ...StripeInfoFields
  }
}`) as unknown as TypedDocumentString<PaymentEligibilityQuery, PaymentEligibilityQueryVariables>;
export const SavedRejectionReasonsDocument = new TypedDocumentString(`
    query SavedRejectionReasons {
  savedRejectionReasons {
    id
    title
    body
  }
}
    `) as unknown as TypedDocumentString<
  SavedRejectionReasonsQuery,
  SavedRejectionReasonsQueryVariables
>;
export const GenerateVersionPackageLinkDocument = new TypedDocumentString(`
    mutation GenerateVersionPackageLink($versionId: ID!) {
  generateVersionDownloadUrl(versionId: $versionId) {
    downloadUrl
    expiresIn
    fileName
  }
}
    `) as unknown as TypedDocumentString<
  GenerateVersionPackageLinkMutation,
  GenerateVersionPackageLinkMutationVariables
>;
