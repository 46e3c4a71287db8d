import {
  APP_ENVIRONMENT_OFFSET,
  APP_ENVIRONMENTS,
  APP_MODE_OFFSET,
  APP_MODES,
  BLOCK_SIZE,
  FORMAT_VERSION,
  HEADER_SIZE,
  ICON_HEADER_SIZE,
  ICON_SIZE,
  ICON_TAG,
  MAGIC,
  NAME_FIELD_SIZE,
  NAME_MAX_LENGTH,
  NAME_OFFSET,
  SECTION_TABLE_OFFSET,
  SECTIONS,
  SIGNATURE_HEADER_SIZE,
  SIGNATURE_TAG,
  padded,
  type SectionName,
} from './format';
import type { ByteSource } from './byte-source';
import { VmupackError } from './vmupack-error';

/** Metadata beyond this is not a packer's output; refusing it bounds what one check reads. */
export const METADATA_MAX_BYTES = 256 * 1024;
/** The most a signature block may take after the last section (RSA-4096 fits many times). */
export const SIGNATURE_MAX_BYTES = 4 * BLOCK_SIZE;

const VERSION_PATTERN = /^\d{1,5}\.\d{1,5}\.\d{1,5}$/;

export type Section = { offset: number; length: number };

export type VmupackInfo = {
  formatVersion: number;
  sdkVersion: string;
  /** The header's name (at most 31 characters). */
  headerName: string;
  appMode: string;
  appEnvironment: string;
  sections: Record<SectionName, Section>;
  /** extractedAppName (docs/product.md, "Application"). */
  appName: string;
  /** extractedVersion (docs/product.md, "Application"). */
  appVersion: string;
  appAuthor: string;
  entryPoint: string;
  metadata: Record<string, unknown>;
  icon: { width: number; height: number; transparent: boolean; rgb565: Uint8Array };
  signature: { version: number; length: number } | null;
};

const u32 = (view: DataView, offset: number) => view.getUint32(offset, true);
const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

function fail(code: VmupackError['code'], message: string): never {
  throw new VmupackError(code, message);
}

function readHeader(header: Uint8Array, size: number) {
  if (header.length < HEADER_SIZE || MAGIC.some((byte, i) => header[i] !== byte)) {
    fail(
      'NOT_A_VMUPACK',
      'This file is not a .vmupack package. Build it with the VMU Pro SDK packer and upload the .vmupack it writes.',
    );
  }
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  const formatVersion = header[8] ?? 0;
  if (formatVersion !== FORMAT_VERSION) {
    fail(
      'UNSUPPORTED_VERSION',
      `This package uses format version ${formatVersion}, which the store does not support yet. Repack it with the current VMU Pro SDK.`,
    );
  }
  const nameBytes = header.subarray(NAME_OFFSET, NAME_OFFSET + NAME_FIELD_SIZE);
  const nul = nameBytes.indexOf(0);
  const headerName = ascii(nameBytes.subarray(0, nul === -1 ? NAME_MAX_LENGTH : nul));
  const sections = {} as Record<SectionName, Section>;
  SECTIONS.forEach((name, i) => {
    const entry = SECTION_TABLE_OFFSET + i * 8;
    sections[name] = { offset: u32(view, entry), length: u32(view, entry + 4) };
  });
  checkSections(sections, size);
  const mode = u32(view, APP_MODE_OFFSET);
  const environment = u32(view, APP_ENVIRONMENT_OFFSET);
  return {
    formatVersion,
    sdkVersion: `${header[12]}.${header[13]}.${header[14]}`,
    headerName,
    appMode: APP_MODES[mode as keyof typeof APP_MODES] ?? `unknown (${mode})`,
    appEnvironment:
      APP_ENVIRONMENTS[environment as keyof typeof APP_ENVIRONMENTS] ?? `unknown (${environment})`,
    sections,
  };
}

function checkSections(sections: Record<SectionName, Section>, size: number) {
  const used: [SectionName, Section][] = [];
  for (const name of SECTIONS) {
    const section = sections[name];
    if (section.length === 0) {
      if (section.offset > size)
        badTable(`The empty ${name} section points past the end of the file.`);
      continue;
    }
    if (section.offset % BLOCK_SIZE !== 0)
      badTable(`The ${name} section does not start on a 512-byte boundary.`);
    if (section.offset < HEADER_SIZE) badTable(`The ${name} section overlaps the header.`);
    if (section.offset + section.length > size) {
      badTable(`The ${name} section runs past the end of the file; the upload may be incomplete.`);
    }
    used.push([name, section]);
  }
  used.sort(([, a], [, b]) => a.offset - b.offset);
  for (let i = 1; i < used.length; i += 1) {
    const [previousName, previous] = used[i - 1]!;
    const [name, section] = used[i]!;
    if (previous.offset + previous.length > section.offset) {
      badTable(`The ${previousName} and ${name} sections overlap.`);
    }
  }
  for (const name of ['icon', 'metadata'] as const) {
    if (sections[name].length === 0) badTable(`The package has no ${name} section.`);
  }
}

function badTable(detail: string): never {
  fail(
    'BAD_SECTION_TABLE',
    `The package's section table is damaged: ${detail} Repack it with the VMU Pro SDK.`,
  );
}

function readMetadata(bytes: Uint8Array) {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1;
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end)));
  } catch {
    fail('BAD_METADATA', 'The package metadata is not valid JSON. Check metadata.json and repack.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    fail(
      'BAD_METADATA',
      'The package metadata must be a JSON object. Check metadata.json and repack.',
    );
  }
  const metadata = parsed as Record<string, unknown>;
  for (const key of ['app_name', 'app_author', 'app_version', 'app_entry_point']) {
    const value = metadata[key];
    if (typeof value !== 'string' || value.trim() === '') {
      fail(
        'BAD_METADATA',
        `The package metadata has no ${key}. Add it to metadata.json and repack.`,
      );
    }
  }
  const version = metadata.app_version as string;
  if (!VERSION_PATTERN.test(version)) {
    fail(
      'BAD_METADATA',
      `The app_version "${version}" is not three numbers separated by dots (for example 1.2.0). Fix it in metadata.json and repack.`,
    );
  }
  return metadata;
}

function readIcon(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < ICON_HEADER_SIZE || ascii(bytes.subarray(0, 4)) !== ICON_TAG) {
    fail('BAD_ICON', 'The package icon section is damaged. Repack it with the VMU Pro SDK.');
  }
  const width = u32(view, 16);
  const height = u32(view, 20);
  if (width !== ICON_SIZE || height !== ICON_SIZE) {
    fail(
      'BAD_ICON',
      `The package icon is ${width}x${height}; it must be ${ICON_SIZE}x${ICON_SIZE} pixels.`,
    );
  }
  const pixels = ICON_SIZE * ICON_SIZE * 2;
  if (bytes.length < ICON_HEADER_SIZE + pixels) {
    fail('BAD_ICON', 'The package icon is cut short. Repack it with the VMU Pro SDK.');
  }
  return {
    width,
    height,
    transparent: u32(view, 24) !== 0,
    rgb565: bytes.slice(ICON_HEADER_SIZE, ICON_HEADER_SIZE + pixels),
  };
}

function readSignature(tail: Uint8Array) {
  if (tail.length === 0) return null;
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  if (tail.length < SIGNATURE_HEADER_SIZE || ascii(tail.subarray(0, 4)) !== SIGNATURE_TAG) {
    fail(
      'UNEXPECTED_DATA',
      'The package has unexpected data after its last section. Repack it with the VMU Pro SDK.',
    );
  }
  const version = u32(view, 4);
  const length = u32(view, 8);
  if (length === 0 || padded(SIGNATURE_HEADER_SIZE + length) !== tail.length) {
    fail('BAD_SIGNATURE', 'The package signature block is damaged. Sign the package again.');
  }
  return { version, length };
}

/**
 * Reads and checks a package (VMUPACK.md, "What a careful reader checks"). Throws a
 * VmupackError whose message tells the developer what to fix.
 */
export async function readVmupack(source: ByteSource): Promise<VmupackInfo> {
  const header = readHeader(await source.read(0, HEADER_SIZE), source.size);
  const { sections } = header;
  if (sections.metadata.length > METADATA_MAX_BYTES) {
    fail(
      'BAD_METADATA',
      'The package metadata is larger than 256 KB. Check metadata.json and repack.',
    );
  }
  const metadata = readMetadata(
    await source.read(sections.metadata.offset, sections.metadata.length),
  );
  const icon = readIcon(
    await source.read(
      sections.icon.offset,
      Math.min(sections.icon.length, ICON_HEADER_SIZE + ICON_SIZE * ICON_SIZE * 2),
    ),
  );
  const appName = metadata.app_name as string;
  if (header.headerName !== appName.slice(0, NAME_MAX_LENGTH)) {
    fail(
      'NAME_MISMATCH',
      `The name in the package header ("${header.headerName}") differs from app_name in its metadata ("${appName}"). Repack it with the VMU Pro SDK.`,
    );
  }
  const end = Math.max(
    HEADER_SIZE,
    ...SECTIONS.map((name) => sections[name])
      .filter((s) => s.length > 0)
      .map((s) => padded(s.offset + s.length)),
  );
  const tailLength = source.size - end;
  if (tailLength > SIGNATURE_MAX_BYTES) {
    fail(
      'UNEXPECTED_DATA',
      'The package has unexpected data after its last section. Repack it with the VMU Pro SDK.',
    );
  }
  const signature = readSignature(
    tailLength > 0 ? await source.read(end, tailLength) : new Uint8Array(),
  );
  return {
    ...header,
    appName,
    appVersion: metadata.app_version as string,
    appAuthor: metadata.app_author as string,
    entryPoint: metadata.app_entry_point as string,
    metadata,
    icon,
    signature,
  };
}
