import {
  API_TOKEN_RATE_LIMITS,
  API_TOKEN_SCOPE_LABELS,
  ApiAppDetailSchema,
  ApiAppPageSchema,
  ApiAppsQuerySchema,
  ApiErrorSchema,
  ApiMeSchema,
  ApiReleaseNotesSchema,
  ApiVersionDetailSchema,
  ApiVersionSchema,
  ASSET_LIMITS,
  PACKAGE_UPLOADED_WITH_CLI,
  DEVELOPER_API_APPS_PATH,
  DEVELOPER_API_ME_PATH,
  DEVELOPER_API_PAGE_SIZE_DEFAULT,
  DEVELOPER_API_PAGE_SIZE_MAX,
  DEVELOPER_API_UPLOAD_MEDIA_TYPE,
  type ApiTokenScope,
} from '@vmu/domain';
import {
  bundleIdentifierParameter,
  jsonContent,
  jsonSchemaOf,
  queryParameters,
  refusalResponse,
} from '../shared/openapi';

// The OpenAPI 3.1 document of the developer API, served at /api/v1/openapi.json, made from the
// contracts (shared/openapi.ts); the paths and prose are written here.

const { requests, uploads } = API_TOKEN_RATE_LIMITS;

const bundleParameter = bundleIdentifierParameter;
const versionParameter = {
  name: 'versionId',
  in: 'path',
  required: true,
  description: "The version's id (versionId of an ApiVersion).",
  schema: { type: 'string' },
};

/** The refusals every route with a token may answer. */
const tokenRefusals = (scope: ApiTokenScope | null) => ({
  401: refusalResponse(
    'No token, or one unknown or malformed (UNAUTHENTICATED), expired (TOKEN_EXPIRED) or revoked (TOKEN_REVOKED)',
  ),
  403: refusalResponse(
    scope
      ? `The token lacks the ${scope} scope (MISSING_SCOPE), or its developer account is not verified any more (ACCOUNT_NOT_ALLOWED)`
      : 'Its developer account is not verified any more (ACCOUNT_NOT_ALLOWED)',
  ),
  429: {
    description: 'Too many requests with this token (RATE_LIMITED): wait Retry-After seconds',
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
    content: jsonContent('ApiError'),
  },
});

const needs = (scope: ApiTokenScope) =>
  `Needs a token with the ${scope} scope (${API_TOKEN_SCOPE_LABELS[scope]}).`;

const APPS_QUERY_DESCRIPTIONS: Record<string, string> = {
  limit: `Apps per page, 1 to ${DEVELOPER_API_PAGE_SIZE_MAX} (default ${DEVELOPER_API_PAGE_SIZE_DEFAULT}).`,
  cursor: "The previous page's nextCursor.",
};

const appPath = `${DEVELOPER_API_APPS_PATH}/{bundleIdentifier}`;
const versionPath = `${appPath}/versions/{versionId}`;

export function developerApiDocument(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'VMU Pro developer API',
      version: '1',
      description: `What a developer's scripts and CI do in the portal with an API token (made on the profile page, shown once): list their apps, upload a package as a new version, set its release notes, submit it for review and read its review status and the reviewer's messages. Send the token as "Authorization: Bearer vmu_...". A token acts only as its developer and within its scopes. Each token may send ${requests.limit} requests a minute, of which ${uploads.limit} uploads. Errors are { error: { code, message, field? } }: the code is stable, the message says what to do.`,
    },
    servers: [{ url: publicUrl.replace(/\/$/, '') }],
    security: [{ apiToken: [] }],
    paths: {
      [DEVELOPER_API_ME_PATH]: {
        get: {
          operationId: 'getMe',
          summary: 'The developer the token acts for, and the token',
          description: 'Any token that works: a way to check one.',
          responses: {
            200: { description: 'The developer and the token', content: jsonContent('ApiMe') },
            ...tokenRefusals(null),
          },
        },
      },
      [DEVELOPER_API_APPS_PATH]: {
        get: {
          operationId: 'listApps',
          summary: "The developer's apps, most recently changed first",
          description: needs('READ_APPS'),
          parameters: queryParameters(ApiAppsQuerySchema, APPS_QUERY_DESCRIPTIONS),
          responses: {
            200: { description: 'A page of apps', content: jsonContent('ApiAppPage') },
            400: refusalResponse(
              'A parameter is not valid (VALIDATION_FAILED); the message names it',
            ),
            ...tokenRefusals('READ_APPS'),
          },
        },
      },
      [appPath]: {
        get: {
          operationId: 'getApp',
          summary: 'One of the developer’s apps, with its versions (newest first)',
          description: needs('READ_APPS'),
          parameters: [bundleParameter],
          responses: {
            200: { description: 'The app', content: jsonContent('ApiAppDetail') },
            404: refusalResponse(
              'The developer has no app with this bundle identifier (NOT_FOUND)',
            ),
            ...tokenRefusals('READ_APPS'),
          },
        },
      },
      [`${appPath}/versions`]: {
        post: {
          operationId: 'uploadBuild',
          summary: 'Upload a package as the app’s new version',
          description: `${needs('UPLOAD_BUILDS')} The body is the .vmupack file itself (${DEVELOPER_API_UPLOAD_MEDIA_TYPE}, with Content-Length, at most ${ASSET_LIMITS.binary.maxMb} MB). It gets the checks of the portal's upload: the whole package is read and must be valid; for a published app it becomes the draft of its update and must be a newer version (three numbers, e.g. 1.4.2) of the same app (the name in its metadata); for an app never published it becomes the app's package, as in the app form. Then set its release notes and submit it.`,
          parameters: [
            bundleParameter,
            {
              name: 'fileName',
              in: 'query',
              required: false,
              description: `The package's file name on your machine (e.g. star-hopper-1.4.2.vmupack), shown in the portal as a browser upload's is; without it the portal says "${PACKAGE_UPLOADED_WITH_CLI}".`,
              schema: { type: 'string', maxLength: 255 },
            },
          ],
          requestBody: {
            required: true,
            content: {
              [DEVELOPER_API_UPLOAD_MEDIA_TYPE]: {
                schema: { type: 'string', contentMediaType: DEVELOPER_API_UPLOAD_MEDIA_TYPE },
              },
            },
          },
          responses: {
            201: { description: 'The draft version', content: jsonContent('ApiVersion') },
            400: refusalResponse(
              'Not newer than the live version (VERSION_NOT_NEWER), a build of another app (PACKAGE_OF_ANOTHER_APP), empty (VALIDATION_FAILED) or cut short (UPLOAD_INCOMPLETE)',
            ),
            404: refusalResponse(
              'The developer has no app with this bundle identifier (NOT_FOUND)',
            ),
            409: refusalResponse(
              'The app cannot take a build now: its update or the app is in review (UPDATE_IN_REVIEW, INVALID_TRANSITION)',
            ),
            411: refusalResponse('No Content-Length (LENGTH_REQUIRED)'),
            413: refusalResponse(`Larger than ${ASSET_LIMITS.binary.maxMb} MB (PACKAGE_TOO_LARGE)`),
            415: refusalResponse(
              `Not sent as ${DEVELOPER_API_UPLOAD_MEDIA_TYPE} (UNSUPPORTED_MEDIA_TYPE)`,
            ),
            422: refusalResponse(
              'Not a valid package; the message says what to fix (INVALID_PACKAGE)',
            ),
            ...tokenRefusals('UPLOAD_BUILDS'),
          },
        },
      },
      [versionPath]: {
        get: {
          operationId: 'getVersion',
          summary: 'One version: its review status and the conversation with the reviewer',
          description: needs('READ_APPS'),
          parameters: [bundleParameter, versionParameter],
          responses: {
            200: {
              description: 'The version and its messages, oldest first',
              content: jsonContent('ApiVersionDetail'),
            },
            404: refusalResponse(
              'No such app of the developer, or no such version of it (NOT_FOUND)',
            ),
            ...tokenRefusals('READ_APPS'),
          },
        },
        patch: {
          operationId: 'setReleaseNotes',
          summary: "Set the version's release notes",
          description: `${needs('UPLOAD_BUILDS')} The version must be the one being prepared: the draft, or a rejected one being fixed.`,
          parameters: [bundleParameter, versionParameter],
          requestBody: { required: true, content: jsonContent('ApiReleaseNotes') },
          responses: {
            200: { description: 'The version', content: jsonContent('ApiVersion') },
            400: refusalResponse('The notes are not valid (VALIDATION_FAILED)'),
            404: refusalResponse(
              'No such app of the developer, or no such version of it (NOT_FOUND)',
            ),
            409: refusalResponse(
              'Not the version being prepared (VERSION_NOT_OPEN), or it is in review (UPDATE_IN_REVIEW, INVALID_TRANSITION)',
            ),
            ...tokenRefusals('UPLOAD_BUILDS'),
          },
        },
      },
      [`${versionPath}/submit`]: {
        post: {
          operationId: 'submitVersion',
          summary: 'Submit the version for review',
          description: `${needs('SUBMIT_FOR_REVIEW')} An update needs its package and release notes; an app's first submission needs everything the app form needs (the listing and its images are edited in the portal). The reviewer answers by mail and in the version's messages.`,
          parameters: [bundleParameter, versionParameter],
          responses: {
            200: { description: 'The version, now in review', content: jsonContent('ApiVersion') },
            400: refusalResponse(
              'Something review needs is missing; the message says what (VALIDATION_FAILED, INCOMPLETE_APPLICATION)',
            ),
            404: refusalResponse(
              'No such app of the developer, or no such version of it (NOT_FOUND)',
            ),
            409: refusalResponse(
              'Not the version being prepared (VERSION_NOT_OPEN), or already in review (UPDATE_IN_REVIEW, INVALID_TRANSITION)',
            ),
            ...tokenRefusals('SUBMIT_FOR_REVIEW'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token (vmu_ and 43 characters) made on the profile page.',
        },
      },
      schemas: {
        ApiMe: jsonSchemaOf(ApiMeSchema, 'output'),
        ApiAppPage: jsonSchemaOf(ApiAppPageSchema, 'output'),
        ApiAppDetail: jsonSchemaOf(ApiAppDetailSchema, 'output'),
        ApiVersion: jsonSchemaOf(ApiVersionSchema, 'output'),
        ApiVersionDetail: jsonSchemaOf(ApiVersionDetailSchema, 'output'),
        ApiReleaseNotes: jsonSchemaOf(ApiReleaseNotesSchema, 'input'),
        ApiError: jsonSchemaOf(ApiErrorSchema, 'output'),
      },
    },
  };
}
