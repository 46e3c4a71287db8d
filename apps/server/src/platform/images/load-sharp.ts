import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded with the first image the server decodes or resizes rather than with
 * the server: its native library is about 0.1 s of a start that needs no image (decision 0028).
 * libvips' operation cache is off: uploads are temporary files read once and display copies are
 * written to disk, so it would only hold decoded images of files already gone.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
