import { open } from 'node:fs/promises';

/**
 * Random access to a package's bytes. The reader asks only for the header, the metadata, the
 * icon and what follows the last section, so its cost does not grow with the file.
 */
export type ByteSource = {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
};

export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    read: async (offset, length) => bytes.subarray(offset, offset + length),
  };
}

/** Reads a file on disk; call `close` when done. */
export async function fileSource(path: string): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await open(path, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const buffer = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
      await handle.read(buffer, 0, buffer.length, offset);
      return buffer;
    },
    close: () => handle.close(),
  };
}
