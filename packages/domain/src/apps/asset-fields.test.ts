import { describe, expect, it } from 'vitest';
import { ASSET_LIMITS } from '../limits';
import { APP_ASSET_FIELDS, ASSET_TYPE_OF_FIELD, assetReferences } from './asset-fields';

describe('asset fields', () => {
  it('maps every field to a distinct upload asset type', () => {
    const types = APP_ASSET_FIELDS.map((field) => ASSET_TYPE_OF_FIELD[field]);
    expect(new Set(types).size).toBe(APP_ASSET_FIELDS.length);
    for (const type of types) expect(Object.keys(ASSET_LIMITS)).toContain(type);
    expect(ASSET_TYPE_OF_FIELD.vmupack).toBe('binary');
    expect(ASSET_TYPE_OF_FIELD.screenshots).toBe('screenshots');
  });

  it('lists every referenced key with its field, skipping empty ones, screenshots in order', () => {
    expect(
      assetReferences({
        vmupack: 'packages/u/1.vmupack',
        vmuIcon: null,
        webIcon: 'public/u/2/web.png',
        heroBanner: null,
        vmuBanner: null,
        screenshots: ['public/u/3/a.png', 'public/u/4/b.png'],
      }),
    ).toEqual([
      { field: 'vmupack', key: 'packages/u/1.vmupack' },
      { field: 'webIcon', key: 'public/u/2/web.png' },
      { field: 'screenshots', key: 'public/u/3/a.png' },
      { field: 'screenshots', key: 'public/u/4/b.png' },
    ]);
  });
});
