import { catalogueSearchTerm } from '@vmu/domain';

// The /store page's query string is the REST API's (q, type, price, pegi, sort, cursor): the
// search form sends it as it is, with or without JavaScript, and the page asks the API for the
// same. One spelling of each search (below) keeps one cache entry and one URL per search.

/** The parameters the search form sends, in the order the URL writes them. */
export const CATALOGUE_FORM_FIELDS = ['q', 'type', 'price', 'pegi', 'sort'] as const;
export type CatalogueFormField = (typeof CATALOGUE_FORM_FIELDS)[number];
const CATALOGUE_PARAMS = [...CATALOGUE_FORM_FIELDS, 'cursor'] as const;

/** The sort the API applies when none is given, so the URL leaves it out. */
const DEFAULT_SORT = 'newest';

/**
 * One spelling of a catalogue search: only the API's parameters, in a fixed order, without the
 * empty ones a plain HTML form sends for 'All' (`type=`), the default sort, or spaces around the
 * search. Anything else is kept as given, so the server judges it (a 400 with its message).
 */
export function canonicalCatalogueQuery(
  get: (name: (typeof CATALOGUE_PARAMS)[number]) => string | null | undefined,
): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of CATALOGUE_PARAMS) {
    const given = get(name);
    const value = name === 'q' ? catalogueSearchTerm(given ?? undefined) : given;
    if (!value) continue;
    if (name === 'sort' && value === DEFAULT_SORT) continue;
    query.set(name, value);
  }
  return query;
}

/** The catalogue query of a /store URL's search part ('?q=chess&type='). */
export const catalogueQueryOf = (search: string) => {
  const params = new URLSearchParams(search);
  return canonicalCatalogueQuery((name) => params.get(name));
};

/** The catalogue query the search form holds (its submission starts again at the first page). */
export const catalogueQueryOfForm = (form: FormData) =>
  canonicalCatalogueQuery((name) => {
    if (name === 'cursor') return null;
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  });

/** The same search, one page further. */
export function withCursor(query: URLSearchParams, cursor: string): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('cursor', cursor);
  return next;
}

/** The value of each form field in `query`, '' for none (the 'All' choices, the default sort). */
export function formValuesOf(query: URLSearchParams): Record<CatalogueFormField, string> {
  return {
    q: query.get('q') ?? '',
    type: query.get('type') ?? '',
    price: query.get('price') ?? '',
    pegi: query.get('pegi') ?? '',
    sort: query.get('sort') ?? DEFAULT_SORT,
  };
}
