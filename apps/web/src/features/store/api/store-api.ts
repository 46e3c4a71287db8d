import {
  AccountPurchasesPageSchema,
  ApiErrorSchema,
  CatalogueAppDetailSchema,
  CatalogueDownloadSchema,
  CataloguePageSchema,
  PurchaseStartSchema,
  STORE_API_PREFIX,
  STORE_API_PURCHASES_PATH,
  storeApiAppPath,
  storeApiPurchasePath,
  type AccountPurchasesPage,
  type CatalogueAppDetail,
  type CatalogueDownload,
  type CatalogueDownloadRequest,
  type CataloguePage,
  type PurchaseStart,
} from '@vmu/domain';

// The store's screens read the same REST API as the device (decision 0035), and parse
// every answer with its contract (packages/domain/src/contracts/store.ts): a page built on an
// answer of another shape would fail somewhere less clear.

/** What the store screens say when an answer cannot be read or the server cannot be reached. */
export const STORE_UNREACHABLE =
  'The store could not be reached. Check your connection and try again.';
export const STORE_ANSWER_UNREADABLE = 'The store sent an answer this page cannot read. Try again.';

/**
 * A request the store API refused or could not answer. `status` is the HTTP status (0 when no
 * answer came); `message` is the server's own when it sent one, for the screen to show.
 */
export class StoreApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreApiError';
  }

  /** The server refused the request itself (400, 403, 404, 410): asking again changes nothing. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Whether a failed store query is worth a second try: not when the server refused it. */
export const retryStoreQuery = (failures: number, error: Error) =>
  !(error instanceof StoreApiError && error.refused) && failures < 1;

async function send(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new StoreApiError(0, 'NETWORK_ERROR', STORE_UNREACHABLE);
  }
}

/** The answer's body parsed by `schema`, or the server's refusal as a StoreApiError. */
async function read<T>(
  response: Response,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } },
): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const refusal = ApiErrorSchema.safeParse(body);
    if (refusal.success) {
      throw new StoreApiError(response.status, refusal.data.error.code, refusal.data.error.message);
    }
    throw new StoreApiError(response.status, 'UNKNOWN', STORE_UNREACHABLE);
  }
  const answer = schema.safeParse(body);
  if (!answer.success)
    throw new StoreApiError(response.status, 'UNREADABLE', STORE_ANSWER_UNREADABLE);
  return answer.data;
}

/** GET /api/store/v1/apps?<query>: one page of the catalogue. */
export async function fetchCataloguePage(query: string): Promise<CataloguePage> {
  const url = `${STORE_API_PREFIX}/apps${query ? `?${query}` : ''}`;
  return read(await send(url), CataloguePageSchema);
}

/** GET /api/store/v1/apps/{bundleIdentifier}: everything the app's page shows. */
export async function fetchCatalogueApp(bundleIdentifier: string): Promise<CatalogueAppDetail> {
  return read(await send(storeApiAppPath(bundleIdentifier)), CatalogueAppDetailSchema);
}

/** POST /api/store/v1/apps/{bundleIdentifier}/download: a signed link to the live package. */
export async function requestCatalogueDownload(
  bundleIdentifier: string,
  request: CatalogueDownloadRequest,
): Promise<CatalogueDownload> {
  const response = await send(`${storeApiAppPath(bundleIdentifier)}/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  return read(response, CatalogueDownloadSchema);
}

/** POST /api/store/v1/apps/{bundleIdentifier}/purchase: Buy, as the signed-in account. */
export async function requestPurchase(bundleIdentifier: string): Promise<PurchaseStart> {
  const response = await send(storeApiPurchasePath(bundleIdentifier), { method: 'POST' });
  return read(response, PurchaseStartSchema);
}

/** GET /api/store/v1/purchases: a page of the signed-in account's purchases (of one app). */
export async function fetchAccountPurchases(
  options: { cursor?: string; app?: string } = {},
): Promise<AccountPurchasesPage> {
  const query = new URLSearchParams();
  if (options.app) query.set('app', options.app);
  if (options.cursor) query.set('cursor', options.cursor);
  const search = query.toString();
  return read(
    await send(search ? `${STORE_API_PURCHASES_PATH}?${search}` : STORE_API_PURCHASES_PATH),
    AccountPurchasesPageSchema,
  );
}
