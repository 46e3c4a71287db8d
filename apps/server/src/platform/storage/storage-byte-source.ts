import type { ByteSource } from '@vmu/vmupack';
import type { Storage } from './storage';

/** Random access to a stored file through ranged reads, so a reader pays only for what it asks. */
export function storageByteSource(storage: Storage, key: string, size: number): ByteSource {
  return {
    size,
    read: (offset, length) =>
      offset >= size || length <= 0
        ? Promise.resolve(new Uint8Array(0))
        : storage.readRange(key, offset, Math.min(length, size - offset)),
  };
}
