// The .vmupack layout (VMUPACK.md): little-endian uint32s, a 512-byte header, sections on
// 512-byte boundaries, zero-padded to a multiple of 512.

export const BLOCK_SIZE = 512;
export const HEADER_SIZE = 512;
export const MAGIC = new Uint8Array([0x56, 0x4d, 0x55, 0x50, 0x41, 0x43, 0x4b, 0x00]); // VMUPACK\0
export const FORMAT_VERSION = 1;
export const NAME_OFFSET = 0x10;
export const NAME_FIELD_SIZE = 32;
/** The header keeps at most this many characters of the app name (one byte is the NUL). */
export const NAME_MAX_LENGTH = NAME_FIELD_SIZE - 1;
export const APP_MODE_OFFSET = 0x30;
export const APP_ENVIRONMENT_OFFSET = 0x34;
export const SECTION_TABLE_OFFSET = 0x40;

/** The section table, in header order. */
export const SECTIONS = ['icon', 'metadata', 'resources', 'binding', 'elf'] as const;
export type SectionName = (typeof SECTIONS)[number];

export const ICON_TAG = 'ICON';
export const ICON_HEADER_SIZE = 32;
export const ICON_SIZE = 76;
export const SIGNATURE_TAG = 'SIGN';
export const SIGNATURE_HEADER_SIZE = 16;

export const APP_MODES = { 0: 'auto', 1: 'applet', 2: 'fullscreen', 3: 'exclusive' } as const;
export const APP_ENVIRONMENTS = { 0: 'native', 1: 'lua', 0xffffffff: 'unknown' } as const;

/** Rounds up to the next 512-byte boundary. */
export const padded = (length: number) => Math.ceil(length / BLOCK_SIZE) * BLOCK_SIZE;
