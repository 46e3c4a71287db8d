import { bytesSource } from '@vmu/vmupack';
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../test/upload-requests';
import { sniffImage } from './sniff-image';

const sniff = (bytes: Uint8Array) => sniffImage(bytesSource(bytes));

describe('sniffImage', () => {
  it('reads the kind and real dimensions of PNG, JPEG and BMP files', async () => {
    expect(await sniff(readFixture('webIconPng'))).toEqual({
      format: 'PNG',
      width: 512,
      height: 512,
    });
    expect(await sniff(readFixture('screenshotJpeg'))).toEqual({
      format: 'JPEG',
      width: 1280,
      height: 720,
    });
    expect(await sniff(readFixture('vmuBanner320Jpeg'))).toEqual({
      format: 'JPEG',
      width: 320,
      height: 240,
    });
    expect(await sniff(readFixture('vmuIconBmp'))).toEqual({
      format: 'BMP',
      width: 76,
      height: 76,
    });
  });

  it('finds a JPEG frame header after large metadata segments', async () => {
    const jpeg = readFixture('webIconJpeg');
    // An APP1 segment of 60 KB (as EXIF with a thumbnail would be) right after SOI.
    const app1 = Buffer.alloc(4 + 60_000);
    app1.writeUInt16BE(0xffe1, 0);
    app1.writeUInt16BE(60_002, 2);
    const padded = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    expect(await sniff(padded)).toEqual({ format: 'JPEG', width: 512, height: 512 });
  });

  it('reads top-down BMPs (negative height)', async () => {
    const bmp = Buffer.from(readFixture('vmuIconBmp'));
    bmp.writeInt32LE(-76, 22);
    expect(await sniff(bmp)).toEqual({ format: 'BMP', width: 76, height: 76 });
  });

  it('refuses other files, cut-short files and broken headers', async () => {
    expect(await sniff(readFixture('gif'))).toBeNull();
    expect(await sniff(readFixture('textAsPng'))).toBeNull();
    expect(await sniff(new Uint8Array())).toBeNull();
    const png = readFixture('webIconPng');
    expect(await sniff(png.subarray(0, png.length - 1))).toBeNull();
    expect(await sniff(png.subarray(0, 30))).toBeNull();
    const bmp = readFixture('vmuIconBmp');
    expect(await sniff(bmp.subarray(0, bmp.length - 100))).toBeNull();
    const jpeg = readFixture('webIconJpeg');
    expect(await sniff(jpeg.subarray(0, 20))).toBeNull();
    const zeroWidth = Buffer.from(png);
    zeroWidth.writeUInt32BE(0, 16);
    expect(await sniff(zeroWidth)).toBeNull();
  });
});
