import { describe, expect, it } from 'vitest';
import {
  catalogueQueryOf,
  catalogueQueryOfForm,
  formValuesOf,
  withCursor,
} from './catalogue-query';

describe('the catalogue query of a /store URL', () => {
  it('keeps the API parameters in one order, without empty ones or the default sort', () => {
    expect(
      catalogueQueryOf('?sort=newest&pegi=&price=paid&type=&q=++pocket+++chess+&utm=x').toString(),
    ).toBe('q=pocket+chess&price=paid');
    expect(catalogueQueryOf('?cursor=abc&sort=name&type=game').toString()).toBe(
      'type=game&sort=name&cursor=abc',
    );
    expect(catalogueQueryOf('').toString()).toBe('');
  });

  it('keeps values the server must judge as they are', () => {
    expect(catalogueQueryOf('?type=tool&pegi=PEGI_99').toString()).toBe('type=tool&pegi=PEGI_99');
  });

  it('reads the form without its cursor, and adds one for the next page', () => {
    const form = new FormData();
    form.set('q', 'chess');
    form.set('type', '');
    form.set('sort', 'downloads');
    form.set('cursor', 'stale');
    const query = catalogueQueryOfForm(form);
    expect(query.toString()).toBe('q=chess&sort=downloads');
    expect(withCursor(query, 'next').toString()).toBe('q=chess&sort=downloads&cursor=next');
    expect(query.toString()).toBe('q=chess&sort=downloads');
  });

  it("gives the form's values, '' for All and newest for the default sort", () => {
    expect(formValuesOf(catalogueQueryOf('?pegi=PEGI_7'))).toEqual({
      q: '',
      type: '',
      price: '',
      pegi: 'PEGI_7',
      sort: 'newest',
    });
  });
});
