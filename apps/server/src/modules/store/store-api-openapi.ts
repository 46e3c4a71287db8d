import type * as z from 'zod/mini';
import {
  authCookieName,
  AUTH_COOKIES,
  AccountPurchasesPageSchema,
  AccountPurchasesQuerySchema,
  ApiErrorSchema,
  AppOpenedReportSchema,
  CatalogueAppDetailSchema,
  CatalogueAppSchema,
  CatalogueDownloadRequestSchema,
  CatalogueDownloadSchema,
  CataloguePageSchema,
  CatalogueQueryFieldsSchema,
  PurchaseStartSchema,
  STORE_API_PREFIX,
  STORE_API_PURCHASES_PATH,
} from '@vmu/domain';
import {
  bundleIdentifierParameter,
  jsonContent,
  jsonSchemaOf,
  queryParameters,
  refusalResponse,
  schemaRef,
} from '../shared/openapi';

// The OpenAPI 3.1 document of the catalogue API, served at /api/store/v1/openapi.json, made from
// the contracts (shared/openapi.ts); the paths and prose are written here.

const json = jsonContent;
const refusal = refusalResponse;

const QUERY_DESCRIPTIONS: Record<string, string> = {
  q: 'Words to find in the name, short description or developer name.',
  type: 'Only apps or only games.',
  price: 'Only free or only paid apps.',
  pegi: 'Only apps of this PEGI rating.',
  sort: 'newest (default: first published, newest first), downloads (most downloaded first) or name.',
  limit: 'Apps per page, 1 to 100 (default 24).',
  cursor: "The previous page's nextCursor, with the same other parameters.",
  since:
    "Incremental sync: every change after this time, in order (items and removed), with nothing but cursor and limit. Start without it; then pass the last page's syncedUntil.",
};

const PURCHASES_QUERY_DESCRIPTIONS: Record<string, string> = {
  limit: QUERY_DESCRIPTIONS.limit ?? '',
  cursor: "The last page's nextCursor (the purchaseId of its last purchase).",
  app: 'Only the purchases of the app with this bundle identifier.',
};

const catalogueQueryParameters = (
  fields: z.core.$ZodType = CatalogueQueryFieldsSchema,
  descriptions: Record<string, string> = QUERY_DESCRIPTIONS,
) => queryParameters(fields, descriptions);

const bundleParameter = bundleIdentifierParameter;

// Who may call what, as the routes decide (store-api-routes.ts): the catalogue is public and
// reads no session; a download and an app's open read one when it is there (a paid app's buyer;
// only a signed-in account's download or open is counted, decision 0051); buying and the
// account's purchases need one. The session is better-auth's
// cookie, set by signing in on the portal (its name gains the __Secure- prefix over HTTPS).
const SESSION_COOKIE = authCookieName(AUTH_COOKIES.sessionToken);
const PUBLIC = { security: [] };
const SESSION_OPTIONAL = { security: [{}, { storeSession: [] }] };
const SESSION_REQUIRED = { security: [{ storeSession: [] }] };

const etagHeaders = {
  ETag: {
    description: 'Send it back as If-None-Match to get a 304 when nothing changed.',
    schema: { type: 'string' },
  },
};

/** A page's items named as the CatalogueApp component, which they are, rather than written out. */
function cataloguePageSchema() {
  const page = jsonSchemaOf(CataloguePageSchema, 'output') as {
    properties: Record<string, unknown>;
  };
  return {
    ...page,
    properties: { ...page.properties, items: { type: 'array', items: schemaRef('CatalogueApp') } },
  };
}

export function storeApiDocument(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'VMU Pro store catalogue API',
      version: '1',
      description:
        "The store's catalogue for the VMU Pro's store client and any other client: live public apps, one app, and a signed download of an app's live package. Answers carry ETags; send If-None-Match to get a 304 when nothing changed. Errors are { error: { code, message } }.",
    },
    servers: [{ url: publicUrl.replace(/\/$/, '') }],
    paths: {
      [`${STORE_API_PREFIX}/apps`]: {
        get: {
          operationId: 'listCatalogue',
          ...PUBLIC,
          summary: 'A page of the catalogue, or the changes since a time',
          parameters: [
            ...catalogueQueryParameters(),
            { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' } },
          ],
          responses: {
            200: {
              description: 'A page of apps',
              headers: etagHeaders,
              content: json('CataloguePage'),
            },
            304: { description: 'Not modified since the ETag sent' },
            400: refusal('A parameter is not valid; the message names it'),
          },
        },
      },
      [`${STORE_API_PREFIX}/apps/{bundleIdentifier}`]: {
        get: {
          operationId: 'getCatalogueApp',
          ...PUBLIC,
          summary: "One app's page",
          parameters: [bundleParameter],
          responses: {
            200: {
              description: 'The app',
              headers: etagHeaders,
              content: json('CatalogueAppDetail'),
            },
            304: { description: 'Not modified since the ETag sent' },
            404: refusal('No published app has this bundle identifier'),
            410: refusal('The app left the store (suspended, unpublished or made private)'),
          },
        },
      },
      [`${STORE_API_PREFIX}/apps/{bundleIdentifier}/download`]: {
        post: {
          operationId: 'downloadCatalogueApp',
          ...SESSION_OPTIONAL,
          summary: "A signed, expiring address of the app's live package",
          description:
            "Anyone may download a free app; a paid app needs a purchase. Counted in the app's downloads only for a signed-in account with a confirmed email, once per account and app, and a few accounts per client address a day; a download without an account is served and not counted. The developer's own and staff's are not counted.",
          parameters: [bundleParameter],
          requestBody: { required: true, content: json('CatalogueDownloadRequest') },
          responses: {
            200: {
              description: 'Where to fetch the package, until expiresIn seconds pass',
              content: json('CatalogueDownload'),
            },
            400: refusal('The device id is not valid'),
            403: refusal('The app is paid and was not bought'),
            404: refusal('No published app has this bundle identifier'),
            410: refusal('The app left the store'),
          },
        },
      },
      [`${STORE_API_PREFIX}/apps/{bundleIdentifier}/purchase`]: {
        post: {
          operationId: 'purchaseCatalogueApp',
          ...SESSION_REQUIRED,
          summary: 'Buy a paid app',
          description:
            "For a signed-in account (the session cookie). The price, currency and version are the app's at this moment. COMPLETED at once with the sandbox payment driver; otherwise PENDING until the payment provider confirms the payment, after the buyer paid at checkoutUrl. Once completed, the account's devices may download the app.",
          parameters: [bundleParameter],
          responses: {
            200: { description: 'The purchase, and where to pay', content: json('PurchaseStart') },
            401: refusal('Not signed in'),
            404: refusal('No published app has this bundle identifier'),
            409: refusal(
              'Already bought (ALREADY_BOUGHT), free (FREE_APP), or its developer cannot take payments now (SELLER_CANNOT_CHARGE)',
            ),
            410: refusal('The app left the store'),
            403: refusal(
              'The app is your own (OWN_APP), or the email address is not verified (EMAIL_NOT_VERIFIED)',
            ),
            503: refusal('The payment provider could not be reached; nothing was charged'),
          },
        },
      },
      [`${STORE_API_PREFIX}/apps/{bundleIdentifier}/opened`]: {
        post: {
          operationId: 'reportAppOpened',
          ...SESSION_OPTIONAL,
          summary: 'Report an app opened on a device (active users)',
          description:
            "The device's store client sends this when an app starts. Counted in the app's active users only for a signed-in account with a confirmed email (the session cookie), once per account, app and UTC day, and a few accounts per client address a day; a report without an account is answered and not counted. deviceId is an anonymous id the client keeps for this app alone.",
          parameters: [bundleParameter],
          requestBody: { required: true, content: json('AppOpenedReport') },
          responses: {
            204: { description: 'Received (counted when it may be)' },
            403: refusal("Sent by another site's page (INVALID_ORIGIN)"),
            400: refusal('The device id is not valid'),
            404: refusal('No published app has this bundle identifier'),
          },
        },
      },
      [STORE_API_PURCHASES_PATH]: {
        get: {
          operationId: 'listAccountPurchases',
          ...SESSION_REQUIRED,
          summary: "The signed-in account's purchases",
          description:
            'Newest first: completed purchases (the account may download the app on any device while it is in the store) and refunded ones (it may not). Pending purchases are left out. Private: never cached.',
          parameters: catalogueQueryParameters(
            AccountPurchasesQuerySchema,
            PURCHASES_QUERY_DESCRIPTIONS,
          ),
          responses: {
            200: { description: 'A page of purchases', content: json('AccountPurchasesPage') },
            400: refusal('A parameter is not valid'),
            401: refusal('Not signed in'),
          },
        },
      },
    },
    components: {
      securitySchemes: {
        storeSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: `The session of an account signed in on the portal (${SESSION_COOKIE}, or __Secure-${SESSION_COOKIE} over HTTPS). A page of another site may not send it: the POSTs that read it refuse a foreign Origin.`,
        },
      },
      schemas: {
        CatalogueApp: jsonSchemaOf(CatalogueAppSchema, 'output'),
        CatalogueAppDetail: jsonSchemaOf(CatalogueAppDetailSchema, 'output'),
        CataloguePage: cataloguePageSchema(),
        CatalogueDownloadRequest: jsonSchemaOf(CatalogueDownloadRequestSchema, 'input'),
        CatalogueDownload: jsonSchemaOf(CatalogueDownloadSchema, 'output'),
        PurchaseStart: jsonSchemaOf(PurchaseStartSchema, 'output'),
        AccountPurchasesPage: jsonSchemaOf(AccountPurchasesPageSchema, 'output'),
        AppOpenedReport: jsonSchemaOf(AppOpenedReportSchema, 'input'),
        ApiError: jsonSchemaOf(ApiErrorSchema, 'output'),
      },
    },
  };
}
