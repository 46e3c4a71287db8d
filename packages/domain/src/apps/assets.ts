import {
  ASSET_LIMITS,
  BYTES_PER_MB,
  HERO_BANNER_SHAPE,
  SCREENSHOTS_MAX,
  type AssetType,
} from '../limits';

// What an upload must be before its bytes are sent (docs/product.md, "Files"). The form checks a
// chosen file with these, and the upload endpoint checks the declared name, type and size with
// the same function before it signs an upload URL; the bytes themselves are checked again by the
// server when they arrive (magic numbers, real dimensions), never trusted from the declaration.

export const ASSET_TYPES = Object.keys(ASSET_LIMITS) as AssetType[];

export const isAssetType = (value: unknown): value is AssetType =>
  typeof value === 'string' && Object.hasOwn(ASSET_LIMITS, value);

export const fileSizeExceeded = (maxMb: number) => `File size exceeds ${maxMb}MB limit`;
export const fileTypeMustBe = (types: readonly string[]) =>
  `File type must be: ${types.join(', ')}`;
export const BINARY_MUST_BE_VMUPACK = 'Binary file must be a .vmupack file';
export const MAX_SCREENSHOTS_MESSAGE = `Maximum ${SCREENSHOTS_MAX} screenshots allowed`;
/** Ours: one stored screenshot listed twice (the API), or the same file chosen again (the form). */
export const SCREENSHOT_ADDED_TWICE =
  'This screenshot is already added: each screenshot can be added once';
/** Ours: the spec names the sizes but no message for a wrong one. */
export const imageDimensionsMustBe = (width: number, height: number) =>
  `Image must be exactly ${width}x${height} pixels`;
/** Ours: the hero banner's shape, which the store shows at 3:1 (decision 0051). */
export const HERO_BANNER_SHAPE_MESSAGE = `The hero banner must be ${HERO_BANNER_SHAPE.aspect.width}:${HERO_BANNER_SHAPE.aspect.height} and at least ${HERO_BANNER_SHAPE.min.width}x${HERO_BANNER_SHAPE.min.height} pixels, for example ${HERO_BANNER_SHAPE.recommended.width}x${HERO_BANNER_SHAPE.recommended.height}`;

/**
 * Why an image of this size cannot be this asset, or null: the exact size of the icons and the
 * VMU banner, the hero banner's shape. The server asks it of every image's real size.
 */
export function imageShapeRefusal(
  assetType: AssetType,
  width: number,
  height: number,
): string | null {
  const dimensions = ASSET_LIMITS[assetType].dimensions;
  if (dimensions && (width !== dimensions.width || height !== dimensions.height)) {
    return imageDimensionsMustBe(dimensions.width, dimensions.height);
  }
  if (assetType === 'hero-banner') {
    const { aspect, tolerance, min } = HERO_BANNER_SHAPE;
    const ratio = width / height / (aspect.width / aspect.height);
    const offShape = Math.abs(ratio - 1) > tolerance;
    if (offShape || width < min.width || height < min.height) return HERO_BANNER_SHAPE_MESSAGE;
  }
  return null;
}

/**
 * An image's size or shape in words, for the form's hint and the docs' table: '76x76 px', the
 * hero banner's '3:1, at least 1200x400 px (1500x500 recommended)'; null where any size goes.
 */
export function assetShapeText(assetType: AssetType): string | null {
  const { dimensions } = ASSET_LIMITS[assetType];
  if (dimensions) return `${dimensions.width}x${dimensions.height} px`;
  if (assetType !== 'hero-banner') return null;
  const { aspect, min, recommended } = HERO_BANNER_SHAPE;
  return `${aspect.width}:${aspect.height}, at least ${min.width}x${min.height} px (${recommended.width}x${recommended.height} recommended)`;
}

/** Ours: a file whose bytes are not what its name and type claim. */
export const fileContentMustBe = (types: readonly string[]) =>
  `The file's contents are not a valid ${types.join(' or ')} file`;
/**
 * Ours: the most pixels an image may have. Every image is decoded whole when it arrives, so this
 * bounds the time and memory one upload may cost (a small, highly compressed file can declare
 * 30,000x30,000 pixels); 25 megapixels is far above any screen a store page is shown on.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
export const IMAGE_TOO_LARGE = `Image must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 5000x5000 pixels)`;

/** The media types each kind of file may be declared as. */
export const FILE_KIND_MEDIA_TYPES = {
  PNG: ['image/png'],
  JPEG: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  BMP: ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'],
} as const;
export type ImageKind = keyof typeof FILE_KIND_MEDIA_TYPES;

export const VMUPACK_EXTENSION = '.vmupack';
/** How packages are stored and served, whatever the browser declared. */
export const VMUPACK_MEDIA_TYPE = 'application/octet-stream';

export const assetMaxBytes = (assetType: AssetType) => ASSET_LIMITS[assetType].maxMb * BYTES_PER_MB;

export type AssetDeclaration = {
  assetType: AssetType;
  fileName: string;
  /** The browser's media type of the file ('' when it does not know). */
  fileType: string;
  fileSize: number;
};

/** The image kinds an asset may be, or null for the package. */
export function imageKindsOf(assetType: AssetType): readonly ImageKind[] | null {
  const limits = ASSET_LIMITS[assetType];
  return assetType === 'binary' ? null : (limits.types as readonly ImageKind[]);
}

/** The kind a declared media type names, if it is one of the image kinds. */
export function imageKindOfMediaType(mediaType: string): ImageKind | null {
  const normalized = mediaType.trim().toLowerCase();
  for (const [kind, types] of Object.entries(FILE_KIND_MEDIA_TYPES) as [
    ImageKind,
    readonly string[],
  ][]) {
    if (types.includes(normalized)) return kind;
  }
  return null;
}

/**
 * Why a file may not be uploaded as `assetType`, judged on its name, declared type and size, or
 * null when it may (the messages of docs/product.md, "Files"). Size is checked first, as the old
 * client did.
 */
export function assetDeclarationError(file: AssetDeclaration): string | null {
  const limits = ASSET_LIMITS[file.assetType];
  if (!Number.isSafeInteger(file.fileSize) || file.fileSize < 1) {
    return 'The file is empty';
  }
  if (file.fileSize > assetMaxBytes(file.assetType)) return fileSizeExceeded(limits.maxMb);
  const kinds = imageKindsOf(file.assetType);
  if (!kinds) {
    return file.fileName.toLowerCase().endsWith(VMUPACK_EXTENSION) ? null : BINARY_MUST_BE_VMUPACK;
  }
  const kind = imageKindOfMediaType(file.fileType);
  return kind && kinds.includes(kind) ? null : fileTypeMustBe(limits.types);
}

/** Screenshots the developer may still add, given how many the app has. */
export const screenshotsLeft = (current: number) => Math.max(0, SCREENSHOTS_MAX - current);
