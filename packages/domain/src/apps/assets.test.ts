import { describe, expect, it } from 'vitest';
import { ASSET_LIMITS, BYTES_PER_MB } from '../limits';
import {
  ASSET_TYPES,
  BINARY_MUST_BE_VMUPACK,
  HERO_BANNER_SHAPE_MESSAGE,
  imageDimensionsMustBe,
  imageShapeRefusal,
  assetDeclarationError,
  imageKindOfMediaType,
  isAssetType,
  screenshotsLeft,
} from './assets';

const MB = BYTES_PER_MB;

describe('assetDeclarationError', () => {
  it('accepts each asset type at exactly its limit', () => {
    for (const assetType of ASSET_TYPES) {
      const binary = assetType === 'binary';
      expect(
        assetDeclarationError({
          assetType,
          fileName: binary ? 'game.vmupack' : 'art.png',
          fileType: binary ? '' : assetType === 'vmu-icon' ? 'image/bmp' : 'image/png',
          fileSize: ASSET_LIMITS[assetType].maxMb * MB,
        }),
      ).toBeNull();
    }
  });

  it('refuses one byte over the limit with the spec message', () => {
    expect(
      assetDeclarationError({
        assetType: 'web-icon',
        fileName: 'icon.png',
        fileType: 'image/png',
        fileSize: 2 * MB + 1,
      }),
    ).toBe('File size exceeds 2MB limit');
    expect(
      assetDeclarationError({
        assetType: 'binary',
        fileName: 'game.vmupack',
        fileType: 'application/octet-stream',
        fileSize: 50 * MB + 1,
      }),
    ).toBe('File size exceeds 50MB limit');
  });

  it('wants a .vmupack name for the binary, in any case', () => {
    const base = { assetType: 'binary' as const, fileType: '', fileSize: 10 };
    expect(assetDeclarationError({ ...base, fileName: 'game.zip' })).toBe(BINARY_MUST_BE_VMUPACK);
    expect(assetDeclarationError({ ...base, fileName: 'GAME.VMUPACK' })).toBeNull();
  });

  it('names the allowed types when the media type does not match', () => {
    const base = { fileName: 'x', fileSize: 10 };
    expect(assetDeclarationError({ ...base, assetType: 'vmu-icon', fileType: 'image/png' })).toBe(
      'File type must be: BMP',
    );
    expect(
      assetDeclarationError({ ...base, assetType: 'screenshots', fileType: 'image/gif' }),
    ).toBe('File type must be: PNG, JPEG');
    expect(
      assetDeclarationError({ ...base, assetType: 'hero-banner', fileType: 'IMAGE/JPEG' }),
    ).toBeNull();
  });

  it('refuses empty or nonsensical sizes', () => {
    const base = { assetType: 'screenshots' as const, fileName: 'a.png', fileType: 'image/png' };
    expect(assetDeclarationError({ ...base, fileSize: 0 })).toBe('The file is empty');
    expect(assetDeclarationError({ ...base, fileSize: Number.NaN })).toBe('The file is empty');
    expect(assetDeclarationError({ ...base, fileSize: 1.5 })).toBe('The file is empty');
  });
});

describe('asset helpers', () => {
  it('knows the six upload asset types and nothing else', () => {
    expect(ASSET_TYPES).toEqual([
      'binary',
      'vmu-icon',
      'web-icon',
      'hero-banner',
      'vmu-banner',
      'screenshots',
    ]);
    expect(isAssetType('web-icon')).toBe(true);
    expect(isAssetType('toString')).toBe(false);
  });

  it('maps media types to image kinds', () => {
    expect(imageKindOfMediaType('image/x-ms-bmp')).toBe('BMP');
    expect(imageKindOfMediaType(' image/jpeg ')).toBe('JPEG');
    expect(imageKindOfMediaType('text/plain')).toBeNull();
  });

  it('counts the screenshots left', () => {
    expect(screenshotsLeft(0)).toBe(5);
    expect(screenshotsLeft(5)).toBe(0);
    expect(screenshotsLeft(7)).toBe(0);
  });
});

describe('imageShapeRefusal', () => {
  it('asks the icons and the VMU banner for their exact size', () => {
    expect(imageShapeRefusal('web-icon', 512, 512)).toBeNull();
    expect(imageShapeRefusal('web-icon', 500, 500)).toBe(imageDimensionsMustBe(512, 512));
    expect(imageShapeRefusal('screenshots', 1280, 720)).toBeNull();
  });

  it('asks the hero banner for 3:1, at least 1200x400, a pixel or two off allowed', () => {
    expect(imageShapeRefusal('hero-banner', 1500, 500)).toBeNull();
    expect(imageShapeRefusal('hero-banner', 1200, 400)).toBeNull();
    expect(imageShapeRefusal('hero-banner', 1501, 499)).toBeNull();
    expect(imageShapeRefusal('hero-banner', 1920, 1080)).toBe(HERO_BANNER_SHAPE_MESSAGE);
    expect(imageShapeRefusal('hero-banner', 900, 300)).toBe(HERO_BANNER_SHAPE_MESSAGE);
    expect(HERO_BANNER_SHAPE_MESSAGE).toBe(
      'The hero banner must be 3:1 and at least 1200x400 pixels, for example 1500x500',
    );
  });
});
