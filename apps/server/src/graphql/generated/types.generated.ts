import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ActiveSessionMapper } from './../../modules/sessions/schema.mappers.js';
import type {
  AdminApplicationCountsMapper,
  ApplicationVersionPageMapper,
  VersionChangeMapper,
  VersionListingMapper,
} from './../../modules/app-versions/schema.mappers.js';
import type { AdminUserMapper } from './../../modules/user-management/schema.mappers.js';
import type {
  AgeRatingMapper,
  ApplicationMapper,
  ApplicationAssetsMapper,
  ApplicationVersionMapper,
  AssetFileMapper,
  ScreenshotsMapper,
} from './../../modules/apps/schema.mappers.js';
import type {
  ApiTokenMapper,
  CreatedApiTokenMapper,
} from './../../modules/api-tokens/schema.mappers.js';
import type { AuditEventMapper } from './../../modules/audit-log/schema.mappers.js';
import type { DeveloperProfileMapper } from './../../modules/payments/schema.mappers.js';
import type { PayoutsMapper } from './../../modules/payouts/schema.mappers.js';
import type {
  PortalNoticeMapper,
  PortalSettingsMapper,
  SavedRejectionReasonMapper,
} from './../../modules/portal-settings/schema.mappers.js';
import type { ReviewMessageMapper } from './../../modules/review-threads/schema.mappers.js';
import type { SignInMethodMapper } from './../../modules/sign-in-methods/schema.mappers.js';
import type { StoreFiguresMapper } from './../../modules/store-figures/schema.mappers.js';
import type { ViewerMapper } from './../../modules/accounts/schema.mappers.js';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** ISO 8601 date and time, e.g. 2026-11-21T16:52:43.000Z. */
  DateTime: { input: unknown; output: unknown };
};

/** A deletion code on its way (decision 0047). */
export type AccountDeletionCode = {
  __typename?: 'AccountDeletionCode';
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
  __typename?: 'AccountDetailsSaved';
  profile: DeveloperProfile;
  /** True when the change sent the account back to staff review (a detail staff verified changed). */
  sentToReview: Scalars['Boolean']['output'];
};

/**
 * One entry of an account's history: a staff action on the account (from the audit log) or on one
 * of its apps (from the apps' review history).
 */
export type AccountHistoryEntry = {
  __typename?: 'AccountHistoryEntry';
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
  __typename?: 'AccountSuspension';
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
  __typename?: 'ActiveSession';
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
  __typename?: 'AdminApplicationCounts';
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
  __typename?: 'AdminDeveloperView';
  /** How many apps the developer has, in any status. */
  applicationCount: Scalars['Int']['output'];
  profile: DeveloperProfile;
  /** Oldest first. */
  statusHistory: Array<DeveloperStatusChange>;
};

/** Store-wide counts for the admin dashboard (docs/product.md#smaller-records, Admin stats). */
export type AdminStats = {
  __typename?: 'AdminStats';
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
  __typename?: 'AdminUser';
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
  __typename?: 'AdminUserApplication';
  appName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: AppStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/** What staff see of one account. */
export type AdminUserDetails = {
  __typename?: 'AdminUserDetails';
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
  __typename?: 'AdminUserPage';
  items: Array<AdminUser>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** A device signed in to an account (a session that has not ended). */
export type AdminUserSession = {
  __typename?: 'AdminUserSession';
  /** The browser and system, e.g. 'Chrome on Windows'. */
  device: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  ipAddress?: Maybe<Scalars['String']['output']>;
  lastUsedAt: Scalars['DateTime']['output'];
  signedInAt: Scalars['DateTime']['output'];
};

export type AgeRating = {
  __typename?: 'AgeRating';
  esrb?: Maybe<Scalars['String']['output']>;
  pegi?: Maybe<PegiRating>;
  regional: RegionalRatings;
};

/** The figures of a range: every period (empty ones too), its money by currency, and the totals. */
export type Analytics = {
  __typename?: 'Analytics';
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
  __typename?: 'AnalyticsPeriod';
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
  __typename?: 'AnalyticsRevenue';
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
  __typename?: 'ApiToken';
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
  __typename?: 'AppDetails';
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
  __typename?: 'Application';
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
  __typename?: 'ApplicationAnalytics';
  /** The per-key active users summed for display (docs/product.md#my-applications). */
  activeUsers: Scalars['Int']['output'];
  revenue: Revenue;
  totalDownloads: Scalars['Int']['output'];
  totalSales: Scalars['Int']['output'];
};

export type ApplicationAssets = {
  __typename?: 'ApplicationAssets';
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
  __typename?: 'ApplicationDeveloper';
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
  __typename?: 'ApplicationMetadata';
  createdAt: Scalars['DateTime']['output'];
  lastVersionSubmitted?: Maybe<Scalars['DateTime']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of applications; pass nextToken back for the next page, null on the last. */
export type ApplicationPage = {
  __typename?: 'ApplicationPage';
  items: Array<Application>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** One admin action on an app, as the audit log records it. */
export type ApplicationReviewEvent = {
  __typename?: 'ApplicationReviewEvent';
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
  __typename?: 'ApplicationVersion';
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
  __typename?: 'ApplicationVersionPage';
  items: Array<ApplicationVersion>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** A stored upload. url is null for packages: they are private, downloaded through signed URLs. */
export type AssetFile = {
  __typename?: 'AssetFile';
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
  __typename?: 'AuditActor';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One fact kept with an action, e.g. a setting's value before and after. */
export type AuditDetail = {
  __typename?: 'AuditDetail';
  /** The fact's name as the screen shows it (Before, After, ...). */
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One staff action: who, when, what, to what, and why. */
export type AuditEvent = {
  __typename?: 'AuditEvent';
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
  __typename?: 'AuditEventPage';
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
  __typename?: 'AuthProviders';
  github: Scalars['Boolean']['output'];
  google: Scalars['Boolean']['output'];
};

/** The bundle check result (docs/product.md#smaller-records). */
export type BundleCheckResult = {
  __typename?: 'BundleCheckResult';
  /** The app holding the identifier, when it is the viewer's own; null for another developer's. */
  existingAppId?: Maybe<Scalars['ID']['output']>;
  exists: Scalars['Boolean']['output'];
};

export type BusinessInfo = {
  __typename?: 'BusinessInfo';
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
  __typename?: 'ConnectAccountResult';
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
  __typename?: 'CreatedApiToken';
  secret: Scalars['String']['output'];
  token: ApiToken;
};

export type Currency = 'EUR' | 'GBP' | 'USD';

/** The last run of the scheduled daily-figures rebuild from the raw events (decision 0056). */
export type DailyFiguresCheck = {
  __typename?: 'DailyFiguresCheck';
  checkedAt: Scalars['DateTime']['output'];
  /** Daily rows that differed from the events and were rebuilt, each counted as it was and as it became; 0 when the figures agreed. */
  driftedRows: Scalars['Int']['output'];
};

/** How many of the developer's apps are in each state of the dashboard's Total Apps. */
export type DashboardAppCounts = {
  __typename?: 'DashboardAppCounts';
  draft: Scalars['Int']['output'];
  inReview: Scalars['Int']['output'];
  live: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A figure of the last 30 days (UTC, today included) and of the 30 days before, to compare. */
export type DashboardFigure = {
  __typename?: 'DashboardFigure';
  last30Days: Scalars['Int']['output'];
  previous30Days: Scalars['Int']['output'];
};

/** The developer's share of net revenue in one currency, minor units: the last 30 days and before. */
export type DashboardRevenue = {
  __typename?: 'DashboardRevenue';
  currency: Currency;
  last30Days: Scalars['Float']['output'];
  previous30Days: Scalars['Float']['output'];
};

/** The free space of the data folder's disk, as the server last checked it. */
export type DataDiskSpace = {
  __typename?: 'DataDiskSpace';
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
  __typename?: 'DeleteApplicationResult';
  appId: Scalars['ID']['output'];
};

/** The account is gone: its owner is signed out everywhere. */
export type DeletedAccount = {
  __typename?: 'DeletedAccount';
  deletedAt: Scalars['DateTime']['output'];
};

/** The developer's dashboard (docs/product.md#main-area), from the same daily figures as the analytics. */
export type DeveloperDashboard = {
  __typename?: 'DeveloperDashboard';
  /** Distinct devices that opened the developer's apps (per app), in each 30 days. */
  activeUsers: DashboardFigure;
  apps: DashboardAppCounts;
  downloads: DashboardFigure;
  /** One per currency with sales in the 60 days. */
  revenue: Array<DashboardRevenue>;
};

export type DeveloperDetails = {
  __typename?: 'DeveloperDetails';
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
  __typename?: 'DeveloperProfile';
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
  __typename?: 'DeveloperProfilePage';
  items: Array<DeveloperProfile>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** Where a developer account stands in staff review. */
export type DeveloperStatus = 'pending' | 'rejected' | 'verified';

/** A change of a developer account's review status (the verification history). */
export type DeveloperStatusChange = {
  __typename?: 'DeveloperStatusChange';
  changedAt: Scalars['DateTime']['output'];
  /** The admin who decided, null for the developer's own (re)submission. */
  changedByName?: Maybe<Scalars['String']['output']>;
  fromStatus?: Maybe<DeveloperStatus>;
  notes?: Maybe<Scalars['String']['output']>;
  toStatus: DeveloperStatus;
};

export type DeveloperStatusInfo = {
  __typename?: 'DeveloperStatusInfo';
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
  __typename?: 'DownloadLink';
  /** Serves the package for at most expiresIn seconds. */
  downloadUrl: Scalars['String']['output'];
  expiresIn: Scalars['Int']['output'];
  /** The file name the download is saved as (docs/product.md#staff-actions). */
  fileName: Scalars['String']['output'];
};

/** A row of the sales ledger: the buyer paid (SALE) or the money went back (REFUND). */
export type LedgerEntryKind = 'REFUND' | 'SALE';

export type LegalPages = {
  __typename?: 'LegalPages';
  privacyPolicy?: Maybe<Scalars['String']['output']>;
  termsAndConditions?: Maybe<Scalars['String']['output']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
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
export type MutationaddSavedRejectionReasonArgs = {
  input: SavedRejectionReasonInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationapproveApplicationArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationapproveApplicationUpdateArgs = {
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationapproveDeveloperAccountArgs = {
  notes?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationcreateApiTokenArgs = {
  input: CreateApiTokenInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationcreateApplicationArgs = {
  input: ApplicationInput;
  saveAction: SaveAction;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationcreateDeveloperProfileArgs = {
  businessInfo?: InputMaybe<BusinessInfoInput>;
  email: Scalars['String']['input'];
  onboardingData?: InputMaybe<OnboardingDataInput>;
  personalInfo?: InputMaybe<PersonalInfoInput>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationdeleteAccountArgs = {
  input: DeleteAccountInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationdeleteApplicationArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationeditSavedRejectionReasonArgs = {
  id: Scalars['ID']['input'];
  input: SavedRejectionReasonInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationgenerateDownloadUrlArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationgenerateVersionDownloadUrlArgs = {
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationgrantAdminArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrefundSandboxPurchaseArgs = {
  purchaseId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrejectApplicationArgs = {
  appId: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrejectApplicationUpdateArgs = {
  reason: Scalars['String']['input'];
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrejectDeveloperAccountArgs = {
  notes: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationremoveSavedRejectionReasonArgs = {
  id: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationreorderSavedRejectionReasonsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrestoreAccountArgs = {
  reason: Scalars['String']['input'];
  restoreApps: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrestoreApplicationArgs = {
  appId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrevokeAdminArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationrevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsaveApplicationUpdateArgs = {
  appId: Scalars['ID']['input'];
  input: ApplicationUpdateInput;
  saveAction: SaveAction;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsendReviewMessageArgs = {
  body: Scalars['String']['input'];
  versionId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsetPasswordArgs = {
  password: Scalars['String']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsetSandboxPaymentStateArgs = {
  country: Scalars['String']['input'];
  state: SandboxAccountState;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsetStaffTwoFactorRequiredArgs = {
  required: Scalars['Boolean']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsignOutSessionArgs = {
  id: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsuspendAccountArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationsuspendApplicationArgs = {
  appId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationunlinkSignInMethodArgs = {
  provider: AuthProvider;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateAccountDetailsArgs = {
  confirmReview?: Scalars['Boolean']['input'];
  input: AccountDetailsInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateApplicationArgs = {
  appId: Scalars['ID']['input'];
  input: UpdateApplicationInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateNotificationPreferencesArgs = {
  input: NotificationPreferencesInput;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateOnboardingProgressArgs = {
  data: OnboardingStepData;
  step: OnboardingStep;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdatePortalNoticeArgs = {
  notice?: InputMaybe<PortalNoticeInput>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateSupportEmailArgs = {
  supportEmail: Scalars['String']['input'];
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationupdateUserProfileArgs = {
  accountType?: InputMaybe<AccountType>;
  ageVerified?: InputMaybe<Scalars['Boolean']['input']>;
  businessName?: InputMaybe<Scalars['String']['input']>;
  developerStatus?: InputMaybe<DeveloperStatus>;
};

/** Modules add their mutations with `extend type Mutation`. */
export type MutationwithdrawApplicationUpdateArgs = {
  appId: Scalars['ID']['input'];
};

/** The developer profile's preferences (docs/product.md#developer-profile; decision 0044). */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
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
  __typename?: 'OnboardingData';
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
  __typename?: 'OnboardingProgress';
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
  __typename?: 'PaymentEligibility';
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
  __typename?: 'PaymentsConfig';
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
  __typename?: 'PayoutMinimum';
  amount: Scalars['Float']['output'];
  currency: Currency;
};

/**
 * A developer's statement of one month in one currency. Money in whole minor units (499 is 4.99),
 * from the sales-ledger rows recorded in the month (UTC).
 */
export type PayoutStatement = {
  __typename?: 'PayoutStatement';
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
  __typename?: 'PayoutStatementPage';
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
  __typename?: 'Payouts';
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
export type PayoutsstatementsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  currency?: InputMaybe<Currency>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type PegiRating = 'PEGI_3' | 'PEGI_7' | 'PEGI_12' | 'PEGI_16' | 'PEGI_18';

/** What waits for staff now, and since when the oldest of each kind has waited. */
export type PendingReviews = {
  __typename?: 'PendingReviews';
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
  __typename?: 'PersonalInfo';
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
  __typename?: 'PortalNotice';
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
  __typename?: 'PortalSettings';
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
  __typename?: 'ProfileMetadata';
  createdAt: Scalars['DateTime']['output'];
  /** Goes up by one with every change to the profile. */
  profileVersion: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A buyer's purchase of a paid app, at the price of the moment it was made. */
export type Purchase = {
  __typename?: 'Purchase';
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
  __typename?: 'Query';
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

export type QueryadminUserArgs = {
  userId: Scalars['ID']['input'];
};

export type QueryadminUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<UserStatusFilter>;
};

export type QueryanalyticsArgs = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  from: Scalars['String']['input'];
  grouping: AnalyticsGrouping;
  to: Scalars['String']['input'];
};

export type QueryauditEventsArgs = {
  filter?: InputMaybe<AuditEventsFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QuerycheckBundleIdentifierArgs = {
  bundleIdentifier: Scalars['String']['input'];
};

export type QuerygetAdminApplicationCountsArgs = {
  approvedSince: Scalars['DateTime']['input'];
};

export type QuerygetApplicationArgs = {
  appId: Scalars['ID']['input'];
};

export type QuerygetApplicationVersionArgs = {
  versionId: Scalars['ID']['input'];
};

export type QuerygetDeveloperForAdminArgs = {
  userId: Scalars['ID']['input'];
};

export type QuerylistAllApplicationsArgs = {
  excludeStatus?: InputMaybe<AppStatus>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AppStatus>;
};

export type QuerylistDeveloperApplicationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<AppStatus>;
};

export type QuerylistPendingDevelopersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QuerylistSalesLedgerArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QuerylistTestPurchasesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QuerylistUpdatesInReviewArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  nextToken?: InputMaybe<Scalars['String']['input']>;
};

export type QuerypayoutStatementArgs = {
  id: Scalars['ID']['input'];
};

export type QuerystoreFiguresArgs = {
  from: Scalars['String']['input'];
  grouping: AnalyticsGrouping;
  to: Scalars['String']['input'];
};

export type RegionalRatings = {
  __typename?: 'RegionalRatings';
  EU?: Maybe<Scalars['String']['output']>;
  UK?: Maybe<Scalars['String']['output']>;
  US?: Maybe<Scalars['String']['output']>;
};

export type Revenue = {
  __typename?: 'Revenue';
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
  __typename?: 'ReviewMessage';
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
  __typename?: 'ReviewTimePeriod';
  reviews: ReviewTimeSummary;
  /** The period's first day, YYYY-MM-DD (UTC); the decisions made in it are counted. */
  start: Scalars['String']['output'];
};

/**
 * How long decided reviews waited, from submission to approval or rejection. Business days are
 * weekday time in UTC (Saturdays and Sundays do not count); the times are null without decisions.
 */
export type ReviewTimeSummary = {
  __typename?: 'ReviewTimeSummary';
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
  __typename?: 'SalesLedgerEntry';
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
  __typename?: 'SalesLedgerPage';
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
  __typename?: 'SavedRejectionReason';
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
  __typename?: 'Screenshots';
  vmu: Array<AssetFile>;
  web: Array<AssetFile>;
};

/** A way into the account (decision 0045): its password (EMAIL), or a linked GitHub or Google account. */
export type SignInMethod = {
  __typename?: 'SignInMethod';
  /** When it was added to the account. */
  linkedAt: Scalars['DateTime']['output'];
  provider: AuthProvider;
};

/** The store's own figures over a range of UTC days, for staff (decision 0042). */
export type StoreFigures = {
  __typename?: 'StoreFigures';
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
export type StoreFigurestopAppsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** New developers and apps over a range: every period (empty ones too) and the range's totals. */
export type StoreGrowth = {
  __typename?: 'StoreGrowth';
  periods: Array<StoreGrowthPeriod>;
  totals: StoreGrowthPeriod;
};

/** New developers and apps of one period (UTC days). */
export type StoreGrowthPeriod = {
  __typename?: 'StoreGrowthPeriod';
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
  __typename?: 'StorePayoutMonth';
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
  __typename?: 'StorePayoutsDue';
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
  __typename?: 'StoreReviewTimes';
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
  __typename?: 'StoreTopApps';
  byDownloads: Array<TopAppByDownloads>;
  /** Each currency's own list (currencies are never added together), currencies in order. */
  byRevenue: Array<TopAppByRevenue>;
};

/** The developer's connected payment account as last reported by the payment provider (docs/product.md#developer-profile). */
export type StripeInfo = {
  __typename?: 'StripeInfo';
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
  __typename?: 'TestPurchase';
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
  __typename?: 'TestPurchasePage';
  items: Array<TestPurchase>;
  nextToken?: Maybe<Scalars['String']['output']>;
};

/** An app among the store's most downloaded of a range. */
export type TopAppByDownloads = {
  __typename?: 'TopAppByDownloads';
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
  __typename?: 'TopAppByRevenue';
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
  __typename?: 'TwoFactorStatus';
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
  __typename?: 'VersionChange';
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
  __typename?: 'VersionListing';
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
  __typename?: 'Viewer';
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

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountDeletionCode: ResolverTypeWrapper<AccountDeletionCode>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  AccountDetailsInput: AccountDetailsInput;
  AccountDetailsSaved: ResolverTypeWrapper<
    Omit<AccountDetailsSaved, 'profile'> & { profile: ResolversTypes['DeveloperProfile'] }
  >;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AccountHistoryEntry: ResolverTypeWrapper<AccountHistoryEntry>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  AccountSuspension: ResolverTypeWrapper<AccountSuspension>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AccountType: ResolverTypeWrapper<'individual' | 'business'>;
  ActiveSession: ResolverTypeWrapper<ActiveSessionMapper>;
  AdminApplicationCounts: ResolverTypeWrapper<AdminApplicationCountsMapper>;
  AdminDeveloperView: ResolverTypeWrapper<
    Omit<AdminDeveloperView, 'profile' | 'statusHistory'> & {
      profile: ResolversTypes['DeveloperProfile'];
      statusHistory: Array<ResolversTypes['DeveloperStatusChange']>;
    }
  >;
  AdminStats: ResolverTypeWrapper<AdminStats>;
  AdminUser: ResolverTypeWrapper<AdminUserMapper>;
  AdminUserApplication: ResolverTypeWrapper<
    Omit<AdminUserApplication, 'status'> & { status: ResolversTypes['AppStatus'] }
  >;
  AdminUserDetails: ResolverTypeWrapper<
    Omit<AdminUserDetails, 'applications' | 'profile' | 'user'> & {
      applications: Array<ResolversTypes['AdminUserApplication']>;
      profile?: Maybe<ResolversTypes['DeveloperProfile']>;
      user: ResolversTypes['AdminUser'];
    }
  >;
  AdminUserPage: ResolverTypeWrapper<
    Omit<AdminUserPage, 'items'> & { items: Array<ResolversTypes['AdminUser']> }
  >;
  AdminUserSession: ResolverTypeWrapper<AdminUserSession>;
  AgeRating: ResolverTypeWrapper<AgeRatingMapper>;
  Analytics: ResolverTypeWrapper<
    Omit<Analytics, 'grouping' | 'revenue' | 'revenueTotals'> & {
      grouping: ResolversTypes['AnalyticsGrouping'];
      revenue: Array<ResolversTypes['AnalyticsRevenue']>;
      revenueTotals: Array<ResolversTypes['AnalyticsRevenue']>;
    }
  >;
  AnalyticsGrouping: ResolverTypeWrapper<'DAY' | 'WEEK' | 'MONTH'>;
  AnalyticsPeriod: ResolverTypeWrapper<AnalyticsPeriod>;
  AnalyticsRevenue: ResolverTypeWrapper<
    Omit<AnalyticsRevenue, 'currency'> & { currency: ResolversTypes['Currency'] }
  >;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ApiToken: ResolverTypeWrapper<ApiTokenMapper>;
  ApiTokenLifetime: ResolverTypeWrapper<'DAYS_30' | 'DAYS_90' | 'DAYS_365'>;
  ApiTokenScope: ResolverTypeWrapper<'READ_APPS' | 'UPLOAD_BUILDS' | 'SUBMIT_FOR_REVIEW'>;
  AppDetails: ResolverTypeWrapper<AppDetails>;
  AppStatus: ResolverTypeWrapper<'DRAFT' | 'SUBMITTED' | 'LIVE' | 'SUSPENDED' | 'REJECTED'>;
  AppType: ResolverTypeWrapper<'app' | 'game'>;
  AppVisibility: ResolverTypeWrapper<'PRIVATE' | 'PUBLIC'>;
  Application: ResolverTypeWrapper<ApplicationMapper>;
  ApplicationAction: ResolverTypeWrapper<'WITHDRAW' | 'UNPUBLISH'>;
  ApplicationAnalytics: ResolverTypeWrapper<ApplicationAnalytics>;
  ApplicationAssets: ResolverTypeWrapper<ApplicationAssetsMapper>;
  ApplicationAssetsInput: ApplicationAssetsInput;
  ApplicationDeveloper: ResolverTypeWrapper<ApplicationDeveloper>;
  ApplicationInput: ApplicationInput;
  ApplicationMetadata: ResolverTypeWrapper<ApplicationMetadata>;
  ApplicationPage: ResolverTypeWrapper<
    Omit<ApplicationPage, 'items'> & { items: Array<ResolversTypes['Application']> }
  >;
  ApplicationReviewEvent: ResolverTypeWrapper<
    Omit<ApplicationReviewEvent, 'action' | 'fromStatus' | 'toStatus'> & {
      action: ResolversTypes['ReviewAction'];
      fromStatus: ResolversTypes['AppStatus'];
      toStatus: ResolversTypes['AppStatus'];
    }
  >;
  ApplicationUpdateInput: ApplicationUpdateInput;
  ApplicationVersion: ResolverTypeWrapper<ApplicationVersionMapper>;
  ApplicationVersionPage: ResolverTypeWrapper<ApplicationVersionPageMapper>;
  AssetFile: ResolverTypeWrapper<AssetFileMapper>;
  AuditAction: ResolverTypeWrapper<
    | 'GRANT_ADMIN'
    | 'REVOKE_ADMIN'
    | 'SUSPEND_ACCOUNT'
    | 'RESTORE_ACCOUNT'
    | 'DELETE_ACCOUNT'
    | 'CHANGE_SETTING'
    | 'CHANGE_VERIFIED_DETAILS'
    | 'APPROVE_DEVELOPER'
    | 'REJECT_DEVELOPER'
    | 'REFUND_PURCHASE'
    | 'MESSAGE_DEVELOPER'
    | 'APPROVE_APP'
    | 'REJECT_APP'
    | 'SUSPEND_APP'
    | 'RESTORE_APP'
    | 'APPROVE_UPDATE'
    | 'REJECT_UPDATE'
  >;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditDetail: ResolverTypeWrapper<AuditDetail>;
  AuditEvent: ResolverTypeWrapper<AuditEventMapper>;
  AuditEventPage: ResolverTypeWrapper<
    Omit<AuditEventPage, 'items'> & { items: Array<ResolversTypes['AuditEvent']> }
  >;
  AuditEventsFilter: AuditEventsFilter;
  AuditTargetType: ResolverTypeWrapper<'USER' | 'APPLICATION' | 'SETTING'>;
  AuthProvider: ResolverTypeWrapper<'EMAIL' | 'GITHUB' | 'GOOGLE'>;
  AuthProviders: ResolverTypeWrapper<AuthProviders>;
  BundleCheckResult: ResolverTypeWrapper<BundleCheckResult>;
  BusinessInfo: ResolverTypeWrapper<
    Omit<BusinessInfo, 'accountType'> & { accountType: ResolversTypes['AccountType'] }
  >;
  BusinessInfoInput: BusinessInfoInput;
  ConnectAccountResult: ResolverTypeWrapper<ConnectAccountResult>;
  ConnectAccountStatus: ResolverTypeWrapper<'not_started' | 'onboarding' | 'active' | 'restricted'>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiTokenMapper>;
  Currency: ResolverTypeWrapper<'USD' | 'EUR' | 'GBP'>;
  DailyFiguresCheck: ResolverTypeWrapper<DailyFiguresCheck>;
  DashboardAppCounts: ResolverTypeWrapper<DashboardAppCounts>;
  DashboardFigure: ResolverTypeWrapper<DashboardFigure>;
  DashboardRevenue: ResolverTypeWrapper<
    Omit<DashboardRevenue, 'currency'> & { currency: ResolversTypes['Currency'] }
  >;
  DataDiskSpace: ResolverTypeWrapper<
    Omit<DataDiskSpace, 'level'> & { level: ResolversTypes['DiskSpaceLevel'] }
  >;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteApplicationResult: ResolverTypeWrapper<DeleteApplicationResult>;
  DeletedAccount: ResolverTypeWrapper<DeletedAccount>;
  DeveloperDashboard: ResolverTypeWrapper<
    Omit<DeveloperDashboard, 'revenue'> & { revenue: Array<ResolversTypes['DashboardRevenue']> }
  >;
  DeveloperDetails: ResolverTypeWrapper<DeveloperDetails>;
  DeveloperProfile: ResolverTypeWrapper<DeveloperProfileMapper>;
  DeveloperProfilePage: ResolverTypeWrapper<
    Omit<DeveloperProfilePage, 'items'> & { items: Array<ResolversTypes['DeveloperProfile']> }
  >;
  DeveloperStatus: ResolverTypeWrapper<'pending' | 'verified' | 'rejected'>;
  DeveloperStatusChange: ResolverTypeWrapper<
    Omit<DeveloperStatusChange, 'fromStatus' | 'toStatus'> & {
      fromStatus?: Maybe<ResolversTypes['DeveloperStatus']>;
      toStatus: ResolversTypes['DeveloperStatus'];
    }
  >;
  DeveloperStatusInfo: ResolverTypeWrapper<
    Omit<DeveloperStatusInfo, 'status'> & { status?: Maybe<ResolversTypes['DeveloperStatus']> }
  >;
  DiskSpaceLevel: ResolverTypeWrapper<'OK' | 'LOW' | 'FULL'>;
  DownloadLink: ResolverTypeWrapper<DownloadLink>;
  LedgerEntryKind: ResolverTypeWrapper<'SALE' | 'REFUND'>;
  LegalPages: ResolverTypeWrapper<LegalPages>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NotificationPreferences: ResolverTypeWrapper<
    Omit<NotificationPreferences, 'currency'> & { currency: ResolversTypes['Currency'] }
  >;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OnboardingData: ResolverTypeWrapper<
    Omit<OnboardingData, 'completedSteps'> & {
      completedSteps: Array<ResolversTypes['OnboardingStep']>;
    }
  >;
  OnboardingDataInput: OnboardingDataInput;
  OnboardingProgress: ResolverTypeWrapper<
    Omit<OnboardingProgress, 'onboardingData'> & {
      onboardingData: ResolversTypes['OnboardingData'];
    }
  >;
  OnboardingStep: ResolverTypeWrapper<'country' | 'appDetails' | 'developerDetails'>;
  OnboardingStepData: OnboardingStepData;
  PaymentEligibility: ResolverTypeWrapper<
    Omit<PaymentEligibility, 'reason' | 'stripeInfo'> & {
      reason?: Maybe<ResolversTypes['PaymentEligibilityReason']>;
      stripeInfo: ResolversTypes['StripeInfo'];
    }
  >;
  PaymentEligibilityReason: ResolverTypeWrapper<
    'profile_incomplete' | 'outside_eu_uk' | 'setup_not_completed' | 'verification_required'
  >;
  PaymentProviderDriver: ResolverTypeWrapper<'sandbox' | 'stripe'>;
  PaymentsConfig: ResolverTypeWrapper<
    Omit<PaymentsConfig, 'driver'> & { driver: ResolversTypes['PaymentProviderDriver'] }
  >;
  PayoutBlocker: ResolverTypeWrapper<
    'ACCOUNT_IN_REVIEW' | 'NOT_ELIGIBLE_COUNTRY' | 'NO_CONNECTED_ACCOUNT' | 'PAYOUTS_NOT_ENABLED'
  >;
  PayoutMinimum: ResolverTypeWrapper<
    Omit<PayoutMinimum, 'currency'> & { currency: ResolversTypes['Currency'] }
  >;
  PayoutStatement: ResolverTypeWrapper<
    Omit<PayoutStatement, 'currency' | 'status'> & {
      currency: ResolversTypes['Currency'];
      status: ResolversTypes['PayoutStatus'];
    }
  >;
  PayoutStatementPage: ResolverTypeWrapper<
    Omit<PayoutStatementPage, 'items'> & { items: Array<ResolversTypes['PayoutStatement']> }
  >;
  PayoutStatus: ResolverTypeWrapper<'CARRIED' | 'DUE' | 'PAID'>;
  Payouts: ResolverTypeWrapper<PayoutsMapper>;
  PegiRating: ResolverTypeWrapper<'PEGI_3' | 'PEGI_7' | 'PEGI_12' | 'PEGI_16' | 'PEGI_18'>;
  PendingReviews: ResolverTypeWrapper<PendingReviews>;
  PersonalInfo: ResolverTypeWrapper<PersonalInfo>;
  PersonalInfoInput: PersonalInfoInput;
  PortalNotice: ResolverTypeWrapper<PortalNoticeMapper>;
  PortalNoticeInput: PortalNoticeInput;
  PortalSettings: ResolverTypeWrapper<PortalSettingsMapper>;
  PricingType: ResolverTypeWrapper<'free' | 'paid'>;
  ProfileMetadata: ResolverTypeWrapper<ProfileMetadata>;
  Purchase: ResolverTypeWrapper<
    Omit<Purchase, 'status'> & { status: ResolversTypes['PurchaseStatus'] }
  >;
  PurchaseStatus: ResolverTypeWrapper<'PENDING' | 'COMPLETED' | 'REFUNDED'>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegionalRatings: ResolverTypeWrapper<RegionalRatings>;
  Revenue: ResolverTypeWrapper<Revenue>;
  ReviewAction: ResolverTypeWrapper<
    'APPROVE' | 'REJECT' | 'SUSPEND' | 'RESTORE' | 'APPROVE_UPDATE' | 'REJECT_UPDATE'
  >;
  ReviewMessage: ResolverTypeWrapper<ReviewMessageMapper>;
  ReviewMessageAuthorRole: ResolverTypeWrapper<'REVIEWER' | 'DEVELOPER'>;
  ReviewTimePeriod: ResolverTypeWrapper<ReviewTimePeriod>;
  ReviewTimeSummary: ResolverTypeWrapper<ReviewTimeSummary>;
  Role: ResolverTypeWrapper<'DEVELOPER' | 'ADMIN' | 'CUSTOMER'>;
  SalesLedgerEntry: ResolverTypeWrapper<
    Omit<SalesLedgerEntry, 'kind'> & { kind: ResolversTypes['LedgerEntryKind'] }
  >;
  SalesLedgerPage: ResolverTypeWrapper<
    Omit<SalesLedgerPage, 'items'> & { items: Array<ResolversTypes['SalesLedgerEntry']> }
  >;
  SandboxAccountState: ResolverTypeWrapper<
    'not_started' | 'onboarding' | 'verification_pending' | 'restricted' | 'active'
  >;
  SaveAction: ResolverTypeWrapper<'SAVE_DRAFT' | 'SUBMIT'>;
  SavedRejectionReason: ResolverTypeWrapper<SavedRejectionReasonMapper>;
  SavedRejectionReasonInput: SavedRejectionReasonInput;
  Screenshots: ResolverTypeWrapper<ScreenshotsMapper>;
  SignInMethod: ResolverTypeWrapper<SignInMethodMapper>;
  StoreFigures: ResolverTypeWrapper<StoreFiguresMapper>;
  StoreGrowth: ResolverTypeWrapper<StoreGrowth>;
  StoreGrowthPeriod: ResolverTypeWrapper<StoreGrowthPeriod>;
  StorePayoutMonth: ResolverTypeWrapper<
    Omit<StorePayoutMonth, 'currency'> & { currency: ResolversTypes['Currency'] }
  >;
  StorePayoutsDue: ResolverTypeWrapper<
    Omit<StorePayoutsDue, 'currency'> & { currency: ResolversTypes['Currency'] }
  >;
  StoreReviewTimes: ResolverTypeWrapper<StoreReviewTimes>;
  StoreTopApps: ResolverTypeWrapper<
    Omit<StoreTopApps, 'byRevenue'> & { byRevenue: Array<ResolversTypes['TopAppByRevenue']> }
  >;
  StripeInfo: ResolverTypeWrapper<
    Omit<StripeInfo, 'accountStatus'> & { accountStatus: ResolversTypes['ConnectAccountStatus'] }
  >;
  TestPurchase: ResolverTypeWrapper<
    Omit<TestPurchase, 'status'> & { status: ResolversTypes['PurchaseStatus'] }
  >;
  TestPurchasePage: ResolverTypeWrapper<
    Omit<TestPurchasePage, 'items'> & { items: Array<ResolversTypes['TestPurchase']> }
  >;
  TopAppByDownloads: ResolverTypeWrapper<TopAppByDownloads>;
  TopAppByRevenue: ResolverTypeWrapper<
    Omit<TopAppByRevenue, 'currency'> & { currency: ResolversTypes['Currency'] }
  >;
  TwoFactorStatus: ResolverTypeWrapper<TwoFactorStatus>;
  UpdateApplicationInput: UpdateApplicationInput;
  UserStatusFilter: ResolverTypeWrapper<
    'SUSPENDED' | 'PENDING' | 'VERIFIED' | 'REJECTED' | 'NOT_STARTED'
  >;
  VersionChange: ResolverTypeWrapper<VersionChangeMapper>;
  VersionChangeKind: ResolverTypeWrapper<'TEXT' | 'FILES'>;
  VersionListing: ResolverTypeWrapper<VersionListingMapper>;
  VersionReviewStatus: ResolverTypeWrapper<
    'DRAFT' | 'PENDING' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN'
  >;
  VersionStatus: ResolverTypeWrapper<
    'DRAFT' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN' | 'LIVE' | 'SUPERSEDED'
  >;
  Viewer: ResolverTypeWrapper<ViewerMapper>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountDeletionCode: AccountDeletionCode;
  String: Scalars['String']['output'];
  AccountDetailsInput: AccountDetailsInput;
  AccountDetailsSaved: Omit<AccountDetailsSaved, 'profile'> & {
    profile: ResolversParentTypes['DeveloperProfile'];
  };
  Boolean: Scalars['Boolean']['output'];
  AccountHistoryEntry: AccountHistoryEntry;
  ID: Scalars['ID']['output'];
  AccountSuspension: AccountSuspension;
  Int: Scalars['Int']['output'];
  ActiveSession: ActiveSessionMapper;
  AdminApplicationCounts: AdminApplicationCountsMapper;
  AdminDeveloperView: Omit<AdminDeveloperView, 'profile' | 'statusHistory'> & {
    profile: ResolversParentTypes['DeveloperProfile'];
    statusHistory: Array<ResolversParentTypes['DeveloperStatusChange']>;
  };
  AdminStats: AdminStats;
  AdminUser: AdminUserMapper;
  AdminUserApplication: AdminUserApplication;
  AdminUserDetails: Omit<AdminUserDetails, 'applications' | 'profile' | 'user'> & {
    applications: Array<ResolversParentTypes['AdminUserApplication']>;
    profile?: Maybe<ResolversParentTypes['DeveloperProfile']>;
    user: ResolversParentTypes['AdminUser'];
  };
  AdminUserPage: Omit<AdminUserPage, 'items'> & { items: Array<ResolversParentTypes['AdminUser']> };
  AdminUserSession: AdminUserSession;
  AgeRating: AgeRatingMapper;
  Analytics: Omit<Analytics, 'revenue' | 'revenueTotals'> & {
    revenue: Array<ResolversParentTypes['AnalyticsRevenue']>;
    revenueTotals: Array<ResolversParentTypes['AnalyticsRevenue']>;
  };
  AnalyticsPeriod: AnalyticsPeriod;
  AnalyticsRevenue: AnalyticsRevenue;
  Float: Scalars['Float']['output'];
  ApiToken: ApiTokenMapper;
  AppDetails: AppDetails;
  Application: ApplicationMapper;
  ApplicationAnalytics: ApplicationAnalytics;
  ApplicationAssets: ApplicationAssetsMapper;
  ApplicationAssetsInput: ApplicationAssetsInput;
  ApplicationDeveloper: ApplicationDeveloper;
  ApplicationInput: ApplicationInput;
  ApplicationMetadata: ApplicationMetadata;
  ApplicationPage: Omit<ApplicationPage, 'items'> & {
    items: Array<ResolversParentTypes['Application']>;
  };
  ApplicationReviewEvent: ApplicationReviewEvent;
  ApplicationUpdateInput: ApplicationUpdateInput;
  ApplicationVersion: ApplicationVersionMapper;
  ApplicationVersionPage: ApplicationVersionPageMapper;
  AssetFile: AssetFileMapper;
  AuditActor: AuditActor;
  AuditDetail: AuditDetail;
  AuditEvent: AuditEventMapper;
  AuditEventPage: Omit<AuditEventPage, 'items'> & {
    items: Array<ResolversParentTypes['AuditEvent']>;
  };
  AuditEventsFilter: AuditEventsFilter;
  AuthProviders: AuthProviders;
  BundleCheckResult: BundleCheckResult;
  BusinessInfo: BusinessInfo;
  BusinessInfoInput: BusinessInfoInput;
  ConnectAccountResult: ConnectAccountResult;
  CreateApiTokenInput: CreateApiTokenInput;
  CreatedApiToken: CreatedApiTokenMapper;
  DailyFiguresCheck: DailyFiguresCheck;
  DashboardAppCounts: DashboardAppCounts;
  DashboardFigure: DashboardFigure;
  DashboardRevenue: DashboardRevenue;
  DataDiskSpace: DataDiskSpace;
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteApplicationResult: DeleteApplicationResult;
  DeletedAccount: DeletedAccount;
  DeveloperDashboard: Omit<DeveloperDashboard, 'revenue'> & {
    revenue: Array<ResolversParentTypes['DashboardRevenue']>;
  };
  DeveloperDetails: DeveloperDetails;
  DeveloperProfile: DeveloperProfileMapper;
  DeveloperProfilePage: Omit<DeveloperProfilePage, 'items'> & {
    items: Array<ResolversParentTypes['DeveloperProfile']>;
  };
  DeveloperStatusChange: DeveloperStatusChange;
  DeveloperStatusInfo: DeveloperStatusInfo;
  DownloadLink: DownloadLink;
  LegalPages: LegalPages;
  Mutation: Record<PropertyKey, never>;
  NotificationPreferences: NotificationPreferences;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OnboardingData: OnboardingData;
  OnboardingDataInput: OnboardingDataInput;
  OnboardingProgress: Omit<OnboardingProgress, 'onboardingData'> & {
    onboardingData: ResolversParentTypes['OnboardingData'];
  };
  OnboardingStepData: OnboardingStepData;
  PaymentEligibility: Omit<PaymentEligibility, 'stripeInfo'> & {
    stripeInfo: ResolversParentTypes['StripeInfo'];
  };
  PaymentsConfig: PaymentsConfig;
  PayoutMinimum: PayoutMinimum;
  PayoutStatement: PayoutStatement;
  PayoutStatementPage: Omit<PayoutStatementPage, 'items'> & {
    items: Array<ResolversParentTypes['PayoutStatement']>;
  };
  Payouts: PayoutsMapper;
  PendingReviews: PendingReviews;
  PersonalInfo: PersonalInfo;
  PersonalInfoInput: PersonalInfoInput;
  PortalNotice: PortalNoticeMapper;
  PortalNoticeInput: PortalNoticeInput;
  PortalSettings: PortalSettingsMapper;
  ProfileMetadata: ProfileMetadata;
  Purchase: Purchase;
  Query: Record<PropertyKey, never>;
  RegionalRatings: RegionalRatings;
  Revenue: Revenue;
  ReviewMessage: ReviewMessageMapper;
  ReviewTimePeriod: ReviewTimePeriod;
  ReviewTimeSummary: ReviewTimeSummary;
  SalesLedgerEntry: SalesLedgerEntry;
  SalesLedgerPage: Omit<SalesLedgerPage, 'items'> & {
    items: Array<ResolversParentTypes['SalesLedgerEntry']>;
  };
  SavedRejectionReason: SavedRejectionReasonMapper;
  SavedRejectionReasonInput: SavedRejectionReasonInput;
  Screenshots: ScreenshotsMapper;
  SignInMethod: SignInMethodMapper;
  StoreFigures: StoreFiguresMapper;
  StoreGrowth: StoreGrowth;
  StoreGrowthPeriod: StoreGrowthPeriod;
  StorePayoutMonth: StorePayoutMonth;
  StorePayoutsDue: StorePayoutsDue;
  StoreReviewTimes: StoreReviewTimes;
  StoreTopApps: Omit<StoreTopApps, 'byRevenue'> & {
    byRevenue: Array<ResolversParentTypes['TopAppByRevenue']>;
  };
  StripeInfo: StripeInfo;
  TestPurchase: TestPurchase;
  TestPurchasePage: Omit<TestPurchasePage, 'items'> & {
    items: Array<ResolversParentTypes['TestPurchase']>;
  };
  TopAppByDownloads: TopAppByDownloads;
  TopAppByRevenue: TopAppByRevenue;
  TwoFactorStatus: TwoFactorStatus;
  UpdateApplicationInput: UpdateApplicationInput;
  VersionChange: VersionChangeMapper;
  VersionListing: VersionListingMapper;
  Viewer: ViewerMapper;
};

export type AccountDeletionCodeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccountDeletionCode'] =
    ResolversParentTypes['AccountDeletionCode'],
> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  sentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountDetailsSavedResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccountDetailsSaved'] =
    ResolversParentTypes['AccountDetailsSaved'],
> = {
  profile?: Resolver<ResolversTypes['DeveloperProfile'], ParentType, ContextType>;
  sentToReview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AccountHistoryEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccountHistoryEntry'] =
    ResolversParentTypes['AccountHistoryEntry'],
> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountSuspensionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AccountSuspension'] =
    ResolversParentTypes['AccountSuspension'],
> = {
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suspendedApplicationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suspendedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  suspendedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AccountTypeResolvers = EnumResolverSignature<
  { business?: any; individual?: any },
  ResolversTypes['AccountType']
>;

export type ActiveSessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ActiveSession'] = ResolversParentTypes['ActiveSession'],
> = {
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastActiveAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminApplicationCountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminApplicationCounts'] =
    ResolversParentTypes['AdminApplicationCounts'],
> = {
  draft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  liveSince?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  submitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  suspended?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalExceptSubmitted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatesInReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminDeveloperViewResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminDeveloperView'] =
    ResolversParentTypes['AdminDeveloperView'],
> = {
  applicationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['DeveloperProfile'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['DeveloperStatusChange']>, ParentType, ContextType>;
};

export type AdminStatsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminStats'] = ResolversParentTypes['AdminStats'],
> = {
  pendingDevelopers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingNewApps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingUpdates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedApps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalApps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDevelopers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminUserResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  developerStatus?: Resolver<Maybe<ResolversTypes['DeveloperStatus']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  suspension?: Resolver<Maybe<ResolversTypes['AccountSuspension']>, ParentType, ContextType>;
};

export type AdminUserApplicationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminUserApplication'] =
    ResolversParentTypes['AdminUserApplication'],
> = {
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminUserDetailsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminUserDetails'] =
    ResolversParentTypes['AdminUserDetails'],
> = {
  applicationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  applications?: Resolver<Array<ResolversTypes['AdminUserApplication']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['AccountHistoryEntry']>, ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['DeveloperProfile']>, ParentType, ContextType>;
  sessions?: Resolver<Array<ResolversTypes['AdminUserSession']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType>;
};

export type AdminUserPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminUserPage'] = ResolversParentTypes['AdminUserPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminUserSessionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AdminUserSession'] =
    ResolversParentTypes['AdminUserSession'],
> = {
  device?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signedInAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AgeRatingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AgeRating'] = ResolversParentTypes['AgeRating'],
> = {
  esrb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pegi?: Resolver<Maybe<ResolversTypes['PegiRating']>, ParentType, ContextType>;
  regional?: Resolver<ResolversTypes['RegionalRatings'], ParentType, ContextType>;
};

export type AnalyticsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Analytics'] = ResolversParentTypes['Analytics'],
> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grouping?: Resolver<ResolversTypes['AnalyticsGrouping'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['AnalyticsPeriod']>, ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['AnalyticsRevenue']>, ParentType, ContextType>;
  revenueTotals?: Resolver<Array<ResolversTypes['AnalyticsRevenue']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AnalyticsPeriod'], ParentType, ContextType>;
};

export type AnalyticsGroupingResolvers = EnumResolverSignature<
  { DAY?: any; MONTH?: any; WEEK?: any },
  ResolversTypes['AnalyticsGrouping']
>;

export type AnalyticsPeriodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AnalyticsPeriod'] =
    ResolversParentTypes['AnalyticsPeriod'],
> = {
  activeUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitsRefunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AnalyticsRevenueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AnalyticsRevenue'] =
    ResolversParentTypes['AnalyticsRevenue'],
> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  developerShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  processingFees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ApiTokenResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiTokenScope']>, ParentType, ContextType>;
};

export type ApiTokenLifetimeResolvers = EnumResolverSignature<
  { DAYS_30?: any; DAYS_90?: any; DAYS_365?: any },
  ResolversTypes['ApiTokenLifetime']
>;

export type ApiTokenScopeResolvers = EnumResolverSignature<
  { READ_APPS?: any; SUBMIT_FOR_REVIEW?: any; UPLOAD_BUILDS?: any },
  ResolversTypes['ApiTokenScope']
>;

export type AppDetailsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AppDetails'] = ResolversParentTypes['AppDetails'],
> = {
  appDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppStatusResolvers = EnumResolverSignature<
  { DRAFT?: any; LIVE?: any; REJECTED?: any; SUBMITTED?: any; SUSPENDED?: any },
  ResolversTypes['AppStatus']
>;

export type AppTypeResolvers = EnumResolverSignature<
  { app?: any; game?: any },
  ResolversTypes['AppType']
>;

export type AppVisibilityResolvers = EnumResolverSignature<
  { PRIVATE?: any; PUBLIC?: any },
  ResolversTypes['AppVisibility']
>;

export type ApplicationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Application'] = ResolversParentTypes['Application'],
> = {
  ageRating?: Resolver<ResolversTypes['AgeRating'], ParentType, ContextType>;
  analytics?: Resolver<ResolversTypes['ApplicationAnalytics'], ParentType, ContextType>;
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assets?: Resolver<ResolversTypes['ApplicationAssets'], ParentType, ContextType>;
  bundleIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bundleIdentifierFixed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  currentVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developer?: Resolver<ResolversTypes['ApplicationDeveloper'], ParentType, ContextType>;
  extractedAppName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extractedVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latestSubmission?: Resolver<Maybe<ResolversTypes['ApplicationVersion']>, ParentType, ContextType>;
  legalPages?: Resolver<ResolversTypes['LegalPages'], ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['ApplicationMetadata'], ParentType, ContextType>;
  openUpdate?: Resolver<Maybe<ResolversTypes['ApplicationVersion']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewHistory?: Resolver<
    Array<ResolversTypes['ApplicationReviewEvent']>,
    ParentType,
    ContextType
  >;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AppStatus'], ParentType, ContextType>;
  storeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['ApplicationVersion']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['AppVisibility'], ParentType, ContextType>;
};

export type ApplicationActionResolvers = EnumResolverSignature<
  { UNPUBLISH?: any; WITHDRAW?: any },
  ResolversTypes['ApplicationAction']
>;

export type ApplicationAnalyticsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationAnalytics'] =
    ResolversParentTypes['ApplicationAnalytics'],
> = {
  activeUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Revenue'], ParentType, ContextType>;
  totalDownloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ApplicationAssetsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationAssets'] =
    ResolversParentTypes['ApplicationAssets'],
> = {
  heroBanner?: Resolver<Maybe<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  screenshots?: Resolver<ResolversTypes['Screenshots'], ParentType, ContextType>;
  vmuBanner?: Resolver<Maybe<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  vmuIcon?: Resolver<Maybe<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  vmupack?: Resolver<Maybe<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  vmupackSize?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  webIcon?: Resolver<Maybe<ResolversTypes['AssetFile']>, ParentType, ContextType>;
};

export type ApplicationDeveloperResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationDeveloper'] =
    ResolversParentTypes['ApplicationDeveloper'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ApplicationMetadataResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationMetadata'] =
    ResolversParentTypes['ApplicationMetadata'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastVersionSubmitted?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ApplicationPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationPage'] =
    ResolversParentTypes['ApplicationPage'],
> = {
  items?: Resolver<Array<ResolversTypes['Application']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ApplicationReviewEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationReviewEvent'] =
    ResolversParentTypes['ApplicationReviewEvent'],
> = {
  action?: Resolver<ResolversTypes['ReviewAction'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStatus?: Resolver<ResolversTypes['AppStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['AppStatus'], ParentType, ContextType>;
};

export type ApplicationVersionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationVersion'] =
    ResolversParentTypes['ApplicationVersion'],
> = {
  application?: Resolver<ResolversTypes['Application'], ParentType, ContextType>;
  approvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['VersionChange']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  fileSize?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listing?: Resolver<Maybe<ResolversTypes['VersionListing']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ReviewMessage']>, ParentType, ContextType>;
  packageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reviewNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reviewStatus?: Resolver<ResolversTypes['VersionReviewStatus'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VersionStatus'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  versionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationVersionPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ApplicationVersionPage'] =
    ResolversParentTypes['ApplicationVersionPage'],
> = {
  items?: Resolver<Array<ResolversTypes['ApplicationVersion']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AssetFileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AssetFile'] = ResolversParentTypes['AssetFile'],
> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditActionResolvers = EnumResolverSignature<
  {
    APPROVE_APP?: any;
    APPROVE_DEVELOPER?: any;
    APPROVE_UPDATE?: any;
    CHANGE_SETTING?: any;
    CHANGE_VERIFIED_DETAILS?: any;
    DELETE_ACCOUNT?: any;
    GRANT_ADMIN?: any;
    MESSAGE_DEVELOPER?: any;
    REFUND_PURCHASE?: any;
    REJECT_APP?: any;
    REJECT_DEVELOPER?: any;
    REJECT_UPDATE?: any;
    RESTORE_ACCOUNT?: any;
    RESTORE_APP?: any;
    REVOKE_ADMIN?: any;
    SUSPEND_ACCOUNT?: any;
    SUSPEND_APP?: any;
  },
  ResolversTypes['AuditAction']
>;

export type AuditActorResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor'],
> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditDetailResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditDetail'] = ResolversParentTypes['AuditDetail'],
> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEventResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditEvent'] = ResolversParentTypes['AuditEvent'],
> = {
  action?: Resolver<ResolversTypes['AuditAction'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['AuditTargetType'], ParentType, ContextType>;
};

export type AuditEventPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuditEventPage'] =
    ResolversParentTypes['AuditEventPage'],
> = {
  items?: Resolver<Array<ResolversTypes['AuditEvent']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuditTargetTypeResolvers = EnumResolverSignature<
  { APPLICATION?: any; SETTING?: any; USER?: any },
  ResolversTypes['AuditTargetType']
>;

export type AuthProviderResolvers = EnumResolverSignature<
  { EMAIL?: any; GITHUB?: any; GOOGLE?: any },
  ResolversTypes['AuthProvider']
>;

export type AuthProvidersResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuthProviders'] = ResolversParentTypes['AuthProviders'],
> = {
  github?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BundleCheckResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BundleCheckResult'] =
    ResolversParentTypes['BundleCheckResult'],
> = {
  existingAppId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  exists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BusinessInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BusinessInfo'] = ResolversParentTypes['BusinessInfo'],
> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConnectAccountResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ConnectAccountResult'] =
    ResolversParentTypes['ConnectAccountResult'],
> = {
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientSecret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requirementsCurrentlyDue?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requirementsEventuallyDue?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verificationUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConnectAccountStatusResolvers = EnumResolverSignature<
  { active?: any; not_started?: any; onboarding?: any; restricted?: any },
  ResolversTypes['ConnectAccountStatus']
>;

export type CreatedApiTokenResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CreatedApiToken'] =
    ResolversParentTypes['CreatedApiToken'],
> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
};

export type CurrencyResolvers = EnumResolverSignature<
  { EUR?: any; GBP?: any; USD?: any },
  ResolversTypes['Currency']
>;

export type DailyFiguresCheckResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DailyFiguresCheck'] =
    ResolversParentTypes['DailyFiguresCheck'],
> = {
  checkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  driftedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardAppCountsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DashboardAppCounts'] =
    ResolversParentTypes['DashboardAppCounts'],
> = {
  draft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  inReview?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardFigureResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DashboardFigure'] =
    ResolversParentTypes['DashboardFigure'],
> = {
  last30Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previous30Days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DashboardRevenueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DashboardRevenue'] =
    ResolversParentTypes['DashboardRevenue'],
> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  last30Days?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  previous30Days?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type DataDiskSpaceResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DataDiskSpace'] = ResolversParentTypes['DataDiskSpace'],
> = {
  freeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['DiskSpaceLevel'], ParentType, ContextType>;
  refuseWritesBelowBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  warnBelowBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['DateTime'],
  any
> {
  name: 'DateTime';
}

export type DeleteApplicationResultResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeleteApplicationResult'] =
    ResolversParentTypes['DeleteApplicationResult'],
> = {
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeletedAccountResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeletedAccount'] =
    ResolversParentTypes['DeletedAccount'],
> = {
  deletedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type DeveloperDashboardResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperDashboard'] =
    ResolversParentTypes['DeveloperDashboard'],
> = {
  activeUsers?: Resolver<ResolversTypes['DashboardFigure'], ParentType, ContextType>;
  apps?: Resolver<ResolversTypes['DashboardAppCounts'], ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['DashboardFigure'], ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['DashboardRevenue']>, ParentType, ContextType>;
};

export type DeveloperDetailsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperDetails'] =
    ResolversParentTypes['DeveloperDetails'],
> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeveloperProfileResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperProfile'] =
    ResolversParentTypes['DeveloperProfile'],
> = {
  accountType?: Resolver<ResolversTypes['AccountType'], ParentType, ContextType>;
  ageVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  businessInfo?: Resolver<ResolversTypes['BusinessInfo'], ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  developerStatus?: Resolver<ResolversTypes['DeveloperStatusInfo'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<ResolversTypes['ProfileMetadata'], ParentType, ContextType>;
  onboardingData?: Resolver<ResolversTypes['OnboardingData'], ParentType, ContextType>;
  personalInfo?: Resolver<ResolversTypes['PersonalInfo'], ParentType, ContextType>;
  preferences?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
  stripeInfo?: Resolver<ResolversTypes['StripeInfo'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeveloperProfilePageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperProfilePage'] =
    ResolversParentTypes['DeveloperProfilePage'],
> = {
  items?: Resolver<Array<ResolversTypes['DeveloperProfile']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeveloperStatusResolvers = EnumResolverSignature<
  { pending?: any; rejected?: any; verified?: any },
  ResolversTypes['DeveloperStatus']
>;

export type DeveloperStatusChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperStatusChange'] =
    ResolversParentTypes['DeveloperStatusChange'],
> = {
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['DeveloperStatus']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['DeveloperStatus'], ParentType, ContextType>;
};

export type DeveloperStatusInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DeveloperStatusInfo'] =
    ResolversParentTypes['DeveloperStatusInfo'],
> = {
  lastStatusChange?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['DeveloperStatus']>, ParentType, ContextType>;
  verificationNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifiedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type DiskSpaceLevelResolvers = EnumResolverSignature<
  { FULL?: any; LOW?: any; OK?: any },
  ResolversTypes['DiskSpaceLevel']
>;

export type DownloadLinkResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['DownloadLink'] = ResolversParentTypes['DownloadLink'],
> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresIn?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerEntryKindResolvers = EnumResolverSignature<
  { REFUND?: any; SALE?: any },
  ResolversTypes['LedgerEntryKind']
>;

export type LegalPagesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['LegalPages'] = ResolversParentTypes['LegalPages'],
> = {
  privacyPolicy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addSavedRejectionReason?: Resolver<
    ResolversTypes['SavedRejectionReason'],
    ParentType,
    ContextType,
    RequireFields<MutationaddSavedRejectionReasonArgs, 'input'>
  >;
  approveApplication?: Resolver<
    ResolversTypes['Application'],
    ParentType,
    ContextType,
    RequireFields<MutationapproveApplicationArgs, 'appId'>
  >;
  approveApplicationUpdate?: Resolver<
    ResolversTypes['ApplicationVersion'],
    ParentType,
    ContextType,
    RequireFields<MutationapproveApplicationUpdateArgs, 'versionId'>
  >;
  approveDeveloperAccount?: Resolver<
    ResolversTypes['DeveloperProfile'],
    ParentType,
    ContextType,
    RequireFields<MutationapproveDeveloperAccountArgs, 'userId'>
  >;
  becomeDeveloper?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
  createApiToken?: Resolver<
    ResolversTypes['CreatedApiToken'],
    ParentType,
    ContextType,
    RequireFields<MutationcreateApiTokenArgs, 'input'>
  >;
  createApplication?: Resolver<
    ResolversTypes['Application'],
    ParentType,
    ContextType,
    RequireFields<MutationcreateApplicationArgs, 'input' | 'saveAction'>
  >;
  createDeveloperProfile?: Resolver<
    ResolversTypes['DeveloperProfile'],
    ParentType,
    ContextType,
    RequireFields<MutationcreateDeveloperProfileArgs, 'email'>
  >;
  createStripeConnectAccount?: Resolver<
    ResolversTypes['ConnectAccountResult'],
    ParentType,
    ContextType
  >;
  deleteAccount?: Resolver<
    ResolversTypes['DeletedAccount'],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteAccountArgs, 'input'>
  >;
  deleteApplication?: Resolver<
    ResolversTypes['DeleteApplicationResult'],
    ParentType,
    ContextType,
    RequireFields<MutationdeleteApplicationArgs, 'appId'>
  >;
  editSavedRejectionReason?: Resolver<
    ResolversTypes['SavedRejectionReason'],
    ParentType,
    ContextType,
    RequireFields<MutationeditSavedRejectionReasonArgs, 'id' | 'input'>
  >;
  generateDownloadUrl?: Resolver<
    ResolversTypes['DownloadLink'],
    ParentType,
    ContextType,
    RequireFields<MutationgenerateDownloadUrlArgs, 'appId'>
  >;
  generateVersionDownloadUrl?: Resolver<
    ResolversTypes['DownloadLink'],
    ParentType,
    ContextType,
    RequireFields<MutationgenerateVersionDownloadUrlArgs, 'versionId'>
  >;
  grantAdmin?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationgrantAdminArgs, 'reason' | 'userId'>
  >;
  refundSandboxPurchase?: Resolver<
    ResolversTypes['Purchase'],
    ParentType,
    ContextType,
    RequireFields<MutationrefundSandboxPurchaseArgs, 'purchaseId'>
  >;
  rejectApplication?: Resolver<
    ResolversTypes['Application'],
    ParentType,
    ContextType,
    RequireFields<MutationrejectApplicationArgs, 'appId' | 'reason'>
  >;
  rejectApplicationUpdate?: Resolver<
    ResolversTypes['ApplicationVersion'],
    ParentType,
    ContextType,
    RequireFields<MutationrejectApplicationUpdateArgs, 'reason' | 'versionId'>
  >;
  rejectDeveloperAccount?: Resolver<
    ResolversTypes['DeveloperProfile'],
    ParentType,
    ContextType,
    RequireFields<MutationrejectDeveloperAccountArgs, 'notes' | 'userId'>
  >;
  removeSavedRejectionReason?: Resolver<
    ResolversTypes['SavedRejectionReason'],
    ParentType,
    ContextType,
    RequireFields<MutationremoveSavedRejectionReasonArgs, 'id'>
  >;
  reorderSavedRejectionReasons?: Resolver<
    Array<ResolversTypes['SavedRejectionReason']>,
    ParentType,
    ContextType,
    RequireFields<MutationreorderSavedRejectionReasonsArgs, 'ids'>
  >;
  restoreAccount?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationrestoreAccountArgs, 'reason' | 'restoreApps' | 'userId'>
  >;
  restoreApplication?: Resolver<
    ResolversTypes['Application'],
    ParentType,
    ContextType,
    RequireFields<MutationrestoreApplicationArgs, 'appId'>
  >;
  revokeAdmin?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationrevokeAdminArgs, 'reason' | 'userId'>
  >;
  revokeApiToken?: Resolver<
    ResolversTypes['ApiToken'],
    ParentType,
    ContextType,
    RequireFields<MutationrevokeApiTokenArgs, 'id'>
  >;
  saveApplicationUpdate?: Resolver<
    ResolversTypes['ApplicationVersion'],
    ParentType,
    ContextType,
    RequireFields<MutationsaveApplicationUpdateArgs, 'appId' | 'input' | 'saveAction'>
  >;
  sendAccountDeletionCode?: Resolver<
    ResolversTypes['AccountDeletionCode'],
    ParentType,
    ContextType
  >;
  sendReviewMessage?: Resolver<
    ResolversTypes['ReviewMessage'],
    ParentType,
    ContextType,
    RequireFields<MutationsendReviewMessageArgs, 'body' | 'versionId'>
  >;
  setPassword?: Resolver<
    Array<ResolversTypes['SignInMethod']>,
    ParentType,
    ContextType,
    RequireFields<MutationsetPasswordArgs, 'password'>
  >;
  setSandboxPaymentState?: Resolver<
    ResolversTypes['PaymentEligibility'],
    ParentType,
    ContextType,
    RequireFields<MutationsetSandboxPaymentStateArgs, 'country' | 'state'>
  >;
  setStaffTwoFactorRequired?: Resolver<
    ResolversTypes['PortalSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationsetStaffTwoFactorRequiredArgs, 'required'>
  >;
  signOutOtherSessions?: Resolver<Array<ResolversTypes['ActiveSession']>, ParentType, ContextType>;
  signOutSession?: Resolver<
    Array<ResolversTypes['ActiveSession']>,
    ParentType,
    ContextType,
    RequireFields<MutationsignOutSessionArgs, 'id'>
  >;
  suspendAccount?: Resolver<
    ResolversTypes['AdminUser'],
    ParentType,
    ContextType,
    RequireFields<MutationsuspendAccountArgs, 'reason' | 'userId'>
  >;
  suspendApplication?: Resolver<
    ResolversTypes['Application'],
    ParentType,
    ContextType,
    RequireFields<MutationsuspendApplicationArgs, 'appId'>
  >;
  unlinkSignInMethod?: Resolver<
    Array<ResolversTypes['SignInMethod']>,
    ParentType,
    ContextType,
    RequireFields<MutationunlinkSignInMethodArgs, 'provider'>
  >;
  updateAccountDetails?: Resolver<
    ResolversTypes['AccountDetailsSaved'],
    ParentType,
    ContextType,
    RequireFields<MutationupdateAccountDetailsArgs, 'confirmReview' | 'input'>
  >;
  updateApplication?: Resolver<
    ResolversTypes['Application'],
    ParentType,
    ContextType,
    RequireFields<MutationupdateApplicationArgs, 'appId' | 'input'>
  >;
  updateNotificationPreferences?: Resolver<
    ResolversTypes['NotificationPreferences'],
    ParentType,
    ContextType,
    RequireFields<MutationupdateNotificationPreferencesArgs, 'input'>
  >;
  updateOnboardingProgress?: Resolver<
    ResolversTypes['OnboardingProgress'],
    ParentType,
    ContextType,
    RequireFields<MutationupdateOnboardingProgressArgs, 'data' | 'step'>
  >;
  updatePortalNotice?: Resolver<
    ResolversTypes['PortalSettings'],
    ParentType,
    ContextType,
    Partial<MutationupdatePortalNoticeArgs>
  >;
  updateSupportEmail?: Resolver<
    ResolversTypes['PortalSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationupdateSupportEmailArgs, 'supportEmail'>
  >;
  updateUserProfile?: Resolver<
    ResolversTypes['Viewer'],
    ParentType,
    ContextType,
    Partial<MutationupdateUserProfileArgs>
  >;
  withdrawApplicationUpdate?: Resolver<
    ResolversTypes['ApplicationVersion'],
    ParentType,
    ContextType,
    RequireFields<MutationwithdrawApplicationUpdateArgs, 'appId'>
  >;
};

export type NotificationPreferencesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['NotificationPreferences'] =
    ResolversParentTypes['NotificationPreferences'],
> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  emailNotifications?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  marketingEmails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OnboardingDataResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OnboardingData'] =
    ResolversParentTypes['OnboardingData'],
> = {
  appDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appDetails?: Resolver<Maybe<ResolversTypes['AppDetails']>, ParentType, ContextType>;
  appName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  completedSteps?: Resolver<Array<ResolversTypes['OnboardingStep']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  developerDetails?: Resolver<Maybe<ResolversTypes['DeveloperDetails']>, ParentType, ContextType>;
};

export type OnboardingProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['OnboardingProgress'] =
    ResolversParentTypes['OnboardingProgress'],
> = {
  metadata?: Resolver<ResolversTypes['ProfileMetadata'], ParentType, ContextType>;
  onboardingData?: Resolver<ResolversTypes['OnboardingData'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OnboardingStepResolvers = EnumResolverSignature<
  { appDetails?: any; country?: any; developerDetails?: any },
  ResolversTypes['OnboardingStep']
>;

export type PaymentEligibilityResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PaymentEligibility'] =
    ResolversParentTypes['PaymentEligibility'],
> = {
  action?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eligible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['PaymentEligibilityReason']>, ParentType, ContextType>;
  stripeInfo?: Resolver<ResolversTypes['StripeInfo'], ParentType, ContextType>;
};

export type PaymentEligibilityReasonResolvers = EnumResolverSignature<
  {
    outside_eu_uk?: any;
    profile_incomplete?: any;
    setup_not_completed?: any;
    verification_required?: any;
  },
  ResolversTypes['PaymentEligibilityReason']
>;

export type PaymentProviderDriverResolvers = EnumResolverSignature<
  { sandbox?: any; stripe?: any },
  ResolversTypes['PaymentProviderDriver']
>;

export type PaymentsConfigResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PaymentsConfig'] =
    ResolversParentTypes['PaymentsConfig'],
> = {
  driver?: Resolver<ResolversTypes['PaymentProviderDriver'], ParentType, ContextType>;
  publishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutBlockerResolvers = EnumResolverSignature<
  {
    ACCOUNT_IN_REVIEW?: any;
    NOT_ELIGIBLE_COUNTRY?: any;
    NO_CONNECTED_ACCOUNT?: any;
    PAYOUTS_NOT_ENABLED?: any;
  },
  ResolversTypes['PayoutBlocker']
>;

export type PayoutMinimumResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutMinimum'] = ResolversParentTypes['PayoutMinimum'],
> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type PayoutStatementResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutStatement'] =
    ResolversParentTypes['PayoutStatement'],
> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  carriedIn?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  carriedOut?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  developerShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payoutAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payoutReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platformShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  processingFees?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayoutStatus'], ParentType, ContextType>;
  taxes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitsRefunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayoutStatementPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PayoutStatementPage'] =
    ResolversParentTypes['PayoutStatementPage'],
> = {
  items?: Resolver<Array<ResolversTypes['PayoutStatement']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutStatusResolvers = EnumResolverSignature<
  { CARRIED?: any; DUE?: any; PAID?: any },
  ResolversTypes['PayoutStatus']
>;

export type PayoutsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Payouts'] = ResolversParentTypes['Payouts'],
> = {
  blocker?: Resolver<Maybe<ResolversTypes['PayoutBlocker']>, ParentType, ContextType>;
  blockerMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentMonth?: Resolver<Array<ResolversTypes['PayoutStatement']>, ParentType, ContextType>;
  minimums?: Resolver<Array<ResolversTypes['PayoutMinimum']>, ParentType, ContextType>;
  statements?: Resolver<
    ResolversTypes['PayoutStatementPage'],
    ParentType,
    ContextType,
    Partial<PayoutsstatementsArgs>
  >;
};

export type PegiRatingResolvers = EnumResolverSignature<
  { PEGI_3?: any; PEGI_7?: any; PEGI_12?: any; PEGI_16?: any; PEGI_18?: any },
  ResolversTypes['PegiRating']
>;

export type PendingReviewsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PendingReviews'] =
    ResolversParentTypes['PendingReviews'],
> = {
  developers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  developersWaitingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  newApps?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newAppsWaitingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatesWaitingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PersonalInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PersonalInfo'] = ResolversParentTypes['PersonalInfo'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PortalNoticeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PortalNotice'] = ResolversParentTypes['PortalNotice'],
> = {
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PortalSettingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['PortalSettings'] =
    ResolversParentTypes['PortalSettings'],
> = {
  effectiveSupportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notice?: Resolver<Maybe<ResolversTypes['PortalNotice']>, ParentType, ContextType>;
  staffTwoFactorRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  supportEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PricingTypeResolvers = EnumResolverSignature<
  { free?: any; paid?: any },
  ResolversTypes['PricingType']
>;

export type ProfileMetadataResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ProfileMetadata'] =
    ResolversParentTypes['ProfileMetadata'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  profileVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PurchaseResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Purchase'] = ResolversParentTypes['Purchase'],
> = {
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseStatus'], ParentType, ContextType>;
};

export type PurchaseStatusResolvers = EnumResolverSignature<
  { COMPLETED?: any; PENDING?: any; REFUNDED?: any },
  ResolversTypes['PurchaseStatus']
>;

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  activeSessions?: Resolver<Array<ResolversTypes['ActiveSession']>, ParentType, ContextType>;
  adminUser?: Resolver<
    ResolversTypes['AdminUserDetails'],
    ParentType,
    ContextType,
    RequireFields<QueryadminUserArgs, 'userId'>
  >;
  adminUsers?: Resolver<
    ResolversTypes['AdminUserPage'],
    ParentType,
    ContextType,
    Partial<QueryadminUsersArgs>
  >;
  analytics?: Resolver<
    ResolversTypes['Analytics'],
    ParentType,
    ContextType,
    RequireFields<QueryanalyticsArgs, 'from' | 'grouping' | 'to'>
  >;
  apiTokens?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  auditActors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  auditEvents?: Resolver<
    ResolversTypes['AuditEventPage'],
    ParentType,
    ContextType,
    Partial<QueryauditEventsArgs>
  >;
  authProviders?: Resolver<ResolversTypes['AuthProviders'], ParentType, ContextType>;
  checkBundleIdentifier?: Resolver<
    ResolversTypes['BundleCheckResult'],
    ParentType,
    ContextType,
    RequireFields<QuerycheckBundleIdentifierArgs, 'bundleIdentifier'>
  >;
  dailyFiguresCheck?: Resolver<Maybe<ResolversTypes['DailyFiguresCheck']>, ParentType, ContextType>;
  dataDiskSpace?: Resolver<Maybe<ResolversTypes['DataDiskSpace']>, ParentType, ContextType>;
  developerDashboard?: Resolver<ResolversTypes['DeveloperDashboard'], ParentType, ContextType>;
  getAdminApplicationCounts?: Resolver<
    ResolversTypes['AdminApplicationCounts'],
    ParentType,
    ContextType,
    RequireFields<QuerygetAdminApplicationCountsArgs, 'approvedSince'>
  >;
  getAdminStats?: Resolver<ResolversTypes['AdminStats'], ParentType, ContextType>;
  getApplication?: Resolver<
    ResolversTypes['Application'],
    ParentType,
    ContextType,
    RequireFields<QuerygetApplicationArgs, 'appId'>
  >;
  getApplicationVersion?: Resolver<
    ResolversTypes['ApplicationVersion'],
    ParentType,
    ContextType,
    RequireFields<QuerygetApplicationVersionArgs, 'versionId'>
  >;
  getDeveloperForAdmin?: Resolver<
    ResolversTypes['AdminDeveloperView'],
    ParentType,
    ContextType,
    RequireFields<QuerygetDeveloperForAdminArgs, 'userId'>
  >;
  getDeveloperProfile?: Resolver<
    Maybe<ResolversTypes['DeveloperProfile']>,
    ParentType,
    ContextType
  >;
  getPaymentEligibility?: Resolver<ResolversTypes['PaymentEligibility'], ParentType, ContextType>;
  listAllApplications?: Resolver<
    ResolversTypes['ApplicationPage'],
    ParentType,
    ContextType,
    Partial<QuerylistAllApplicationsArgs>
  >;
  listDeveloperApplications?: Resolver<
    ResolversTypes['ApplicationPage'],
    ParentType,
    ContextType,
    Partial<QuerylistDeveloperApplicationsArgs>
  >;
  listPendingDevelopers?: Resolver<
    ResolversTypes['DeveloperProfilePage'],
    ParentType,
    ContextType,
    Partial<QuerylistPendingDevelopersArgs>
  >;
  listSalesLedger?: Resolver<
    ResolversTypes['SalesLedgerPage'],
    ParentType,
    ContextType,
    Partial<QuerylistSalesLedgerArgs>
  >;
  listTestPurchases?: Resolver<
    ResolversTypes['TestPurchasePage'],
    ParentType,
    ContextType,
    Partial<QuerylistTestPurchasesArgs>
  >;
  listUpdatesInReview?: Resolver<
    ResolversTypes['ApplicationVersionPage'],
    ParentType,
    ContextType,
    Partial<QuerylistUpdatesInReviewArgs>
  >;
  paymentsConfig?: Resolver<ResolversTypes['PaymentsConfig'], ParentType, ContextType>;
  payoutStatement?: Resolver<
    ResolversTypes['PayoutStatement'],
    ParentType,
    ContextType,
    RequireFields<QuerypayoutStatementArgs, 'id'>
  >;
  payouts?: Resolver<ResolversTypes['Payouts'], ParentType, ContextType>;
  portalNotice?: Resolver<Maybe<ResolversTypes['PortalNotice']>, ParentType, ContextType>;
  portalSettings?: Resolver<ResolversTypes['PortalSettings'], ParentType, ContextType>;
  savedRejectionReasons?: Resolver<
    Array<ResolversTypes['SavedRejectionReason']>,
    ParentType,
    ContextType
  >;
  signInMethods?: Resolver<Array<ResolversTypes['SignInMethod']>, ParentType, ContextType>;
  storeFigures?: Resolver<
    ResolversTypes['StoreFigures'],
    ParentType,
    ContextType,
    RequireFields<QuerystoreFiguresArgs, 'from' | 'grouping' | 'to'>
  >;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  twoFactorStatus?: Resolver<ResolversTypes['TwoFactorStatus'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
};

export type RegionalRatingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RegionalRatings'] =
    ResolversParentTypes['RegionalRatings'],
> = {
  EU?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  UK?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  US?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RevenueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Revenue'] = ResolversParentTypes['Revenue'],
> = {
  gross?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ReviewActionResolvers = EnumResolverSignature<
  {
    APPROVE?: any;
    APPROVE_UPDATE?: any;
    REJECT?: any;
    REJECT_UPDATE?: any;
    RESTORE?: any;
    SUSPEND?: any;
  },
  ResolversTypes['ReviewAction']
>;

export type ReviewMessageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReviewMessage'] = ResolversParentTypes['ReviewMessage'],
> = {
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorRole?: Resolver<ResolversTypes['ReviewMessageAuthorRole'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ReviewMessageAuthorRoleResolvers = EnumResolverSignature<
  { DEVELOPER?: any; REVIEWER?: any },
  ResolversTypes['ReviewMessageAuthorRole']
>;

export type ReviewTimePeriodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReviewTimePeriod'] =
    ResolversParentTypes['ReviewTimePeriod'],
> = {
  reviews?: Resolver<ResolversTypes['ReviewTimeSummary'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewTimeSummaryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReviewTimeSummary'] =
    ResolversParentTypes['ReviewTimeSummary'],
> = {
  decisions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianBusinessDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  medianHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p90BusinessDays?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  p90Hours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  withinPromise?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RoleResolvers = EnumResolverSignature<
  { ADMIN?: any; CUSTOMER?: any; DEVELOPER?: any },
  ResolversTypes['Role']
>;

export type SalesLedgerEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SalesLedgerEntry'] =
    ResolversParentTypes['SalesLedgerEntry'],
> = {
  appName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bundleIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developerShare?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerEntryKind'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occurredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  processingFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  providerReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SalesLedgerPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SalesLedgerPage'] =
    ResolversParentTypes['SalesLedgerPage'],
> = {
  items?: Resolver<Array<ResolversTypes['SalesLedgerEntry']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SandboxAccountStateResolvers = EnumResolverSignature<
  {
    active?: any;
    not_started?: any;
    onboarding?: any;
    restricted?: any;
    verification_pending?: any;
  },
  ResolversTypes['SandboxAccountState']
>;

export type SaveActionResolvers = EnumResolverSignature<
  { SAVE_DRAFT?: any; SUBMIT?: any },
  ResolversTypes['SaveAction']
>;

export type SavedRejectionReasonResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SavedRejectionReason'] =
    ResolversParentTypes['SavedRejectionReason'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScreenshotsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Screenshots'] = ResolversParentTypes['Screenshots'],
> = {
  vmu?: Resolver<Array<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  web?: Resolver<Array<ResolversTypes['AssetFile']>, ParentType, ContextType>;
};

export type SignInMethodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SignInMethod'] = ResolversParentTypes['SignInMethod'],
> = {
  linkedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['AuthProvider'], ParentType, ContextType>;
};

export type StoreFiguresResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StoreFigures'] = ResolversParentTypes['StoreFigures'],
> = {
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grouping?: Resolver<ResolversTypes['AnalyticsGrouping'], ParentType, ContextType>;
  growth?: Resolver<ResolversTypes['StoreGrowth'], ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['StorePayoutMonth']>, ParentType, ContextType>;
  payoutsDueThisMonth?: Resolver<Array<ResolversTypes['StorePayoutsDue']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['PendingReviews'], ParentType, ContextType>;
  reviewTimes?: Resolver<ResolversTypes['StoreReviewTimes'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topApps?: Resolver<
    ResolversTypes['StoreTopApps'],
    ParentType,
    ContextType,
    Partial<StoreFigurestopAppsArgs>
  >;
};

export type StoreGrowthResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StoreGrowth'] = ResolversParentTypes['StoreGrowth'],
> = {
  periods?: Resolver<Array<ResolversTypes['StoreGrowthPeriod']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StoreGrowthPeriod'], ParentType, ContextType>;
};

export type StoreGrowthPeriodResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StoreGrowthPeriod'] =
    ResolversParentTypes['StoreGrowthPeriod'],
> = {
  appsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appsPublished?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  developersJoined?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  developersVerified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorePayoutMonthResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StorePayoutMonth'] =
    ResolversParentTypes['StorePayoutMonth'],
> = {
  carriedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  dueAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorePayoutsDueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StorePayoutsDue'] =
    ResolversParentTypes['StorePayoutsDue'],
> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  dueAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreReviewTimesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StoreReviewTimes'] =
    ResolversParentTypes['StoreReviewTimes'],
> = {
  all?: Resolver<ResolversTypes['ReviewTimeSummary'], ParentType, ContextType>;
  developers?: Resolver<ResolversTypes['ReviewTimeSummary'], ParentType, ContextType>;
  newApps?: Resolver<ResolversTypes['ReviewTimeSummary'], ParentType, ContextType>;
  periods?: Resolver<Array<ResolversTypes['ReviewTimePeriod']>, ParentType, ContextType>;
  updates?: Resolver<ResolversTypes['ReviewTimeSummary'], ParentType, ContextType>;
};

export type StoreTopAppsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StoreTopApps'] = ResolversParentTypes['StoreTopApps'],
> = {
  byDownloads?: Resolver<Array<ResolversTypes['TopAppByDownloads']>, ParentType, ContextType>;
  byRevenue?: Resolver<Array<ResolversTypes['TopAppByRevenue']>, ParentType, ContextType>;
};

export type StripeInfoResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StripeInfo'] = ResolversParentTypes['StripeInfo'],
> = {
  accountStatus?: Resolver<ResolversTypes['ConnectAccountStatus'], ParentType, ContextType>;
  chargesEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  connectAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusUpdate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  onboardingComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payoutsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requirementsCurrentlyDue?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requirementsEventuallyDue?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TestPurchaseResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TestPurchase'] = ResolversParentTypes['TestPurchase'],
> = {
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bundleIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  priceMinor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchaseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PurchaseStatus'], ParentType, ContextType>;
  versionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TestPurchasePageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TestPurchasePage'] =
    ResolversParentTypes['TestPurchasePage'],
> = {
  items?: Resolver<Array<ResolversTypes['TestPurchase']>, ParentType, ContextType>;
  nextToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TopAppByDownloadsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TopAppByDownloads'] =
    ResolversParentTypes['TopAppByDownloads'],
> = {
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bundleIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TopAppByRevenueResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TopAppByRevenue'] =
    ResolversParentTypes['TopAppByRevenue'],
> = {
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bundleIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  developerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gross?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  platformFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitsRefunded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TwoFactorStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TwoFactorStatus'] =
    ResolversParentTypes['TwoFactorStatus'],
> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requiredForStaff?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserStatusFilterResolvers = EnumResolverSignature<
  { NOT_STARTED?: any; PENDING?: any; REJECTED?: any; SUSPENDED?: any; VERIFIED?: any },
  ResolversTypes['UserStatusFilter']
>;

export type VersionChangeResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['VersionChange'] = ResolversParentTypes['VersionChange'],
> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  afterFiles?: Resolver<Array<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  beforeFiles?: Resolver<Array<ResolversTypes['AssetFile']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VersionChangeKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VersionChangeKindResolvers = EnumResolverSignature<
  { FILES?: any; TEXT?: any },
  ResolversTypes['VersionChangeKind']
>;

export type VersionListingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['VersionListing'] =
    ResolversParentTypes['VersionListing'],
> = {
  assets?: Resolver<ResolversTypes['ApplicationAssets'], ParentType, ContextType>;
  longDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pegiRating?: Resolver<Maybe<ResolversTypes['PegiRating']>, ParentType, ContextType>;
  privacyPolicyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsAndConditionsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VersionReviewStatusResolvers = EnumResolverSignature<
  { APPROVED?: any; DRAFT?: any; PENDING?: any; REJECTED?: any; WITHDRAWN?: any },
  ResolversTypes['VersionReviewStatus']
>;

export type VersionStatusResolvers = EnumResolverSignature<
  {
    APPROVED?: any;
    DRAFT?: any;
    IN_REVIEW?: any;
    LIVE?: any;
    REJECTED?: any;
    SUPERSEDED?: any;
    WITHDRAWN?: any;
  },
  ResolversTypes['VersionStatus']
>;

export type ViewerResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer'],
> = {
  accountType?: Resolver<Maybe<ResolversTypes['AccountType']>, ParentType, ContextType>;
  accountVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ageVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  developerStatus?: Resolver<Maybe<ResolversTypes['DeveloperStatus']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isEmailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onboardingCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['AuthProvider'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  twoFactorSetupRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AccountDeletionCode?: AccountDeletionCodeResolvers<ContextType>;
  AccountDetailsSaved?: AccountDetailsSavedResolvers<ContextType>;
  AccountHistoryEntry?: AccountHistoryEntryResolvers<ContextType>;
  AccountSuspension?: AccountSuspensionResolvers<ContextType>;
  AccountType?: AccountTypeResolvers;
  ActiveSession?: ActiveSessionResolvers<ContextType>;
  AdminApplicationCounts?: AdminApplicationCountsResolvers<ContextType>;
  AdminDeveloperView?: AdminDeveloperViewResolvers<ContextType>;
  AdminStats?: AdminStatsResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserApplication?: AdminUserApplicationResolvers<ContextType>;
  AdminUserDetails?: AdminUserDetailsResolvers<ContextType>;
  AdminUserPage?: AdminUserPageResolvers<ContextType>;
  AdminUserSession?: AdminUserSessionResolvers<ContextType>;
  AgeRating?: AgeRatingResolvers<ContextType>;
  Analytics?: AnalyticsResolvers<ContextType>;
  AnalyticsGrouping?: AnalyticsGroupingResolvers;
  AnalyticsPeriod?: AnalyticsPeriodResolvers<ContextType>;
  AnalyticsRevenue?: AnalyticsRevenueResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenLifetime?: ApiTokenLifetimeResolvers;
  ApiTokenScope?: ApiTokenScopeResolvers;
  AppDetails?: AppDetailsResolvers<ContextType>;
  AppStatus?: AppStatusResolvers;
  AppType?: AppTypeResolvers;
  AppVisibility?: AppVisibilityResolvers;
  Application?: ApplicationResolvers<ContextType>;
  ApplicationAction?: ApplicationActionResolvers;
  ApplicationAnalytics?: ApplicationAnalyticsResolvers<ContextType>;
  ApplicationAssets?: ApplicationAssetsResolvers<ContextType>;
  ApplicationDeveloper?: ApplicationDeveloperResolvers<ContextType>;
  ApplicationMetadata?: ApplicationMetadataResolvers<ContextType>;
  ApplicationPage?: ApplicationPageResolvers<ContextType>;
  ApplicationReviewEvent?: ApplicationReviewEventResolvers<ContextType>;
  ApplicationVersion?: ApplicationVersionResolvers<ContextType>;
  ApplicationVersionPage?: ApplicationVersionPageResolvers<ContextType>;
  AssetFile?: AssetFileResolvers<ContextType>;
  AuditAction?: AuditActionResolvers;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditEvent?: AuditEventResolvers<ContextType>;
  AuditEventPage?: AuditEventPageResolvers<ContextType>;
  AuditTargetType?: AuditTargetTypeResolvers;
  AuthProvider?: AuthProviderResolvers;
  AuthProviders?: AuthProvidersResolvers<ContextType>;
  BundleCheckResult?: BundleCheckResultResolvers<ContextType>;
  BusinessInfo?: BusinessInfoResolvers<ContextType>;
  ConnectAccountResult?: ConnectAccountResultResolvers<ContextType>;
  ConnectAccountStatus?: ConnectAccountStatusResolvers;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  Currency?: CurrencyResolvers;
  DailyFiguresCheck?: DailyFiguresCheckResolvers<ContextType>;
  DashboardAppCounts?: DashboardAppCountsResolvers<ContextType>;
  DashboardFigure?: DashboardFigureResolvers<ContextType>;
  DashboardRevenue?: DashboardRevenueResolvers<ContextType>;
  DataDiskSpace?: DataDiskSpaceResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteApplicationResult?: DeleteApplicationResultResolvers<ContextType>;
  DeletedAccount?: DeletedAccountResolvers<ContextType>;
  DeveloperDashboard?: DeveloperDashboardResolvers<ContextType>;
  DeveloperDetails?: DeveloperDetailsResolvers<ContextType>;
  DeveloperProfile?: DeveloperProfileResolvers<ContextType>;
  DeveloperProfilePage?: DeveloperProfilePageResolvers<ContextType>;
  DeveloperStatus?: DeveloperStatusResolvers;
  DeveloperStatusChange?: DeveloperStatusChangeResolvers<ContextType>;
  DeveloperStatusInfo?: DeveloperStatusInfoResolvers<ContextType>;
  DiskSpaceLevel?: DiskSpaceLevelResolvers;
  DownloadLink?: DownloadLinkResolvers<ContextType>;
  LedgerEntryKind?: LedgerEntryKindResolvers;
  LegalPages?: LegalPagesResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  OnboardingData?: OnboardingDataResolvers<ContextType>;
  OnboardingProgress?: OnboardingProgressResolvers<ContextType>;
  OnboardingStep?: OnboardingStepResolvers;
  PaymentEligibility?: PaymentEligibilityResolvers<ContextType>;
  PaymentEligibilityReason?: PaymentEligibilityReasonResolvers;
  PaymentProviderDriver?: PaymentProviderDriverResolvers;
  PaymentsConfig?: PaymentsConfigResolvers<ContextType>;
  PayoutBlocker?: PayoutBlockerResolvers;
  PayoutMinimum?: PayoutMinimumResolvers<ContextType>;
  PayoutStatement?: PayoutStatementResolvers<ContextType>;
  PayoutStatementPage?: PayoutStatementPageResolvers<ContextType>;
  PayoutStatus?: PayoutStatusResolvers;
  Payouts?: PayoutsResolvers<ContextType>;
  PegiRating?: PegiRatingResolvers;
  PendingReviews?: PendingReviewsResolvers<ContextType>;
  PersonalInfo?: PersonalInfoResolvers<ContextType>;
  PortalNotice?: PortalNoticeResolvers<ContextType>;
  PortalSettings?: PortalSettingsResolvers<ContextType>;
  PricingType?: PricingTypeResolvers;
  ProfileMetadata?: ProfileMetadataResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  PurchaseStatus?: PurchaseStatusResolvers;
  Query?: QueryResolvers<ContextType>;
  RegionalRatings?: RegionalRatingsResolvers<ContextType>;
  Revenue?: RevenueResolvers<ContextType>;
  ReviewAction?: ReviewActionResolvers;
  ReviewMessage?: ReviewMessageResolvers<ContextType>;
  ReviewMessageAuthorRole?: ReviewMessageAuthorRoleResolvers;
  ReviewTimePeriod?: ReviewTimePeriodResolvers<ContextType>;
  ReviewTimeSummary?: ReviewTimeSummaryResolvers<ContextType>;
  Role?: RoleResolvers;
  SalesLedgerEntry?: SalesLedgerEntryResolvers<ContextType>;
  SalesLedgerPage?: SalesLedgerPageResolvers<ContextType>;
  SandboxAccountState?: SandboxAccountStateResolvers;
  SaveAction?: SaveActionResolvers;
  SavedRejectionReason?: SavedRejectionReasonResolvers<ContextType>;
  Screenshots?: ScreenshotsResolvers<ContextType>;
  SignInMethod?: SignInMethodResolvers<ContextType>;
  StoreFigures?: StoreFiguresResolvers<ContextType>;
  StoreGrowth?: StoreGrowthResolvers<ContextType>;
  StoreGrowthPeriod?: StoreGrowthPeriodResolvers<ContextType>;
  StorePayoutMonth?: StorePayoutMonthResolvers<ContextType>;
  StorePayoutsDue?: StorePayoutsDueResolvers<ContextType>;
  StoreReviewTimes?: StoreReviewTimesResolvers<ContextType>;
  StoreTopApps?: StoreTopAppsResolvers<ContextType>;
  StripeInfo?: StripeInfoResolvers<ContextType>;
  TestPurchase?: TestPurchaseResolvers<ContextType>;
  TestPurchasePage?: TestPurchasePageResolvers<ContextType>;
  TopAppByDownloads?: TopAppByDownloadsResolvers<ContextType>;
  TopAppByRevenue?: TopAppByRevenueResolvers<ContextType>;
  TwoFactorStatus?: TwoFactorStatusResolvers<ContextType>;
  UserStatusFilter?: UserStatusFilterResolvers;
  VersionChange?: VersionChangeResolvers<ContextType>;
  VersionChangeKind?: VersionChangeKindResolvers;
  VersionListing?: VersionListingResolvers<ContextType>;
  VersionReviewStatus?: VersionReviewStatusResolvers;
  VersionStatus?: VersionStatusResolvers;
  Viewer?: ViewerResolvers<ContextType>;
};
