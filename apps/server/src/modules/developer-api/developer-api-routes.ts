import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  API_BODY_MEDIA_TYPE,
  API_BODY_NOT_JSON,
  API_BODY_TOO_LARGE,
  API_ROUTE_NOT_FOUND,
  API_TOKEN_RATE_LIMITS,
  API_UPLOAD_MEDIA_TYPE,
  ApiAppDetailSchema,
  ApiAppPageSchema,
  ApiAppsQuerySchema,
  ApiErrorSchema,
  ApiMeSchema,
  apiRateLimited,
  ApiReleaseNotesSchema,
  ApiVersionDetailSchema,
  ApiVersionSchema,
  DEVELOPER_API_APPS_PATH,
  DEVELOPER_API_ME_PATH,
  DEVELOPER_API_OPENAPI_PATH,
  DEVELOPER_API_PREFIX,
  DEVELOPER_API_UPLOAD_MEDIA_TYPE,
  DeveloperApiUploadQuerySchema,
  uploadedFileNameOf,
  type ApiTokenRateLimitKind,
  type ApiTokenScope,
} from '@vmu/domain';
import type { Database } from '../../db/client';
import { answerOutage } from '../../db/outage-errors';
import { AppError, INTERNAL_ERROR_MESSAGE, isAppError } from '../../errors';
import type { Storage } from '../../platform/storage/storage';
import {
  acceptJsonBodiesOnly,
  asObjectBody,
  firstValidationMessage,
  withZodSchemas,
} from '../../plugins/zod-schemas';
import { hitAccountLimit } from '../shared/account-rate-limit';
import { authenticateApiToken, requireApiTokenScope, type ApiCaller } from '../api-tokens';
import { closeAfterReply } from '../uploads';
import { developerApiDocument } from './developer-api-openapi';
import { listOwnApps, readOwnApp, readOwnVersion } from './services/developer-apps';
import {
  setReleaseNotes,
  submitVersion,
  uploadBuild,
  type DeveloperApiDeps,
} from './services/developer-versions';

// The developer API, version 1 (decision 0043): what CI and the CLI do with an API
// token. The bodies are the domain's contracts (packages/domain contracts/developer-api.ts): the
// route schemas check what comes in and send only what the contract names; the OpenAPI document
// is made from the same schemas. Every request names its token, which is checked, rate-limited
// and logged before anything else (the body of an upload is not read until then).

export type DeveloperApiOptions = {
  db: Database;
  storage: Storage;
  publicUrl: string;
  /** Where uploaded packages are spooled while they are checked (the browser upload's folder). */
  tempDir?: string;
};

/** What a route asks of its token: a scope, and whether it counts as an upload. */
type RouteAccess = { scope: ApiTokenScope | null; upload?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The developer API's routes: what their token must allow. */
    developerApi?: RouteAccess;
  }
}

const JSON_BODY_LIMIT = 16 * 1024;

const REFUSALS = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;

const BundleParamsSchema = z.object({
  bundleIdentifier: z.string().check(z.minLength(1), z.maxLength(255)),
});
const VersionParamsSchema = z.extend(BundleParamsSchema, {
  versionId: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** A body that is not an object names the missing field, as any other without it. */
const ReleaseNotesBodySchema = z.pipe(asObjectBody, ApiReleaseNotesSchema);

/** A route of the contract, relative to the prefix this plugin is registered under. */
const local = (path: string) => path.slice(DEVELOPER_API_PREFIX.length) || '/';

const APP_PATH = local(`${DEVELOPER_API_APPS_PATH}/:bundleIdentifier`);
const VERSIONS_PATH = `${APP_PATH}/versions`;
const VERSION_PATH = `${VERSIONS_PATH}/:versionId`;

/** The code a refusal of Fastify itself (a body it could not read) has in the contract. */
function edgeRefusal(error: FastifyError): AppError {
  switch (error.statusCode) {
    case 413:
      return new AppError('BODY_TOO_LARGE', API_BODY_TOO_LARGE, 413);
    case 415:
      return new AppError('UNSUPPORTED_MEDIA_TYPE', API_BODY_MEDIA_TYPE, 415);
    case 400:
      return new AppError(
        'VALIDATION_FAILED',
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? API_BODY_NOT_JSON
          : error.message,
        400,
      );
    default:
      return new AppError('BAD_REQUEST', error.message, error.statusCode ?? 400);
  }
}

export async function registerDeveloperApiRoutes(
  parent: FastifyInstance,
  options: DeveloperApiOptions,
): Promise<void> {
  const deps = (request: FastifyRequest): DeveloperApiDeps => ({
    db: options.db,
    storage: options.storage,
    log: request.log,
    tempDir: options.tempDir,
  });
  const callers = new WeakMap<FastifyRequest, ApiCaller>();
  const refusals = new WeakMap<FastifyRequest, string>();
  const callerOf = (request: FastifyRequest) => {
    const caller = callers.get(request);
    if (!caller) throw new Error('a developer API route ran without its caller');
    return caller;
  };

  /** Counts the request against the token's limits; RATE_LIMITED with Retry-After when over. */
  async function limitRate(reply: FastifyReply, caller: ApiCaller, access: RouteAccess) {
    const kinds: ApiTokenRateLimitKind[] = access.upload ? ['requests', 'uploads'] : ['requests'];
    for (const kind of kinds) {
      const { limit, windowSeconds } = API_TOKEN_RATE_LIMITS[kind];
      const verdict = await hitAccountLimit(options.db, `api-token-${kind}:${caller.token.id}`, {
        max: limit,
        windowSeconds,
      });
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', apiRateLimited(verdict.retryAfterSeconds), 429);
      }
    }
  }

  await parent.register(
    async (plain) => {
      const app = withZodSchemas(plain);
      app.setSchemaErrorFormatter(
        (errors) => new AppError('VALIDATION_FAILED', firstValidationMessage(errors), 400),
      );
      app.setErrorHandler((thrown: FastifyError, request, reply) => {
        // A refusal sent before the body was read: close the connection rather than drain it.
        if (!request.raw.complete) closeAfterReply(request, reply);
        reply.header('cache-control', 'no-store');
        // The database away or the disk full: 503 or 507 with Retry-After (decision 0055).
        const error = answerOutage(thrown, reply, request.log) ?? thrown;
        const status = error.statusCode ?? 500;
        const refusal = isAppError(error)
          ? error
          : status >= 400 && status < 500
            ? edgeRefusal(error)
            : null;
        if (!refusal) {
          request.log.error({ err: error }, 'developer API request failed');
          refusals.set(request, 'INTERNAL_SERVER_ERROR');
          return reply
            .code(500)
            .send({ error: { code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE } });
        }
        refusals.set(request, refusal.code);
        return reply.code(refusal.statusCode).send({
          error: {
            code: refusal.code,
            message: refusal.message,
            ...(refusal.field === undefined ? {} : { field: refusal.field }),
          },
        });
      });
      app.setNotFoundHandler((request, reply) => {
        if (!request.raw.complete) closeAfterReply(request, reply);
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ error: { code: 'NOT_FOUND', message: API_ROUTE_NOT_FOUND } });
      });

      // The token first, on every route that has one: no body is read, no route runs before.
      app.addHook('onRequest', async (request, reply) => {
        const access = request.routeOptions.config.developerApi;
        if (!access) return;
        const caller = await authenticateApiToken(options.db, request.headers.authorization);
        callers.set(request, caller);
        await limitRate(reply, caller, access);
        if (access.scope) requireApiTokenScope(caller, access.scope);
      });
      // Who did what with which token and how it ended; never the token (the logger also
      // redacts the Authorization header).
      app.addHook('onResponse', async (request, reply) => {
        if (!request.routeOptions.config.developerApi) return;
        const caller = callers.get(request);
        request.log.info(
          {
            developerApi: {
              tokenId: caller?.token.id ?? null,
              developerId: caller?.developer.id ?? null,
              method: request.method,
              route: request.routeOptions.url,
              statusCode: reply.statusCode,
              outcome: refusals.get(request) ?? 'OK',
            },
          },
          'developer API request',
        );
      });
      app.addHook('onSend', async (request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return payload;
      });

      // Written from the contracts on its first request, not while the server starts.
      let document: ReturnType<typeof developerApiDocument> | undefined;
      app.get(local(DEVELOPER_API_OPENAPI_PATH), async (_request, reply) => {
        document ??= developerApiDocument(options.publicUrl);
        return reply.header('cache-control', 'public, max-age=3600').send(document);
      });

      app.get(
        local(DEVELOPER_API_ME_PATH),
        {
          config: { developerApi: { scope: null } },
          schema: { response: { 200: ApiMeSchema, ...REFUSALS } },
        },
        async (request) => {
          const { developer, token } = callerOf(request);
          return {
            developer: { id: developer.id, name: developer.name, email: developer.email },
            token: {
              name: token.name,
              scopes: token.scopes,
              expiresAt: token.expiresAt.toISOString(),
            },
          };
        },
      );

      app.get(
        local(DEVELOPER_API_APPS_PATH),
        {
          config: { developerApi: { scope: 'READ_APPS' } },
          schema: {
            querystring: ApiAppsQuerySchema,
            response: { 200: ApiAppPageSchema, ...REFUSALS },
          },
        },
        async (request) => listOwnApps(options.db, callerOf(request).developer.id, request.query),
      );

      app.get(
        APP_PATH,
        {
          config: { developerApi: { scope: 'READ_APPS' } },
          schema: {
            params: BundleParamsSchema,
            response: { 200: ApiAppDetailSchema, ...REFUSALS },
          },
        },
        async (request) =>
          readOwnApp(options.db, callerOf(request).developer.id, request.params.bundleIdentifier),
      );

      app.get(
        VERSION_PATH,
        {
          config: { developerApi: { scope: 'READ_APPS' } },
          schema: {
            params: VersionParamsSchema,
            response: { 200: ApiVersionDetailSchema, ...REFUSALS },
          },
        },
        async (request) =>
          readOwnVersion(
            options.db,
            callerOf(request).developer.id,
            request.params.bundleIdentifier,
            request.params.versionId,
          ),
      );

      // JSON bodies: a few short fields, as application/json only (another type is a 415).
      await app.register(async (jsonScope) => {
        const json = withZodSchemas(jsonScope);
        acceptJsonBodiesOnly(json, {
          bodyLimit: JSON_BODY_LIMIT,
          invalid: () => new AppError('VALIDATION_FAILED', API_BODY_NOT_JSON, 400),
        });
        json.patch(
          VERSION_PATH,
          {
            bodyLimit: JSON_BODY_LIMIT,
            config: { developerApi: { scope: 'UPLOAD_BUILDS' } },
            schema: {
              params: VersionParamsSchema,
              body: ReleaseNotesBodySchema,
              response: { 200: ApiVersionSchema, ...REFUSALS },
            },
          },
          async (request) =>
            setReleaseNotes(
              deps(request),
              callerOf(request).developer.id,
              request.params,
              request.body.releaseNotes,
            ),
        );
      });

      // The upload: the raw body is streamed by the handler, never buffered or parsed; and submit,
      // whose body is not read at all.
      await app.register(async (rawScope) => {
        const raw = withZodSchemas(rawScope);
        raw.removeAllContentTypeParsers();
        raw.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
        // Submit takes no body: whatever a client sends with it (nothing, {}) is not read.
        raw.post(
          `${VERSION_PATH}/submit`,
          {
            config: { developerApi: { scope: 'SUBMIT_FOR_REVIEW' } },
            schema: {
              params: VersionParamsSchema,
              response: { 200: ApiVersionSchema, ...REFUSALS },
            },
          },
          async (request) =>
            submitVersion(deps(request), callerOf(request).developer.id, request.params),
        );

        raw.post(
          VERSIONS_PATH,
          {
            config: { developerApi: { scope: 'UPLOAD_BUILDS', upload: true } },
            schema: {
              params: BundleParamsSchema,
              querystring: DeveloperApiUploadQuerySchema,
              response: { 201: ApiVersionSchema, ...REFUSALS },
            },
          },
          async (request, reply) => {
            const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
            if (type.toLowerCase() !== DEVELOPER_API_UPLOAD_MEDIA_TYPE) {
              throw new AppError('UNSUPPORTED_MEDIA_TYPE', API_UPLOAD_MEDIA_TYPE, 415);
            }
            const lengthHeader = request.headers['content-length'];
            const contentLength =
              lengthHeader !== undefined && /^\d{1,15}$/.test(lengthHeader)
                ? Number(lengthHeader)
                : null;
            const version = await uploadBuild(
              deps(request),
              callerOf(request).developer.id,
              request.params.bundleIdentifier,
              {
                body: request.raw,
                contentLength,
                fileName: uploadedFileNameOf(request.query.fileName),
              },
            );
            return reply.code(201).send(version);
          },
        );
      });
    },
    { prefix: DEVELOPER_API_PREFIX },
  );
}
