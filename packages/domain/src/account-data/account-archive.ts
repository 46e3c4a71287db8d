import * as z from 'zod/mini';

// Download my data (decision 0047): one JSON file of what the portal holds about the
// signed-in account, built by the server in one read transaction. The schema below is the
// route's answer schema, an allow-list: a column that is not named here (a password hash, a
// session token, an API token's hash, an OAuth token) cannot reach the file.
//
//   GET /api/account/export -> 200 application/json, attachment vmu-pro-account-YYYY-MM-DD.json
//
// Refusals are an ApiError (contracts/refusal.ts): 401 signed out, 429 too many exports.

export const ACCOUNT_EXPORT_PATH = '/api/account/export';

/** Exports an account may download per window: each reads everything the account has. */
export const ACCOUNT_EXPORT_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

export const ACCOUNT_EXPORT_FORMAT = 'vmu-pro-account-archive';
export const ACCOUNT_EXPORT_VERSION = 1;

/** The file's name, dated by the UTC day of the export. */
export const accountExportFileName = (exportedAt: Date) =>
  `vmu-pro-account-${exportedAt.toISOString().slice(0, 10)}.json`;

const timestamp = z.string();
const optionalTimestamp = z.nullable(z.string());
const text = z.nullable(z.string());
/** Money in minor units (cents), as a string so no amount loses precision. */
const minor = z.string();

const ArchivedAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: text,
  role: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const ArchivedSignInMethodSchema = z.object({
  provider: z.string(),
  /** The provider's id of the account (for email sign-in, the account's own id). */
  providerAccountId: z.string(),
  hasPassword: z.boolean(),
  createdAt: timestamp,
});

const ArchivedSessionSchema = z.object({
  createdAt: timestamp,
  lastUsedAt: timestamp,
  expiresAt: timestamp,
  ipAddress: text,
  userAgent: text,
});

const ArchivedProfileSchema = z.object({
  firstName: text,
  lastName: text,
  address: text,
  city: text,
  postalCode: text,
  country: z.string(),
  accountType: z.string(),
  companyName: text,
  legalName: z.string(),
  businessName: text,
  firstAppName: text,
  firstAppDescription: text,
  completedSteps: z.array(z.string()),
  completedAt: optionalTimestamp,
  developerStatus: text,
  verifiedAt: optionalTimestamp,
  verificationNotes: text,
  ageVerified: z.boolean(),
  preferences: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const ArchivedPaymentAccountSchema = z.object({
  provider: z.string(),
  accountId: z.string(),
  accountStatus: z.string(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  createdAt: timestamp,
});

const ArchivedMessageSchema = z.object({
  /** DEVELOPER (you) or REVIEWER (staff, not named). */
  authorRole: z.string(),
  body: z.string(),
  createdAt: timestamp,
});

const ArchivedVersionSchema = z.object({
  id: z.string(),
  versionNumber: z.string(),
  isUpdate: z.boolean(),
  reviewStatus: z.string(),
  reviewNotes: text,
  releaseNotes: z.string(),
  packageName: text,
  packageSize: z.nullable(z.number()),
  createdAt: timestamp,
  submittedAt: optionalTimestamp,
  decidedAt: optionalTimestamp,
  messages: z.array(ArchivedMessageSchema),
});

const ArchivedAppSchema = z.object({
  id: z.string(),
  appName: z.string(),
  bundleIdentifier: z.string(),
  status: z.string(),
  visibility: z.string(),
  shortDescription: z.string(),
  longDescription: z.string(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  priceCents: z.number(),
  currency: z.string(),
  currentVersion: z.string(),
  ageRating: z.unknown(),
  termsAndConditionsUrl: text,
  privacyPolicyUrl: text,
  rejectionReason: text,
  totalSales: z.number(),
  totalDownloads: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
  publishedAt: optionalTimestamp,
  versions: z.array(ArchivedVersionSchema),
});

const ArchivedFileSchema = z.object({
  fileName: z.string(),
  assetType: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: timestamp,
});

const ArchivedStatementSchema = z.object({
  month: z.string(),
  currency: z.string(),
  saleCount: z.number(),
  refundCount: z.number(),
  gross: minor,
  taxes: minor,
  processingFees: minor,
  refunds: minor,
  net: minor,
  developerShare: minor,
  platformShare: minor,
  carriedIn: minor,
  balance: minor,
  payoutAmount: minor,
  carriedOut: minor,
  status: z.string(),
  dueOn: z.string(),
  paidAt: optionalTimestamp,
  payoutReference: text,
  closedAt: timestamp,
});

/** A sale or refund of one of your apps; the buyer is not named (their data is theirs). */
const ArchivedSaleSchema = z.object({
  kind: z.string(),
  purchaseId: z.string(),
  applicationId: z.string(),
  currency: z.string(),
  gross: minor,
  tax: minor,
  processingFee: minor,
  refund: minor,
  net: minor,
  platformFee: minor,
  occurredAt: timestamp,
});

const ArchivedPurchaseSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  appName: z.string(),
  bundleIdentifier: z.string(),
  price: minor,
  currency: z.string(),
  status: z.string(),
  createdAt: timestamp,
  completedAt: optionalTimestamp,
  refundedAt: optionalTimestamp,
});

const ArchivedApiTokenSchema = z.object({
  name: z.string(),
  scopes: z.array(z.string()),
  prefix: z.string(),
  createdAt: timestamp,
  expiresAt: timestamp,
  lastUsedAt: optionalTimestamp,
  revokedAt: optionalTimestamp,
});

export const AccountArchiveSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: timestamp,
  account: ArchivedAccountSchema,
  signInMethods: z.array(ArchivedSignInMethodSchema),
  sessions: z.array(ArchivedSessionSchema),
  profile: z.nullable(ArchivedProfileSchema),
  paymentAccount: z.nullable(ArchivedPaymentAccountSchema),
  apps: z.array(ArchivedAppSchema),
  uploadedFiles: z.array(ArchivedFileSchema),
  payoutStatements: z.array(ArchivedStatementSchema),
  sales: z.array(ArchivedSaleSchema),
  purchases: z.array(ArchivedPurchaseSchema),
  apiTokens: z.array(ArchivedApiTokenSchema),
});
export type AccountArchive = z.output<typeof AccountArchiveSchema>;
