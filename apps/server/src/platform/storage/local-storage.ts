import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { signDownloadUrl, type Signer } from './signed-url';
import type { Storage, StoredObject } from './storage';
import { assertStorageKey, StoredFileMissingError } from './storage-keys';

// Files live at {dir}/{key}; each file's media type at {dir}/.meta/{key}.json (keys start with
// public/ or packages/, so neither tree meets the other, {dir}/.tmp, where uploads are spooled, or
// {dir}/.display, where display copies of images are kept). The portal serves both kinds of URL itself
// (local-file-routes.ts).

const META_DIR = '.meta';

/** Where the uploads module spools bodies when storing on this disk (same filesystem: no copy). */
export const localSpoolDir = (dir: string) => path.join(path.resolve(dir), '.tmp');

/** Where display-size copies of public images are kept (display-copies.ts, decision 0037). */
export const displayCopiesDir = (dir: string) => path.join(path.resolve(dir), '.display');

export function createLocalStorage(options: {
  dir: string;
  /** The portal's own address, without a trailing slash. */
  publicUrl: string;
  signer: Signer;
}): Storage {
  const root = path.resolve(options.dir);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  const metaOf = (key: string) => path.join(root, META_DIR, ...key.split('/')) + '.json';

  /** Writes `write`'s output beside `target` and renames it into place, so readers see all or nothing. */
  async function atomically(target: string, write: (temp: string) => Promise<void>) {
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
    try {
      await write(temp);
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  return {
    driver: 'local',
    bucket: 'local',
    async putFile(key, filePath, contentType) {
      const target = fileOf(key);
      // The media type first: a file is visible once its data is renamed into place.
      await atomically(metaOf(key), (temp) => fs.writeFile(temp, JSON.stringify({ contentType })));
      await atomically(target, async (temp) => {
        // A hard link costs nothing when the file is on the same disk (the uploads module spools
        // into STORAGE_DIR/.tmp for this); the caller may still remove its own name for it.
        try {
          await fs.link(filePath, temp);
        } catch {
          await fs.copyFile(filePath, temp, fs.constants.COPYFILE_FICLONE);
        }
      });
    },
    async readRange(key, offset, length) {
      let handle;
      try {
        handle = await fs.open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) throw new StoredFileMissingError(key);
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const buffer = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
        let read = 0;
        while (read < buffer.length) {
          const { bytesRead } = await handle.read(
            buffer,
            read,
            buffer.length - read,
            offset + read,
          );
          if (bytesRead === 0) break;
          read += bytesRead;
        }
        return buffer.subarray(0, read);
      } finally {
        await handle.close();
      }
    },
    async stat(key): Promise<StoredObject | null> {
      let size: number;
      try {
        const stats = await fs.stat(fileOf(key));
        if (!stats.isFile()) return null;
        size = stats.size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      let contentType = 'application/octet-stream';
      try {
        const meta = JSON.parse(await fs.readFile(metaOf(key), 'utf8')) as {
          contentType?: unknown;
        };
        if (typeof meta.contentType === 'string') contentType = meta.contentType;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      return { size, contentType };
    },
    async delete(keys) {
      for (const key of keys) {
        const file = fileOf(key);
        await fs.rm(file, { force: true });
        await fs.rm(metaOf(key), { force: true });
        await removeEmptyParents(path.dirname(file), root);
        await removeEmptyParents(path.dirname(metaOf(key)), root);
      }
    },
    publicUrl(key) {
      assertStorageKey(key);
      return `${options.publicUrl}/files/${key}`;
    },
    async signedDownloadUrl(key, { fileName, expiresInSeconds }) {
      assertStorageKey(key);
      return signDownloadUrl(options.signer, options.publicUrl, key, {
        fileName,
        expiresInSeconds,
      });
    },
  };
}

/** The absolute path of a key's file (the file routes stream it). */
export function localFilePath(dir: string, key: string): string {
  assertStorageKey(key);
  return path.join(path.resolve(dir), ...key.split('/'));
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException | null)?.code === 'ENOENT' ||
  (error as NodeJS.ErrnoException | null)?.code === 'ENOTDIR';

/** Removes the upload's now-empty folders (public/{owner}/{upload}/), never `root` itself. */
async function removeEmptyParents(dir: string, root: string): Promise<void> {
  let current = dir;
  while (current.startsWith(root + path.sep) && current !== root) {
    try {
      await fs.rmdir(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}
