import { describe, expect, it } from 'vitest';
import { sellerName } from './seller';

describe('sellerName', () => {
  it('is the company where one was given', () => {
    expect(sellerName({ name: 'Ada Lovelace', companyName: 'Nova Studio Ltd' })).toBe(
      'Nova Studio Ltd',
    );
  });

  it("is the developer's name without a company", () => {
    expect(sellerName({ name: 'Ada Lovelace', companyName: null })).toBe('Ada Lovelace');
    expect(sellerName({ name: 'Ada Lovelace', companyName: '  ' })).toBe('Ada Lovelace');
    expect(sellerName({ name: 'Ada Lovelace' })).toBe('Ada Lovelace');
  });
});
