import { describe, expect, it } from 'vitest';
import { CATALOGUE_CURSOR_INVALID } from '@vmu/domain';
import {
  decodeCatalogueCursor,
  encodeCatalogueCursor,
  type CatalogueCursor,
} from './catalogue-cursor';

const ID = '5f0c6a51-8a5e-4d8e-9c1e-2f2b7f6a9d10';

describe('catalogue cursors', () => {
  it('come back as they went, in each sort', () => {
    const cursors: CatalogueCursor[] = [
      { sort: 'newest', at: '2026-11-24T10:00:00.123456Z', id: ID },
      { sort: 'downloads', downloads: 42, id: ID },
      { sort: 'name', name: 'comet "racer"', id: ID },
      { sort: 'changes', at: '2026-11-24T10:00:00.000001Z', id: ID },
    ];
    for (const cursor of cursors) {
      expect(decodeCatalogueCursor(encodeCatalogueCursor(cursor), cursor.sort)).toEqual(cursor);
    }
  });

  it('refuse anything the server did not hand out for that sort', () => {
    const refused = (token: string, sort: CatalogueCursor['sort'] = 'newest') =>
      expect(() => decodeCatalogueCursor(token, sort)).toThrow(CATALOGUE_CURSOR_INVALID);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    refused('not a cursor!');
    refused(encode({ s: 'newest' }));
    refused(encodeCatalogueCursor({ sort: 'name', name: 'a', id: ID }), 'downloads');
    refused(encode(['newest', '2026-02-31T00:00:00.000000Z', ID]));
    refused(encode(['newest', '2026-01-01T00:00:00.000000Z', 'not-a-uuid']));
    refused(encode(['downloads', -1, ID]), 'downloads');
    refused(encode(['downloads', '5', ID]), 'downloads');
    refused(encode(['name', 'x'.repeat(1001), ID]), 'name');
  });
});
