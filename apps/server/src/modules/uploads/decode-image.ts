import fs from 'node:fs/promises';
import { decode as decodeBmp } from '@cwasm/nsbmp';
import type { OutputInfo } from 'sharp';
import { IMAGE_MAX_PIXELS, type ImageKind } from '@vmu/domain';
import { loadSharp } from '../../platform/images/load-sharp';

// Decoding an uploaded image whole: a header can claim any size, and a file cut short or patched
// still has a fine header (decision 0019). PNG and JPEG go through sharp (libvips with libpng and
// mozjpeg); BMP, which libvips does not read, through NetSurf's libnsbmp compiled to WebAssembly.
// The caller has already read the header and refused anything over IMAGE_MAX_PIXELS, so a decode
// costs at most that many pixels.

/**
 * The real width and height of the image in `filePath`, decoded to the last pixel, or null when
 * it does not decode whole (truncated, corrupt data or checksums, fewer pixels than its header
 * says).
 */
export async function decodeImage(
  filePath: string,
  format: ImageKind,
): Promise<{ width: number; height: number } | null> {
  // Outside the try: a sharp that does not load is the server's failure, not the image's.
  const sharp = await loadSharp();
  try {
    if (format === 'BMP') {
      // libnsbmp refuses a file whose pixel data ends early; a VMU icon is at most 2 MB.
      const image = decodeBmp(await fs.readFile(filePath));
      return { width: image.width, height: image.height };
    }
    // Streamed out and dropped chunk by chunk: memory stays small whatever the size, and every
    // pixel is decoded. failOn 'error' refuses truncated data and libpng/libjpeg errors (a
    // wrong CRC, IDAT with fewer rows than IHDR declares) that the default would let through.
    const pipeline = sharp(filePath, {
      failOn: 'error',
      limitInputPixels: IMAGE_MAX_PIXELS,
      sequentialRead: true,
    });
    const info = new Promise<OutputInfo>((resolve) => pipeline.once('info', resolve));
    for await (const _chunk of pipeline.raw()) {
      // Each chunk is a band of decoded pixels; only the decoder's verdict matters.
    }
    const { width, height } = await info;
    return { width, height };
  } catch {
    return null;
  }
}
