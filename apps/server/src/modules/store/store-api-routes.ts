import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  ApiErrorSchema,
  CatalogueAppDetailSchema,
  CatalogueDownloadRequestSchema,
  CatalogueDownloadSchema,
  CataloguePageSchema,
  CatalogueQuerySchema,
  AccountPurchasesPageSchema,
  AccountPurchasesQuerySchema,
  AppOpenedReportSchema,
  needsEmailVerification,
  PURCHASE_EMAIL_NOT_VERIFIED,
  PURCHASE_SIGN_IN_REQUIRED,
  PURCHASES_SIGN_IN_REQUIRED,
  PurchaseStartSchema,
  type PurchaseStart,
  STORE_API_PURCHASES_PATH,
  catalogueSearchTerm,
  STORE_API_OPENAPI_PATH,
  STORE_API_PREFIX,
  type CatalogueQuery,
} from '@vmu/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Storage } from '../../platform/storage/storage';
import { requireTrustedOrigin } from '../../plugins/trusted-origins';
import { firstValidationMessage, withZodSchemas } from '../../plugins/zod-schemas';
import type { Auth } from '../accounts';
import { accessViewerOf } from '../shared/guards/access-viewer';
import { resolveViewer } from '../accounts';
import type { ViewerMapper } from '../shared/viewer';
import { storeApiDocument } from './store-api-openapi';
import { readCatalogueRevision } from './services/catalogue-revision';
import {
  appNotAvailable,
  noAppInStore,
  catalogueAppStamp,
  findCatalogueApp,
} from './services/find-catalogue-app';
import { issueCatalogueDownload } from './services/issue-catalogue-download';
import { listAccountPurchases } from './services/list-account-purchases';
import { recordAppOpen } from './services/record-app-open';
import { readCataloguePage } from './services/read-catalogue-page';

type StoreApiOptions = {
  auth: Auth;
  db: Database;
  storage: Storage;
  publicUrl: string;
  /** Origins whose pages may send the session's cookie (plugins/trusted-origins.ts). */
  trustedOrigins: readonly string[];
  /**
   * Buy: the purchases module's, given by the app so the store does not reach into it (the
   * purchases module reads the store's catalogue, not the other way).
   */
  startPurchase: (
    bundleIdentifier: string,
    buyerId: string,
    log: FastifyBaseLogger,
  ) => Promise<PurchaseStart>;
};

const BundleParamsSchema = z.object({
  bundleIdentifier: z.string().check(z.minLength(1), z.maxLength(255)),
});

const REFUSALS = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;

/**
 * Answers may be cached by anyone but must be checked again each time: an app that leaves the
 * store leaves every client at once, and the check is a 304 that costs one indexed read.
 */
const REVALIDATE = 'public, no-cache';

/** A weak ETag of what an answer was made from (the same state and request give the same answer). */
const etagOf = (...parts: (string | number)[]) =>
  `W/"${crypto.createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 27)}"`;

/** Whether the client's If-None-Match names this ETag (a list, or *). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || `W/${tag}` === etag);
}

/** What counting a download or an open needs to know of the viewer (decision 0051). */
const figureCounterOf = (viewer: ViewerMapper | null) =>
  viewer && { id: viewer.id, role: viewer.role, emailVerified: viewer.emailVerified };

/** A 304 has no body (its schema-typed reply would ask for one). */
const answerNotModified = (reply: FastifyReply) => reply.code(304).send();

/** The parts of a list request that shape its answer, in a fixed order. */
const canonicalQuery = (query: CatalogueQuery) =>
  JSON.stringify([
    catalogueSearchTerm(query.q),
    query.type ?? '',
    query.price ?? '',
    query.pegi ?? '',
    query.sort ?? '',
    query.limit,
    query.cursor ?? '',
    query.since ?? '',
  ]);

/**
 * The device's catalogue API, version 1 (decision 0035): the list of the store's apps
 * (search, filters, sort, or an incremental sync), one app, a signed download of its live
 * package, and the OpenAPI document of all of it. Public: no session is needed; a session only
 * decides whether a download or an open is counted (decision 0051) and who may fetch a paid
 * app's package.
 */
export async function registerStoreApiRoutes(
  parent: FastifyInstance,
  options: StoreApiOptions,
): Promise<void> {
  /**
   * The POSTs read the session's cookie (whose download is counted, who buys): one a page of
   * another site makes the browser send is refused, as on the upload routes. A device sends no
   * Origin and passes.
   */
  const requireSameOrigin = async (request: FastifyRequest) =>
    requireTrustedOrigin(
      request,
      [new URL(options.publicUrl).origin, ...options.trustedOrigins],
      options.publicUrl,
    );

  await parent.register(async (plain) => {
    const app = withZodSchemas(plain);
    app.setSchemaErrorFormatter(
      (errors) => new AppError('INVALID_REQUEST', firstValidationMessage(errors), 400),
    );
    // Written from the contracts on its first request, not while the server starts.
    let document: ReturnType<typeof storeApiDocument> | undefined;
    app.get(STORE_API_OPENAPI_PATH, async (_request, reply) => {
      document ??= storeApiDocument(options.publicUrl);
      return reply.header('cache-control', 'public, max-age=3600').send(document);
    });

    app.get(
      `${STORE_API_PREFIX}/apps`,
      {
        schema: {
          querystring: CatalogueQuerySchema,
          response: { 200: CataloguePageSchema, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const revision = await readCatalogueRevision(options.db);
        const etag = etagOf('catalogue', revision, canonicalQuery(query));
        reply.header('etag', etag).header('cache-control', REVALIDATE);
        if (notModified(request, etag)) return answerNotModified(reply);
        return readCataloguePage(options, query);
      },
    );

    app.get(
      `${STORE_API_PREFIX}/apps/:bundleIdentifier`,
      {
        schema: {
          params: BundleParamsSchema,
          response: { 200: CatalogueAppDetailSchema, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const { bundleIdentifier } = request.params;
        reply.header('cache-control', REVALIDATE);
        const stamp = await catalogueAppStamp(options.db, bundleIdentifier);
        if (!stamp) throw await noAppInStore(options.db, bundleIdentifier);
        if (!stamp.available) throw appNotAvailable();
        const etag = etagOf('app', bundleIdentifier, stamp.stamp);
        reply.header('etag', etag);
        if (notModified(request, etag)) return answerNotModified(reply);
        return findCatalogueApp(options, bundleIdentifier);
      },
    );

    app.post(
      `${STORE_API_PREFIX}/apps/:bundleIdentifier/download`,
      {
        preValidation: requireSameOrigin,
        schema: {
          params: BundleParamsSchema,
          body: CatalogueDownloadRequestSchema,
          response: { 200: CatalogueDownloadSchema, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const viewer = await resolveViewer(options.auth, options.db, request);
        reply.header('cache-control', 'no-store');
        return issueCatalogueDownload(options, request.params.bundleIdentifier, {
          viewer: figureCounterOf(viewer),
          address: request.ip,
        });
      },
    );

    // Buy (decision 0036): a signed-in account's purchase; its devices then download the app.
    app.post(
      `${STORE_API_PREFIX}/apps/:bundleIdentifier/purchase`,
      {
        preValidation: requireSameOrigin,
        schema: {
          params: BundleParamsSchema,
          response: { 200: PurchaseStartSchema, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const viewer = await resolveViewer(options.auth, options.db, request);
        if (!viewer) throw new AppError('UNAUTHENTICATED', PURCHASE_SIGN_IN_REQUIRED, 401);
        // A receipt and a refund need an address that reaches the buyer.
        if (needsEmailVerification(accessViewerOf(viewer))) {
          throw new AppError('EMAIL_NOT_VERIFIED', PURCHASE_EMAIL_NOT_VERIFIED, 403);
        }
        reply.header('cache-control', 'no-store');
        return options.startPurchase(request.params.bundleIdentifier, viewer.id, request.log);
      },
    );

    // An app opened on a device (active users): counted for a signed-in account only (decision
    // 0051), so the session is read, and one another site's page sends is refused as above.
    app.post(
      `${STORE_API_PREFIX}/apps/:bundleIdentifier/opened`,
      {
        preValidation: requireSameOrigin,
        schema: {
          params: BundleParamsSchema,
          body: AppOpenedReportSchema,
          response: { 204: z.null(), ...REFUSALS },
        },
      },
      async (request, reply) => {
        const viewer = await resolveViewer(options.auth, options.db, request);
        await recordAppOpen(options.db, request.params.bundleIdentifier, {
          viewer: figureCounterOf(viewer),
          address: request.ip,
        });
        return reply.code(204).header('cache-control', 'no-store').send(null);
      },
    );

    // The account's purchases (My Purchases, a device's library): private, never cached.
    app.get(
      STORE_API_PURCHASES_PATH,
      {
        schema: {
          querystring: AccountPurchasesQuerySchema,
          response: { 200: AccountPurchasesPageSchema, ...REFUSALS },
        },
      },
      async (request, reply) => {
        const viewer = await resolveViewer(options.auth, options.db, request);
        if (!viewer) throw new AppError('UNAUTHENTICATED', PURCHASES_SIGN_IN_REQUIRED, 401);
        reply.header('cache-control', 'private, no-store');
        return listAccountPurchases(options, viewer.id, request.query);
      },
    );
  });
}
