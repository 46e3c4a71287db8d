import { describe, expect, it } from 'vitest';
import { assetHint } from './asset-hints';

describe('assetHint', () => {
  it("gives a fixed image's size, and the hero banner's shape as the store shows it", () => {
    expect(assetHint('vmu-icon')).toBe('BMP, 76x76 px, max 2 MB');
    expect(assetHint('hero-banner')).toBe(
      'PNG or JPEG, 3:1, at least 1200x400 px (1500x500 recommended), max 5 MB',
    );
  });
});
