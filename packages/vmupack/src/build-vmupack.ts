import {
  APP_ENVIRONMENT_OFFSET,
  APP_MODE_OFFSET,
  FORMAT_VERSION,
  HEADER_SIZE,
  ICON_HEADER_SIZE,
  ICON_SIZE,
  ICON_TAG,
  MAGIC,
  NAME_MAX_LENGTH,
  NAME_OFFSET,
  SECTION_TABLE_OFFSET,
  SIGNATURE_HEADER_SIZE,
  SIGNATURE_TAG,
  padded,
} from './format';

export type BuildOptions = {
  name?: string;
  author?: string;
  version?: string;
  entryPoint?: string;
  environment?: 'lua' | 'native';
  /** 0 auto, 1 applet, 2 fullscreen, 3 exclusive. */
  mode?: number;
  sdkVersion?: [number, number, number];
  resources?: { path: string; data: Uint8Array | string }[];
  /** Colour of every icon pixel, RGB565. */
  iconColour?: number;
  elf?: Uint8Array;
  /** Appends a signature block with these signature bytes (not a real RSA signature). */
  signature?: Uint8Array;
  /** Replaces the metadata JSON the builder would write (for broken packages). */
  metadataText?: string;
  /** Extra or overriding metadata keys. */
  metadata?: Record<string, unknown>;
  /** Writes this name into the header instead of `name`. */
  headerName?: string;
};

const encoder = new TextEncoder();

/**
 * Makes a package laid out as the SDK's packer does (VMUPACK.md): header, icon, metadata,
 * resources, binding, then the ELF and an optional signature. Tests make broken packages by
 * passing overrides or by changing the returned bytes.
 */
export function buildVmupack(options: BuildOptions = {}): Uint8Array {
  const name = options.name ?? 'Test App';
  const environment = options.environment ?? 'lua';
  const resources = (options.resources ?? [{ path: 'main.lua', data: 'print("hello")\n' }]).map(
    (resource) => ({
      path: resource.path,
      data: typeof resource.data === 'string' ? encoder.encode(resource.data) : resource.data,
    }),
  );

  const icon = new Uint8Array(ICON_HEADER_SIZE + ICON_SIZE * ICON_SIZE * 2);
  icon.set(encoder.encode(ICON_TAG), 0);
  const iconView = new DataView(icon.buffer);
  iconView.setUint32(16, ICON_SIZE, true);
  iconView.setUint32(20, ICON_SIZE, true);
  const colour = options.iconColour ?? 0x001f;
  for (let i = ICON_HEADER_SIZE; i < icon.length; i += 2) {
    icon[i] = colour >> 8; // high byte first
    icon[i + 1] = colour & 0xff;
  }

  let resourceOffset = 0;
  const resourceIndex = resources.map(({ path, data }) => {
    const entry = {
      path,
      offset: resourceOffset,
      size: data.length,
      padded_size: padded(data.length),
    };
    resourceOffset += entry.padded_size;
    return entry;
  });
  const resourceBytes = new Uint8Array(resourceOffset);
  resources.forEach(({ data }, i) => resourceBytes.set(data, resourceIndex[i]!.offset));

  const metadataText =
    options.metadataText ??
    JSON.stringify(
      {
        app_name: name,
        app_author: options.author ?? 'Portal Tests',
        app_version: options.version ?? '1.0.0',
        app_entry_point: options.entryPoint ?? (environment === 'lua' ? 'main.lua' : 'app.elf'),
        icon_transparency: false,
        app_mode: options.mode ?? 3,
        app_environment: environment,
        resources: resourceIndex.map(({ path, offset }) => [path, offset]),
        resource_index: resourceIndex,
        ...options.metadata,
      },
      null,
      4,
    );
  const metadata = encoder.encode(metadataText);
  const binding = new Uint8Array(16);
  const elf = options.elf ?? new Uint8Array();

  const parts = [icon, metadata, resourceBytes, binding, elf];
  const table: [number, number][] = [];
  let offset = HEADER_SIZE;
  for (const part of parts) {
    table.push([offset, part === elf ? part.length : padded(part.length)]);
    offset += padded(part.length);
  }
  const signatureBlock = options.signature
    ? new Uint8Array(padded(SIGNATURE_HEADER_SIZE + options.signature.length))
    : new Uint8Array();
  const bytes = new Uint8Array(offset + signatureBlock.length);

  bytes.set(MAGIC, 0);
  bytes[8] = FORMAT_VERSION;
  bytes.set(options.sdkVersion ?? [1, 2, 3], 12);
  bytes.set(encoder.encode((options.headerName ?? name).slice(0, NAME_MAX_LENGTH)), NAME_OFFSET);
  const view = new DataView(bytes.buffer);
  view.setUint32(APP_MODE_OFFSET, options.mode ?? 3, true);
  view.setUint32(APP_ENVIRONMENT_OFFSET, environment === 'lua' ? 1 : 0, true);
  table.forEach(([sectionOffset, length], i) => {
    view.setUint32(SECTION_TABLE_OFFSET + i * 8, sectionOffset, true);
    view.setUint32(SECTION_TABLE_OFFSET + i * 8 + 4, length, true);
    bytes.set(parts[i]!, sectionOffset);
  });
  if (options.signature) {
    bytes.set(encoder.encode(SIGNATURE_TAG), offset);
    view.setUint32(offset + 4, 1, true);
    view.setUint32(offset + 8, options.signature.length, true);
    bytes.set(options.signature, offset + SIGNATURE_HEADER_SIZE);
  }
  return bytes;
}
