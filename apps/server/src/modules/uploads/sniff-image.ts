import type { ImageKind } from '@vmu/domain';
import type { ByteSource } from '@vmu/vmupack';

// What an image file really is, read from its bytes: magic number, then the real dimensions from
// the format's own header. Reads a few small ranges; never the whole file.

export type SniffedImage = { format: ImageKind; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// The IEND chunk every complete PNG ends with: length 0, 'IEND', its CRC.
const PNG_IEND = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), not DHT/JPG/DAC. */
const JPEG_SOF = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
/** A JPEG whose frame header is not within this many segments is not one we accept. */
const JPEG_MAX_SEGMENTS = 256;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The kind and size of an image file, or null when the bytes are not a whole PNG, JPEG or BMP. */
export async function sniffImage(source: ByteSource): Promise<SniffedImage | null> {
  const head = await source.read(0, 64);
  if (startsWith(head, PNG_SIGNATURE)) return sniffPng(source, head);
  if (startsWith(head, [0xff, 0xd8, 0xff])) return sniffJpeg(source);
  if (startsWith(head, [0x42, 0x4d])) return sniffBmp(source, head);
  return null;
}

async function sniffPng(source: ByteSource, head: Uint8Array): Promise<SniffedImage | null> {
  // The first chunk must be IHDR, 13 bytes long.
  if (!startsWith(head, [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52], 8) || head.length < 24) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0) return null;
  // A cut-short upload has no IEND at its end.
  const tail = await source.read(source.size - PNG_IEND.length, PNG_IEND.length);
  if (!startsWith(tail, PNG_IEND)) return null;
  return { format: 'PNG', width, height };
}

async function sniffJpeg(source: ByteSource): Promise<SniffedImage | null> {
  let offset = 2;
  for (let segments = 0; segments < JPEG_MAX_SEGMENTS; segments += 1) {
    const marker = await source.read(offset, 10);
    if (marker.length < 4 || marker[0] !== 0xff) return null;
    const type = marker[1]!;
    // Fill bytes before a marker.
    if (type === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length: TEM and RSTn. SOS/EOI before a frame header: not an image.
    if (type === 0x01 || (type >= 0xd0 && type <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (type === 0xd9 || type === 0xda) return null;
    const length = (marker[2]! << 8) | marker[3]!;
    if (length < 2) return null;
    if (JPEG_SOF.has(type)) {
      if (marker.length < 9) return null;
      const height = (marker[5]! << 8) | marker[6]!;
      const width = (marker[7]! << 8) | marker[8]!;
      if (width === 0 || height === 0) return null;
      return { format: 'JPEG', width, height };
    }
    offset += 2 + length;
  }
  return null;
}

async function sniffBmp(source: ByteSource, head: Uint8Array): Promise<SniffedImage | null> {
  if (head.length < 30) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const declaredSize = view.getUint32(2, true);
  const pixelOffset = view.getUint32(10, true);
  const dibSize = view.getUint32(14, true);
  let width: number;
  let height: number;
  let bitsPerPixel: number;
  let compression = 0;
  if (dibSize === 12) {
    width = view.getUint16(18, true);
    height = view.getUint16(20, true);
    bitsPerPixel = view.getUint16(24, true);
  } else if ([40, 52, 56, 64, 108, 124].includes(dibSize) && head.length >= 34) {
    width = view.getInt32(18, true);
    // Negative: rows stored top-down.
    height = Math.abs(view.getInt32(22, true));
    bitsPerPixel = view.getUint16(28, true);
    compression = view.getUint32(30, true);
  } else {
    return null;
  }
  if (width <= 0 || height <= 0 || ![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) return null;
  if (pixelOffset < 14 + dibSize || pixelOffset >= source.size) return null;
  // Uncompressed (or bit-field) pixels must all be there: a cut-short upload is refused.
  if (compression === 0 || compression === 3) {
    const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
    if (pixelOffset + rowBytes * height > source.size) return null;
  }
  if (declaredSize !== 0 && declaredSize > source.size) return null;
  return { format: 'BMP', width, height };
}
