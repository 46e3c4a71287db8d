import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  EXTRACT_METADATA_PATH,
  ExtractMetadataRequestSchema,
  PackageMetadataSchema,
  RefusalSchema,
  UploadedFileSchema,
  UploadRequestSchema,
  UploadTicketSchema,
  UPLOADS_PATH,
} from '@vmu/domain';
import type { Database } from '../../db/client';
import { answerOutage } from '../../db/outage-errors';
import { isAppError } from '../../errors';
import { resolveViewer } from '../accounts';
import { requireTrustedOrigin } from '../../plugins/trusted-origins';
import {
  acceptJsonBodiesOnly,
  asObjectBody,
  firstValidationMessage,
  withZodSchemas,
} from '../../plugins/zod-schemas';
import type { Signer } from '../../platform/storage/signed-url';
import type { Storage } from '../../platform/storage/storage';
import type { Auth } from '../accounts';
import type { ViewerMapper } from '../shared/viewer';
import { createUpload } from './services/create-upload';
import { extractMetadata } from './services/extract-metadata';
import { receiveUpload } from './services/receive-upload';
import { setServerTiming, type Timings } from './server-timing';
import { UploadError } from './upload-error';
import { requireSignedIn, requireUploader } from './uploader-access';
import { verifyUploadToken } from './upload-token';

// docs/product.md, "Uploads and metadata" (our design, decision 0013). The bodies are the domain's
// contracts (packages/domain/src/contracts/uploads.ts): the route schemas check what comes in
// and send only what the contract names.
//   POST /api/uploads            UploadRequest -> 200 UploadTicket
//   PUT  {uploadURL}             the file's bytes with its content type -> 200 UploadedFile
//   POST /api/extract-metadata   {s3Path} -> PackageMetadata
// Every refusal is a Refusal, {"error": message}, with a 4xx status (extract-metadata answers its
// own checks in the PackageMetadata shape).

export type UploadRouteOptions = {
  auth: Auth;
  db: Database;
  storage: Storage;
  signer: Signer;
  publicUrl: string;
  /** Origins besides PUBLIC_URL's whose pages may call these (the Vite dev server). */
  extraTrustedOrigins: readonly string[];
  /** Where bodies are spooled while they are checked (the OS temp folder by default). */
  tempDir?: string;
};

/** The JSON bodies are a few short fields. */
const JSON_BODY_LIMIT = 16 * 1024;

/** Refusals and the masked server error are both a Refusal. */
const REFUSALS = { '4xx': RefusalSchema, '5xx': RefusalSchema } as const;

/** A body that is not a JSON object is read as one with no fields: the first field is named. */
const UploadRequestBodySchema = z.pipe(asObjectBody, UploadRequestSchema);

/**
 * An s3Path that is missing or not text names no package: the answer is the same 404 as for an
 * unknown key, never a 400 that would tell a package path from nonsense.
 */
const ExtractMetadataBodySchema = z.catch(ExtractMetadataRequestSchema, { s3Path: '' });

export async function registerUploadRoutes(
  app: FastifyInstance,
  options: UploadRouteOptions,
): Promise<void> {
  if (options.tempDir) await fs.mkdir(options.tempDir, { recursive: true });
  const trustedOrigins = [new URL(options.publicUrl).origin, ...options.extraTrustedOrigins];

  /** Cookies ride along cross-site; a browser always names the page's origin on these requests. */
  const requireSameOrigin = (request: FastifyRequest): void =>
    requireTrustedOrigin(request, trustedOrigins, options.publicUrl);

  /** Like GraphQL's csrfPrevention: a cross-site form cannot send this type without a preflight. */
  function requireJson(request: FastifyRequest): void {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      throw new UploadError(415, 'Content-Type must be application/json');
    }
  }

  const viewerOf = (request: FastifyRequest) => resolveViewer(options.auth, options.db, request);

  await app.register(async (plain) => {
    const scope = withZodSchemas(plain);
    // A body that breaks its contract: 400 with the message of the first field it gets wrong.
    scope.setSchemaErrorFormatter((errors) => new UploadError(400, firstValidationMessage(errors)));
    scope.setErrorHandler((thrown, request, reply) => {
      // An answer sent before the body was read: close the connection rather than drain it.
      if (!request.raw.complete) closeAfterReply(request, reply);
      reply.header('cache-control', 'no-store');
      // The database away or the disk full: 503 or 507 with Retry-After (decision 0055).
      const error = answerOutage(thrown, reply, request.log) ?? thrown;
      if (error instanceof UploadError) {
        return reply.code(error.statusCode).send({ error: error.message });
      }
      // Refusals shared with other routes (origin, control characters) keep their code.
      if (isAppError(error)) {
        return reply.code(error.statusCode).send({ error: error.message, code: error.code });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'upload request rejected');
        return reply.code(status).send({ error: (error as Error).message });
      }
      request.log.error({ err: error }, 'upload failed');
      return reply.code(500).send({ error: 'Internal server error' });
    });
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });

    // JSON endpoints. Any other body type reaches the handler unread, which refuses it.
    await scope.register(async (jsonScope) => {
      const json = withZodSchemas(jsonScope);
      acceptJsonBodiesOnly(json, {
        bodyLimit: JSON_BODY_LIMIT,
        invalid: () => new UploadError(400, 'The request body is not valid JSON'),
      });
      json.addContentTypeParser('*', { bodyLimit: JSON_BODY_LIMIT }, (_request, _payload, done) =>
        done(null, undefined),
      );

      /** Who asked: the checks run before the body is validated, so a stranger learns nothing. */
      const uploaders = new WeakMap<FastifyRequest, ViewerMapper>();
      json.post(
        UPLOADS_PATH,
        {
          bodyLimit: JSON_BODY_LIMIT,
          schema: {
            body: UploadRequestBodySchema,
            response: { 200: UploadTicketSchema, ...REFUSALS },
          },
          preValidation: async (request) => {
            requireSameOrigin(request);
            requireJson(request);
            uploaders.set(request, requireUploader(await viewerOf(request)));
          },
        },
        async (request) => createUpload(options, uploaders.get(request)!, request.body),
      );

      json.post(
        EXTRACT_METADATA_PATH,
        {
          bodyLimit: JSON_BODY_LIMIT,
          schema: {
            body: ExtractMetadataBodySchema,
            // Its own checks answer in the metadata shape; a body the parser refused, a Refusal.
            response: {
              200: PackageMetadataSchema,
              '4xx': z.union([PackageMetadataSchema, RefusalSchema]),
              '5xx': RefusalSchema,
            },
          },
        },
        async (request, reply) => {
          const timings: Timings = {};
          let viewer;
          try {
            requireSameOrigin(request);
            requireJson(request);
            const started = performance.now();
            viewer = requireSignedIn(await viewerOf(request));
            timings.session = performance.now() - started;
          } catch (error) {
            if (!(error instanceof UploadError) && !isAppError(error)) throw error;
            return reply.code(error.statusCode).send({
              success: false,
              extractedVersion: null,
              extractedAppName: null,
              error: error.message,
              iconDataUrl: null,
            });
          }
          const outcome = await extractMetadata(options, viewer, request.body.s3Path, timings);
          setServerTiming(reply, timings);
          return reply.code(outcome.status).send(outcome.body);
        },
      );
    });

    // The upload itself: the raw body is streamed by the handler, never buffered or parsed.
    await scope.register(async (rawScope) => {
      const raw = withZodSchemas(rawScope);
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

      raw.put(
        `${UPLOADS_PATH}/*`,
        {
          schema: {
            params: z.object({ '*': z.string() }),
            response: { 200: UploadedFileSchema, ...REFUSALS },
          },
        },
        async (request, reply) => {
          requireSameOrigin(request);
          const token = request.params['*'];
          const check = verifyUploadToken(options.signer, token);
          if (!check.ok) {
            throw new UploadError(
              403,
              check.reason === 'expired'
                ? 'This upload URL has expired. Please try again.'
                : 'This upload URL is not valid',
            );
          }
          const { grant } = check;
          // The URL is the credential; a session, when sent, must be the same uploader's.
          if (request.headers.cookie) {
            const viewer = await viewerOf(request);
            if (viewer && viewer.id !== grant.ownerId) {
              throw new UploadError(403, 'This upload URL belongs to another user');
            }
          }
          requireDeclaredType(request, grant.assetType, grant.fileType);

          const lengthHeader = request.headers['content-length'];
          const contentLength =
            lengthHeader !== undefined && /^\d+$/.test(lengthHeader) ? Number(lengthHeader) : null;
          const timings: Timings = {};
          const outcome = await receiveUpload(
            { db: options.db, storage: options.storage, tempDir: options.tempDir },
            grant,
            request.raw,
            contentLength,
            timings,
          );
          setServerTiming(reply, timings);
          switch (outcome.kind) {
            case 'stored':
              return outcome.upload;
            case 'too-large':
              closeAfterReply(request, reply);
              return reply.code(413).send({ error: outcome.error });
            case 'aborted':
              // Nobody is listening any more; nothing was stored.
              request.log.info({ key: grant.key }, 'upload aborted by the client');
              closeAfterReply(request, reply);
              return reply.code(400).send({ error: 'The upload was interrupted' });
          }
        },
      );
    });
  });
}

/** Images are sent with the type they were declared as; a package's type is whatever the browser says. */
function requireDeclaredType(request: FastifyRequest, assetType: string, declared: string): void {
  if (assetType === 'binary' || declared === '') return;
  const sent = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (sent !== declared.trim().toLowerCase()) {
    throw new UploadError(415, `Content-Type must be ${declared}, as declared for this upload`);
  }
}

/**
 * How long a refused upload's unread body is still read (and dropped) after the answer is out
 * before the connection is cut: a lingering close, as HTTP servers do it. Cutting at once makes
 * the kernel answer the bytes still arriving with a reset, which can reach the client before it
 * has read the answer, so a CLI streaming a package saw ECONNRESET instead of the refusal.
 */
export const REFUSED_BODY_LINGER_MS = 2000;

/**
 * After a refusal sent before the whole body arrived: the rest is read and dropped for at most
 * REFUSED_BODY_LINGER_MS (a client that finishes sending in that time keeps its connection, and
 * never a reset), then the connection is cut, so a large or endless body is not received in vain.
 */
export function closeAfterReply(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('finish', () => {
    const body = request.raw;
    if (body.complete || body.destroyed) return;
    const cut = setTimeout(() => body.destroy(), REFUSED_BODY_LINGER_MS);
    cut.unref();
    body.once('end', () => clearTimeout(cut));
    body.once('close', () => clearTimeout(cut));
    body.resume();
  });
}
