import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, storeReturnPath } from './return-path';

describe('storeReturnPath', () => {
  it('takes back the store, its app pages, its search and the purchases', () => {
    for (const path of [
      '/store',
      '/store?q=star&type=game',
      '/store/apps/com.example.game',
      '/store/apps/com.example.game?purchase=abc',
      '/store/purchases',
    ]) {
      expect(storeReturnPath(path)).toBe(path);
    }
  });

  it('refuses anything that is not a path of the store', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      '/storefront',
      '/dashboard',
      '/admin/dashboard',
      'https://evil.example/store',
      '//evil.example/store',
      '/store//evil.example',
      '/store/\\evil.example',
      '/store/apps/a b',
      '/store/apps/ünïcode',
      `/store/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`,
    ]) {
      expect(storeReturnPath(value)).toBeNull();
    }
  });
});
