import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typeAndData = out.subarray(4, 8 + data.length);
  typeAndData.set(new TextEncoder().encode(type), 0);
  typeAndData.set(data, 4);
  view.setUint32(8 + data.length, crc32(typeAndData));
  return out;
}

/**
 * The package's icon (RGB565, high byte first) as an RGB PNG, so the portal can show it beside
 * the icons the developer uploaded. Each 5- or 6-bit channel is widened to 8 bits by repeating
 * its top bits, so pure white stays white.
 */
export function iconToPng(icon: { width: number; height: number; rgb565: Uint8Array }): Uint8Array {
  const { width, height, rgb565 } = icon;
  const rowBytes = 1 + width * 3; // filter byte + RGB
  const raw = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 2;
      const pixel = ((rgb565[at] ?? 0) << 8) | (rgb565[at + 1] ?? 0);
      const r = (pixel >> 11) & 0x1f;
      const g = (pixel >> 5) & 0x3f;
      const b = pixel & 0x1f;
      const out = y * rowBytes + 1 + x * 3;
      raw[out] = (r << 3) | (r >> 2);
      raw[out + 1] = (g << 2) | (g >> 4);
      raw[out + 2] = (b << 3) | (b >> 2);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  const parts = [
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ];
  const png = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
