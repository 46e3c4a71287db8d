import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildVmupack } from './build-vmupack';
import { bytesSource, fileSource, type ByteSource } from './byte-source';
import { HEADER_SIZE, SECTION_TABLE_OFFSET } from './format';
import { readVmupack } from './read-vmupack';
import type { VmupackErrorCode } from './vmupack-error';

const FIXTURE = fileURLToPath(new URL('../fixtures/star_hopper.vmupack', import.meta.url));

const read = (bytes: Uint8Array) => readVmupack(bytesSource(bytes));

async function expectRejected(bytes: Uint8Array, code: VmupackErrorCode, message: RegExp) {
  await expect(read(bytes)).rejects.toMatchObject({ name: 'VmupackError', code, message });
}

const setU32 = (bytes: Uint8Array, offset: number, value: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(offset, value, true);
const sectionEntry = (index: number) => SECTION_TABLE_OFFSET + index * 8;

describe('readVmupack on the SDK packer’s own package', () => {
  it('reports exactly what VMUPACK.md says star_hopper.vmupack holds', async () => {
    const source = await fileSource(FIXTURE);
    try {
      const info = await readVmupack(source);
      expect(info).toMatchObject({
        formatVersion: 1,
        sdkVersion: '1.2.3',
        headerName: 'Star Hopper',
        appName: 'Star Hopper',
        appVersion: '1.4.2',
        appAuthor: 'Portal Tests',
        entryPoint: 'main.lua',
        appMode: 'exclusive',
        appEnvironment: 'lua',
        signature: null,
      });
      expect(info.icon).toMatchObject({ width: 76, height: 76 });
      expect(info.icon.rgb565).toHaveLength(76 * 76 * 2);
      expect(info.sections.elf).toEqual({ offset: source.size, length: 0 });
    } finally {
      await source.close();
    }
  });
});

describe('buildVmupack', () => {
  it('lays a package out as the SDK packer does', async () => {
    const fixture = new Uint8Array(readFileSync(FIXTURE));
    const original = await read(fixture);
    const resourcesAt = original.sections.resources.offset;
    const index = original.metadata.resource_index as {
      path: string;
      offset: number;
      size: number;
    }[];
    const built = buildVmupack({
      name: 'Star Hopper',
      version: '1.4.2',
      author: 'Portal Tests',
      resources: index.map(({ path, offset, size }) => ({
        path,
        data: fixture.slice(resourcesAt + offset, resourcesAt + offset + size),
      })),
    });
    expect(built).toHaveLength(fixture.length);
    // Header through the section table, and the metadata, byte for byte.
    expect(built.subarray(0, 0x68)).toEqual(fixture.subarray(0, 0x68));
    const { offset, length } = original.sections.metadata;
    expect(built.subarray(offset, offset + length)).toEqual(
      fixture.subarray(offset, offset + length),
    );
    expect((await read(built)).appName).toBe('Star Hopper');
  });
});

describe('readVmupack refuses what is not a good package, saying what to fix', () => {
  it('a file that is not a package', async () => {
    await expectRejected(
      new TextEncoder().encode('PK\u0003\u0004 a zip'),
      'NOT_A_VMUPACK',
      /not a \.vmupack/,
    );
    const png = new Uint8Array(HEADER_SIZE);
    png.set([0x89, 0x50, 0x4e, 0x47]);
    await expectRejected(png, 'NOT_A_VMUPACK', /VMU Pro SDK packer/);
  });

  it('an unknown format version', async () => {
    const bytes = buildVmupack();
    bytes[8] = 2;
    await expectRejected(bytes, 'UNSUPPORTED_VERSION', /format version 2/);
  });

  it('a section running past the end (a cut-off upload)', async () => {
    const bytes = buildVmupack({ elf: new Uint8Array(2000).fill(7), environment: 'native' });
    await expectRejected(
      bytes.subarray(0, bytes.length - 1024),
      'BAD_SECTION_TABLE',
      /past the end/,
    );
  });

  it('a section off the 512-byte grid, inside the header, or overlapping another', async () => {
    const misaligned = buildVmupack();
    setU32(misaligned, sectionEntry(1), HEADER_SIZE + 100);
    await expectRejected(misaligned, 'BAD_SECTION_TABLE', /512-byte boundary/);
    const inHeader = buildVmupack();
    setU32(inHeader, sectionEntry(0), 0);
    await expectRejected(inHeader, 'BAD_SECTION_TABLE', /overlaps the header/);
    const overlapping = buildVmupack();
    setU32(overlapping, sectionEntry(1), HEADER_SIZE);
    await expectRejected(overlapping, 'BAD_SECTION_TABLE', /icon and metadata sections overlap/);
  });

  it('metadata that is not JSON, lacks a key or has a malformed version', async () => {
    await expectRejected(
      buildVmupack({ metadataText: '{"app_name": ' }),
      'BAD_METADATA',
      /not valid JSON/,
    );
    await expectRejected(buildVmupack({ metadataText: '[1, 2]' }), 'BAD_METADATA', /JSON object/);
    await expectRejected(
      buildVmupack({ metadata: { app_author: undefined } }),
      'BAD_METADATA',
      /no app_author/,
    );
    await expectRejected(
      buildVmupack({ version: '1.2' }),
      'BAD_METADATA',
      /"1\.2" is not three numbers/,
    );
  });

  it('does not require metadata_version, which the packer does not copy', async () => {
    expect((await read(buildVmupack())).metadata).not.toHaveProperty('metadata_version');
  });

  it('an icon that is not 76x76 or lacks its tag', async () => {
    const wide = buildVmupack();
    setU32(wide, HEADER_SIZE + 16, 80);
    await expectRejected(wide, 'BAD_ICON', /80x76; it must be 76x76/);
    const untagged = buildVmupack();
    untagged[HEADER_SIZE] = 0;
    await expectRejected(untagged, 'BAD_ICON', /icon section is damaged/);
  });

  it('a header name that disagrees with app_name (first 31 characters compared)', async () => {
    await expectRejected(
      buildVmupack({ headerName: 'Other Name' }),
      'NAME_MISMATCH',
      /"Other Name"/,
    );
    const long = 'A Very Long Game Name That Goes On And On';
    expect((await read(buildVmupack({ name: long }))).headerName).toBe(long.slice(0, 31));
  });

  it('accepts a well-formed signature block and refuses a damaged one or stray bytes', async () => {
    const signed = buildVmupack({
      signature: new Uint8Array(256).fill(1),
      environment: 'native',
      elf: new Uint8Array(600),
    });
    expect((await read(signed)).signature).toEqual({ version: 1, length: 256 });
    const damaged = signed.slice();
    setU32(damaged, damaged.length - 512 + 8, 900);
    await expectRejected(damaged, 'BAD_SIGNATURE', /signature block is damaged/);
    const stray = new Uint8Array(buildVmupack().length + 512);
    stray.set(buildVmupack());
    stray.fill(9, stray.length - 512);
    await expectRejected(stray, 'UNEXPECTED_DATA', /unexpected data/);
  });
});

describe('the cost of a check', () => {
  it('reads the same few KiB whatever the size of the package', async () => {
    const bytesRead = async (elfSize: number) => {
      const bytes = buildVmupack({ environment: 'native', elf: new Uint8Array(elfSize) });
      const inner = bytesSource(bytes);
      let total = 0;
      const counting: ByteSource = {
        size: inner.size,
        read: async (offset, length) => {
          total += length;
          return inner.read(offset, length);
        },
      };
      await readVmupack(counting);
      return total;
    };
    const small = await bytesRead(1024);
    expect(await bytesRead(50 * 1024 * 1024)).toBe(small);
    expect(small).toBeLessThan(16 * 1024);
  });
});
