import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bytesSource } from './byte-source';
import { buildVmupack } from './build-vmupack';
import { iconToPng } from './icon-to-png';
import { readVmupack } from './read-vmupack';

/** Splits a PNG into checked chunks and returns its size and RGB rows. */
function decode(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Record<string, Uint8Array> = {};
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(view.getUint32(at + 8 + length)).toBe(crc32(typeAndData));
    chunks[new TextDecoder().decode(typeAndData.subarray(0, 4))] = typeAndData.subarray(4);
    at += 12 + length;
  }
  const ihdr = new DataView(chunks.IHDR!.buffer, chunks.IHDR!.byteOffset);
  const width = ihdr.getUint32(0);
  const height = ihdr.getUint32(4);
  const raw = inflateSync(chunks.IDAT!);
  expect(raw).toHaveLength(height * (1 + width * 3));
  const pixel = (x: number, y: number) => {
    const at = y * (1 + width * 3) + 1 + x * 3;
    return [raw[at], raw[at + 1], raw[at + 2]];
  };
  return { width, height, pixel, hasEnd: 'IEND' in chunks };
}

describe('iconToPng', () => {
  it('turns the packer’s icon into a 76x76 PNG: a yellow disc on blue', async () => {
    const fixture = readFileSync(
      fileURLToPath(new URL('../fixtures/star_hopper.vmupack', import.meta.url)),
    );
    const { icon } = await readVmupack(bytesSource(new Uint8Array(fixture)));
    const png = decode(iconToPng(icon));
    expect(png).toMatchObject({ width: 76, height: 76, hasEnd: true });
    const [r, g, b] = png.pixel(38, 38);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(200);
    expect(b).toBeLessThan(80);
    const [cr, cg, cb] = png.pixel(0, 0);
    expect(cb).toBeGreaterThan(150);
    expect(Math.max(cr!, cg!)).toBeLessThan(cb!);
  });

  it('widens RGB565 to full 8-bit channels (white stays white, pure red is 255,0,0)', async () => {
    for (const [colour, expected] of [
      [0xffff, [255, 255, 255]],
      [0xf800, [255, 0, 0]],
      [0x07e0, [0, 255, 0]],
      [0x0000, [0, 0, 0]],
    ] as const) {
      const { icon } = await readVmupack(bytesSource(buildVmupack({ iconColour: colour })));
      expect(decode(iconToPng(icon)).pixel(10, 20)).toEqual(expected);
    }
  });
});
