import * as z from 'zod/mini';
import { APP_TYPES } from '../limits';
import { PEGI_RATING_VALUES } from '../apps/application-form';

// The public catalogue (decision 0035): what the store lists, and how a client asks for a page of
// it. The same rules serve the device's REST API and the store's pages.

/** In the catalogue: published and public. Any other app is not available in the store. */
export const isInCatalogue = (app: { status: string; visibility: string }) =>
  app.status === 'LIVE' && app.visibility === 'PUBLIC';

export const CATALOGUE_SORTS = ['newest', 'downloads', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const CATALOGUE_SORT_LABELS: Record<CatalogueSort, string> = {
  newest: 'Newest',
  downloads: 'Most downloaded',
  name: 'Name',
};

export const CATALOGUE_PRICES = ['free', 'paid'] as const;
export type CataloguePrice = (typeof CATALOGUE_PRICES)[number];

export const CATALOGUE_PAGE_SIZE_DEFAULT = 24;
export const CATALOGUE_PAGE_SIZE_MAX = 100;
export const CATALOGUE_SEARCH_MAX_LENGTH = 100;
/** An opaque cursor the server handed out; longer is never ours. */
export const CATALOGUE_CURSOR_MAX_LENGTH = 512;

export const CATALOGUE_SEARCH_TOO_LONG = `q must be at most ${CATALOGUE_SEARCH_MAX_LENGTH} characters`;
export const CATALOGUE_TYPE_INVALID = `type must be one of: ${APP_TYPES.join(', ')}`;
export const CATALOGUE_PRICE_INVALID = `price must be one of: ${CATALOGUE_PRICES.join(', ')}`;
export const CATALOGUE_PEGI_INVALID = `pegi must be one of: ${PEGI_RATING_VALUES.join(', ')}`;
export const CATALOGUE_SORT_INVALID = `sort must be one of: ${CATALOGUE_SORTS.join(', ')}`;
export const CATALOGUE_LIMIT_INVALID = `limit must be a whole number from 1 to ${CATALOGUE_PAGE_SIZE_MAX}`;
export const CATALOGUE_CURSOR_INVALID = 'cursor is not valid. Start again from the first page.';
export const CATALOGUE_SINCE_INVALID =
  'since must be a date and time in ISO 8601 with a time zone, as syncedUntil gives it';
export const CATALOGUE_SINCE_ALONE =
  'since lists every change of the catalogue in order: it cannot be combined with q, type, price, pegi or sort';

const optionalText = (max: number, error: string) =>
  z.optional(z.string({ error }).check(z.maxLength(max, { error })));

/** A whole number from the query string ('24'), within the page limits. */
export const catalogueLimitSchema = z._default(
  z
    .pipe(
      z
        .string({ error: CATALOGUE_LIMIT_INVALID })
        .check(z.regex(/^[0-9]{1,3}$/, { error: CATALOGUE_LIMIT_INVALID })),
      z.transform(Number),
    )
    .check(
      z.refine((n) => n >= 1 && n <= CATALOGUE_PAGE_SIZE_MAX, { error: CATALOGUE_LIMIT_INVALID }),
    ),
  CATALOGUE_PAGE_SIZE_DEFAULT,
);

const sinceSchema = z.optional(
  z.string({ error: CATALOGUE_SINCE_INVALID }).check(
    z.maxLength(40, { error: CATALOGUE_SINCE_INVALID }),
    z.refine(
      (text) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/.test(text) &&
        !Number.isNaN(Date.parse(text)),
      { error: CATALOGUE_SINCE_INVALID },
    ),
  ),
);

/** The parameters of a catalogue query, each as it is written (the OpenAPI document's). */
export const CatalogueQueryFieldsSchema = z.object({
  q: optionalText(CATALOGUE_SEARCH_MAX_LENGTH, CATALOGUE_SEARCH_TOO_LONG),
  type: z.optional(z.enum(APP_TYPES, { error: CATALOGUE_TYPE_INVALID })),
  price: z.optional(z.enum(CATALOGUE_PRICES, { error: CATALOGUE_PRICE_INVALID })),
  pegi: z.optional(z.enum(PEGI_RATING_VALUES, { error: CATALOGUE_PEGI_INVALID })),
  sort: z.optional(z.enum(CATALOGUE_SORTS, { error: CATALOGUE_SORT_INVALID })),
  limit: catalogueLimitSchema,
  cursor: optionalText(CATALOGUE_CURSOR_MAX_LENGTH, CATALOGUE_CURSOR_INVALID),
  since: sinceSchema,
});

/** The query string without its empty parameters: a plain form's "All" sends `type=`. */
function withoutEmptyValues(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''));
}

/**
 * A page of the catalogue as a client asks for it (the query string of GET /api/store/v1/apps,
 * and the store page's own search form, which works without JavaScript). Search, filters and
 * sort, or `since` alone for a device's incremental sync. An empty parameter is no parameter;
 * unknown parameters are ignored, as on any web page.
 */
export const CatalogueQuerySchema = z.pipe(
  z.transform(withoutEmptyValues),
  CatalogueQueryFieldsSchema.check(
    z.refine(
      (query) =>
        query.since === undefined ||
        (query.q === undefined &&
          query.type === undefined &&
          query.price === undefined &&
          query.pegi === undefined &&
          query.sort === undefined),
      { error: CATALOGUE_SINCE_ALONE },
    ),
  ),
);
export type CatalogueQueryInput = z.input<typeof CatalogueQuerySchema>;
export type CatalogueQuery = z.output<typeof CatalogueQuerySchema>;

/** The search as the catalogue applies it: trimmed, inner spaces collapsed; empty is none. */
export const catalogueSearchTerm = (q: string | undefined) => (q ?? '').trim().replace(/\s+/g, ' ');

/**
 * How long a device's incremental sync overlaps the previous one. A change is stamped when its
 * transaction writes it but becomes visible when it commits; a sync that asked in between would
 * otherwise skip it for good. Changes within the overlap come twice, which a client applies
 * idempotently (by bundle identifier).
 */
export const CATALOGUE_SYNC_OVERLAP_SECONDS = 60;
