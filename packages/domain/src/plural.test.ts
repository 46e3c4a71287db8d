import { describe, expect, it } from 'vitest';
import { countOf, pluralOf } from './plural';

describe('plurals', () => {
  it('writes one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'download', 'downloads')).toBe('1 download');
    expect(countOf(0, 'download', 'downloads')).toBe('0 downloads');
    expect(countOf(2, 'download', 'downloads')).toBe('2 downloads');
    expect(countOf(1204, 'download', 'downloads', (n) => n.toLocaleString('en-US'))).toBe(
      '1,204 downloads',
    );
    expect(pluralOf(undefined, 'app', 'apps')).toBe('apps');
  });
});
