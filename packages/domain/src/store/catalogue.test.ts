import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_LIMIT_INVALID,
  CATALOGUE_PAGE_SIZE_DEFAULT,
  CATALOGUE_PEGI_INVALID,
  CATALOGUE_SEARCH_TOO_LONG,
  CATALOGUE_SINCE_ALONE,
  CATALOGUE_SINCE_INVALID,
  CatalogueQuerySchema,
  catalogueSearchTerm,
  isInCatalogue,
} from './catalogue';

const parse = (query: Record<string, string>) => CatalogueQuerySchema.safeParse(query);
const messageOf = (query: Record<string, string>) => {
  const result = parse(query);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the catalogue query', () => {
  it('takes a query string as it comes, with a default page size', () => {
    expect(parse({})).toMatchObject({
      success: true,
      data: { limit: CATALOGUE_PAGE_SIZE_DEFAULT },
    });
    expect(
      parse({ q: 'comet', type: 'game', price: 'free', pegi: 'PEGI_12', sort: 'name', limit: '50' })
        .data,
    ).toMatchObject({
      q: 'comet',
      type: 'game',
      price: 'free',
      pegi: 'PEGI_12',
      sort: 'name',
      limit: 50,
    });
    // A plain form's "All" sends its parameter empty: no filter.
    expect(parse({ q: '', type: '', price: '', pegi: '', sort: '', limit: '' }).data).toEqual({
      limit: CATALOGUE_PAGE_SIZE_DEFAULT,
    });
    // Unknown parameters (a tracking tag) are ignored, as on any web page.
    expect(parse({ utm_source: 'mail' }).success).toBe(true);
  });

  it('names the parameter at fault', () => {
    expect(messageOf({ limit: '0' })).toBe(CATALOGUE_LIMIT_INVALID);
    expect(messageOf({ limit: '101' })).toBe(CATALOGUE_LIMIT_INVALID);
    expect(messageOf({ limit: '2.5' })).toBe(CATALOGUE_LIMIT_INVALID);
    expect(messageOf({ pegi: '12' })).toBe(CATALOGUE_PEGI_INVALID);
    expect(messageOf({ q: 'a'.repeat(101) })).toBe(CATALOGUE_SEARCH_TOO_LONG);
    expect(messageOf({ since: '2026-13-01T00:00:00Z' })).toBe(CATALOGUE_SINCE_INVALID);
    expect(messageOf({ since: '2026-01-01' })).toBe(CATALOGUE_SINCE_INVALID);
    expect(parse({ since: '2026-01-01T10:00:00.123456Z' }).success).toBe(true);
    expect(parse({ since: '2026-01-01T10:00:00+02:00' }).success).toBe(true);
  });

  it('keeps a sync apart from search, filters and sort', () => {
    expect(messageOf({ since: '2026-01-01T00:00:00Z', q: 'comet' })).toBe(CATALOGUE_SINCE_ALONE);
    expect(messageOf({ since: '2026-01-01T00:00:00Z', type: 'app' })).toBe(CATALOGUE_SINCE_ALONE);
    expect(parse({ since: '2026-01-01T00:00:00Z', limit: '10', cursor: 'abc' }).success).toBe(true);
  });

  it('searches the words, not the spacing', () => {
    expect(catalogueSearchTerm('  comet   racer ')).toBe('comet racer');
    expect(catalogueSearchTerm(undefined)).toBe('');
  });

  it('lists only what is live and public', () => {
    expect(isInCatalogue({ status: 'LIVE', visibility: 'PUBLIC' })).toBe(true);
    expect(isInCatalogue({ status: 'LIVE', visibility: 'PRIVATE' })).toBe(false);
    expect(isInCatalogue({ status: 'SUSPENDED', visibility: 'PUBLIC' })).toBe(false);
  });
});
