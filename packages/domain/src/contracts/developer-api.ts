import { utcDayOf } from '../analytics/range';
import * as z from 'zod/mini';
import {
  API_TOKEN_PATTERN,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '../api-tokens/api-tokens';
import { RELEASE_NOTES_MAX_LENGTH, RELEASE_NOTES_TOO_LONG } from '../apps/application-form';
import { APP_STATUSES, APP_VISIBILITIES } from '../apps/status';
import { VERSION_STATUS_LABELS, VERSION_STATUSES, type VersionStatus } from '../apps/versions';
import { maxGraphemes } from '../text-length';
import { UPLOAD_FILE_NAME_MAX_LENGTH } from './uploads';

// The developer API (decision 0043), version 1: what a developer's CI or the CLI
// (packages/cli) does with an API token instead of a browser. Written once for the server (its
// validator, the allow-list of what it sends and the OpenAPI document it serves) and the CLI:
//   GET   /api/v1/openapi.json                                   the OpenAPI document (no token)
//   GET   /api/v1/me                                             (any scope) -> ApiMe
//   GET   /api/v1/apps?limit=&cursor=                            READ_APPS -> ApiAppPage
//   GET   /api/v1/apps/{bundleIdentifier}                        READ_APPS -> ApiAppDetail
//   POST  /api/v1/apps/{bundleIdentifier}/versions               UPLOAD_BUILDS, the .vmupack's
//         bytes (application/octet-stream, Content-Length) -> 201 ApiVersion
//   PATCH /api/v1/apps/{bundleIdentifier}/versions/{versionId}   UPLOAD_BUILDS, ApiReleaseNotes -> ApiVersion
//   POST  /api/v1/apps/{bundleIdentifier}/versions/{versionId}/submit   SUBMIT_FOR_REVIEW -> ApiVersion
//   GET   /api/v1/apps/{bundleIdentifier}/versions/{versionId}   READ_APPS -> ApiVersionDetail
// Every refusal is the app's ApiError ({ error: { code, message, field? } }); the codes of the
// token's own refusals are DEVELOPER_API_REFUSALS below, the rest are the portal's (the same
// codes and messages the web shows for the same mistake: VERSION_NOT_NEWER, INVALID_PACKAGE...).

export const DEVELOPER_API_PREFIX = '/api/v1';
export const DEVELOPER_API_OPENAPI_PATH = `${DEVELOPER_API_PREFIX}/openapi.json`;
export const DEVELOPER_API_ME_PATH = `${DEVELOPER_API_PREFIX}/me`;
export const DEVELOPER_API_APPS_PATH = `${DEVELOPER_API_PREFIX}/apps`;
export const developerApiAppPath = (bundleIdentifier: string) =>
  `${DEVELOPER_API_APPS_PATH}/${encodeURIComponent(bundleIdentifier)}`;
export const developerApiVersionsPath = (bundleIdentifier: string) =>
  `${developerApiAppPath(bundleIdentifier)}/versions`;

/**
 * An upload's path with the package's file name on the developer's machine, as GitHub's release
 * asset upload takes it (`?name=`): the portal shows it, as it shows a browser upload's name.
 */
export const developerApiUploadPath = (bundleIdentifier: string, fileName: string) =>
  `${developerApiVersionsPath(bundleIdentifier)}?fileName=${encodeURIComponent(fileName)}`;

/** What a package sent through the developer API without its file name is called (decision 0058). */
export const PACKAGE_UPLOADED_WITH_CLI = 'Uploaded with the CLI';

/** The upload's query: the package's file name, optional (older CLIs and scripts send none). */
export const DeveloperApiUploadQuerySchema = z.object({
  fileName: z.optional(z.string()),
});

/**
 * The name an API upload is stored under: the file name it was sent with when that is a plain
 * .vmupack file name (no folder, no control character, at most 255 characters), else "Uploaded
 * with the CLI"; never the bundle identifier, which is not the file's name.
 */
export const uploadedFileNameOf = (fileName: string | undefined): string => {
  const name = fileName?.trim();
  const plain =
    name &&
    name.length <= UPLOAD_FILE_NAME_MAX_LENGTH &&
    name.toLowerCase().endsWith('.vmupack') &&
    !/[\\/]|\p{Cc}/u.test(name);
  return plain ? name : PACKAGE_UPLOADED_WITH_CLI;
};
export const developerApiVersionPath = (bundleIdentifier: string, versionId: string) =>
  `${developerApiVersionsPath(bundleIdentifier)}/${encodeURIComponent(versionId)}`;
export const developerApiSubmitPath = (bundleIdentifier: string, versionId: string) =>
  `${developerApiVersionPath(bundleIdentifier, versionId)}/submit`;

/** The header a token travels in: `Authorization: Bearer vmu_...`. */
export const DEVELOPER_API_AUTH_SCHEME = 'Bearer';
export const developerApiAuthorization = (token: string) => `${DEVELOPER_API_AUTH_SCHEME} ${token}`;

/** The body of an upload: the package's bytes as they are. */
export const DEVELOPER_API_UPLOAD_MEDIA_TYPE = 'application/octet-stream';

// The refusals of the API's own checks (the token, the scope, the rate and the upload's
// framing), each with its status and a message a person can act on.
export const DEVELOPER_API_REFUSALS = {
  UNAUTHENTICATED: { status: 401 },
  TOKEN_EXPIRED: { status: 401 },
  TOKEN_REVOKED: { status: 401 },
  ACCOUNT_NOT_ALLOWED: { status: 403 },
  MISSING_SCOPE: { status: 403 },
  NOT_FOUND: { status: 404 },
  RATE_LIMITED: { status: 429 },
  LENGTH_REQUIRED: { status: 411 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  PACKAGE_TOO_LARGE: { status: 413 },
  INVALID_PACKAGE: { status: 422 },
  UPLOAD_INCOMPLETE: { status: 400 },
  VALIDATION_FAILED: { status: 400 },
  VERSION_NOT_OPEN: { status: 409 },
  BODY_TOO_LARGE: { status: 413 },
} as const;
export type DeveloperApiRefusalCode = keyof typeof DEVELOPER_API_REFUSALS;

export const API_TOKEN_MISSING =
  'Send an API token in the Authorization header: "Bearer vmu_...". Make one on your profile in the portal.';
export const API_TOKEN_MALFORMED =
  'The Authorization header must be "Bearer " followed by an API token (vmu_ and 43 characters).';
export const API_TOKEN_UNKNOWN =
  'This API token is not valid. Check that it was copied whole, or make a new one on your profile.';
export const apiTokenExpired = (expiresAt: Date) =>
  `This API token expired on ${utcDayOf(expiresAt)}. Make a new one on your profile.`;
export const API_TOKEN_REVOKED =
  'This API token was revoked. Make a new one on your profile if you still need one.';
export const API_TOKEN_OWNER_NOT_ALLOWED =
  "This token's developer account is not verified (pending, rejected or no longer a developer), so its tokens do not work.";
export const apiTokenMissingScope = (scope: ApiTokenScope) =>
  `This token lacks the ${scope} scope (${API_TOKEN_SCOPE_LABELS[scope]}). Make a token with it on your profile.`;
export const apiRateLimited = (retryAfterSeconds: number) =>
  `Too many requests with this token. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`;
export const API_APP_NOT_FOUND = 'You have no app with this bundle identifier.';
export const API_VERSION_NOT_FOUND = 'This app has no version with this id.';
/** A version that is not the one being prepared: its status as the history labels it. */
export const apiVersionNotOpen = (versionNumber: string, status: VersionStatus) =>
  `Version ${versionNumber} is ${VERSION_STATUS_LABELS[status].toLowerCase()}: only the version being prepared (a draft, or a rejected one being fixed) can be changed or submitted. Upload a new build to start one.`;
export const API_ROUTE_NOT_FOUND = `No such API route. The routes are listed in ${DEVELOPER_API_OPENAPI_PATH}.`;
export const API_UPLOAD_LENGTH_REQUIRED =
  "Send the package's size in bytes in the Content-Length header.";
export const API_UPLOAD_MEDIA_TYPE = `Send the package's bytes as ${DEVELOPER_API_UPLOAD_MEDIA_TYPE}.`;
export const API_BODY_MEDIA_TYPE = 'Send the body as application/json.';
export const API_BODY_NOT_JSON = 'The request body is not valid JSON.';
export const API_BODY_TOO_LARGE = 'The request body is too large.';
export const API_UPLOAD_EMPTY = 'The body is empty: send the .vmupack file as the body.';
export const API_UPLOAD_INTERRUPTED =
  'The upload was interrupted before the whole package arrived.';

/** Whether the text has an API token's form. */
export const ApiTokenSchema = z.string().check(z.regex(API_TOKEN_PATTERN));

export const ApiTokenScopeSchema = z.enum(API_TOKEN_SCOPES);

/** GET /me: who the token acts for, and the token itself. */
export const ApiMeSchema = z.object({
  developer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  token: z.object({
    name: z.string(),
    scopes: z.array(ApiTokenScopeSchema),
    expiresAt: z.string(),
  }),
});
export type ApiMe = z.output<typeof ApiMeSchema>;

/** One of the developer's apps. `currentVersion` is the live version's number, null before. */
export const ApiAppSchema = z.object({
  appId: z.string(),
  bundleIdentifier: z.string(),
  appName: z.string(),
  status: z.enum(APP_STATUSES),
  visibility: z.enum(APP_VISIBILITIES),
  currentVersion: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type ApiApp = z.output<typeof ApiAppSchema>;

export const DEVELOPER_API_PAGE_SIZE_DEFAULT = 50;
export const DEVELOPER_API_PAGE_SIZE_MAX = 100;
export const API_LIMIT_INVALID = `limit must be a whole number from 1 to ${DEVELOPER_API_PAGE_SIZE_MAX}`;
export const API_CURSOR_INVALID = 'cursor must be the nextCursor of the previous page';
/** Cursors are opaque and short; anything longer is not one. */
export const DEVELOPER_API_CURSOR_MAX_LENGTH = 200;

/** GET /apps: the query string's limit ('50') and the previous page's nextCursor. */
export const ApiAppsQuerySchema = z.object({
  limit: z._default(
    z
      .pipe(
        z
          .string({ error: API_LIMIT_INVALID })
          .check(z.regex(/^[0-9]{1,3}$/, { error: API_LIMIT_INVALID })),
        z.transform(Number),
      )
      .check(
        z.refine((n) => n >= 1 && n <= DEVELOPER_API_PAGE_SIZE_MAX, { error: API_LIMIT_INVALID }),
      ),
    DEVELOPER_API_PAGE_SIZE_DEFAULT,
  ),
  cursor: z.optional(
    z
      .string({ error: API_CURSOR_INVALID })
      .check(
        z.minLength(1, { error: API_CURSOR_INVALID }),
        z.maxLength(DEVELOPER_API_CURSOR_MAX_LENGTH, { error: API_CURSOR_INVALID }),
      ),
  ),
});
export type ApiAppsQuery = z.output<typeof ApiAppsQuerySchema>;

/** The developer's apps, most recently changed first. */
export const ApiAppPageSchema = z.object({
  items: z.array(ApiAppSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type ApiAppPage = z.output<typeof ApiAppPageSchema>;

/**
 * One version of an app: the app's own submissions and its updates (isUpdate), as the portal's
 * version history shows them. `status` is the history's (VERSION_STATUSES: DRAFT, IN_REVIEW,
 * APPROVED, REJECTED, WITHDRAWN, LIVE, SUPERSEDED); `reviewNotes` the reviewer's reason of a
 * rejection.
 */
export const ApiVersionSchema = z.object({
  versionId: z.string(),
  versionNumber: z.string(),
  status: z.enum(VERSION_STATUSES),
  releaseNotes: z.string(),
  isUpdate: z.boolean(),
  createdAt: z.string(),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  reviewNotes: z.nullable(z.string()),
});
export type ApiVersion = z.output<typeof ApiVersionSchema>;

/** GET /apps/{bundleIdentifier}: the app and its versions, newest first. */
export const ApiAppDetailSchema = z.extend(ApiAppSchema, {
  versions: z.array(ApiVersionSchema),
});
export type ApiAppDetail = z.output<typeof ApiAppDetailSchema>;

export const API_MESSAGE_AUTHOR_ROLES = ['developer', 'reviewer'] as const;

/** A message of the version's conversation with the reviewer, oldest first. */
export const ApiReviewMessageSchema = z.object({
  id: z.string(),
  authorRole: z.enum(API_MESSAGE_AUTHOR_ROLES),
  body: z.string(),
  createdAt: z.string(),
});
export type ApiReviewMessage = z.output<typeof ApiReviewMessageSchema>;

/** GET /apps/{bundleIdentifier}/versions/{versionId}: the version and its conversation. */
export const ApiVersionDetailSchema = z.extend(ApiVersionSchema, {
  messages: z.array(ApiReviewMessageSchema),
});
export type ApiVersionDetail = z.output<typeof ApiVersionDetailSchema>;

export const API_RELEASE_NOTES_INVALID = 'releaseNotes must be text';

/** PATCH /apps/{bundleIdentifier}/versions/{versionId}: the version's release notes. */
export const ApiReleaseNotesSchema = z.object({
  releaseNotes: z
    .string({ error: API_RELEASE_NOTES_INVALID })
    .check(maxGraphemes(RELEASE_NOTES_MAX_LENGTH, RELEASE_NOTES_TOO_LONG)),
});
export type ApiReleaseNotes = z.output<typeof ApiReleaseNotesSchema>;
