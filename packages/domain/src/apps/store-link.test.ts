import { describe, expect, it } from 'vitest';
import { storePath, storeUrl } from './store-link';

describe('store link', () => {
  it('puts the bundle identifier under /store/apps/', () => {
    expect(storePath('com.example.game')).toBe('/store/apps/com.example.game');
    expect(storeUrl('https://developers.example.com/', 'com.example.game')).toBe(
      'https://developers.example.com/store/apps/com.example.game',
    );
  });
});
