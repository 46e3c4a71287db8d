// Display-size copies of the store's public images (decision 0037). The store shows a 1920 px
// banner at 380 px on a phone and a 512 px icon at 80 px; the portal serves WebP copies at a few
// fixed widths, made once on first request, and the pages name them in srcset so the browser
// picks the smallest that fills its slot. A fixed set, so a client cannot make the server resize
// to any width it likes and fill the disk with copies.

export const DISPLAY_IMAGE_WIDTHS = [96, 160, 320, 640, 960, 1280] as const;
export type DisplayImageWidth = (typeof DISPLAY_IMAGE_WIDTHS)[number];

export const isDisplayImageWidth = (width: number): width is DisplayImageWidth =>
  (DISPLAY_IMAGE_WIDTHS as readonly number[]).includes(width);

/** Where the portal serves a copy: GET /files/display/{width}/{key}. */
export const DISPLAY_IMAGES_PREFIX = '/files/display/';
export const displayImagePath = (width: DisplayImageWidth, key: string) =>
  `${DISPLAY_IMAGES_PREFIX}${width}/${key}`;

/**
 * The srcset of the copies of the image at `key`, whose original is `originalWidth` pixels wide:
 * every width of the set below the original, then the first one at or above it, described with
 * the original's width (the server never enlarges, so that copy is the original's size in WebP).
 * The browser thus never fetches two copies of the same pixels under different names.
 */
export function displayImageSrcSet(baseUrl: string, key: string, originalWidth: number): string {
  const candidates: string[] = [];
  for (const width of DISPLAY_IMAGE_WIDTHS) {
    const described = Math.min(width, originalWidth);
    candidates.push(`${baseUrl}${displayImagePath(width, key)} ${described}w`);
    if (width >= originalWidth) break;
  }
  return candidates.join(', ');
}
