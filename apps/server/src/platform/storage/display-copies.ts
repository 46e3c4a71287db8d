import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  DISPLAY_IMAGES_PREFIX,
  IMAGE_MAX_PIXELS,
  isDisplayImageWidth,
  type DisplayImageWidth,
} from '@vmu/domain';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/schema';
import { withZodSchemas } from '../../plugins/zod-schemas';
import { FILE_ROUTE_SCHEMA, INERT_FILE_HEADERS, keyFromRawPath } from './local-file-routes';
import type { Storage } from './storage';
import { isPublicKey, StoredFileMissingError } from './storage-keys';
import { loadSharp } from '../images/load-sharp';

// GET /files/display/{width}/{key}: a WebP copy of a public image at one of the fixed display
// widths (decision 0037), for srcset on the store's pages. Served by the portal with either
// storage driver: the original is read through the Storage interface, the copy is made once and
// kept on the portal's disk. Only recorded PNG and JPEG uploads have copies; a VMU icon (BMP) is
// shown at its own pixel size and has none. Anything else is a 404, never a 500.

/** Quality of the copies: indistinguishable from the original at display size, a fraction of its bytes. */
const WEBP_QUALITY = 78;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Copies made at the same time; the others wait their turn. Each decodes an original of up to
 * IMAGE_MAX_PIXELS for anyone who asks, so a burst of first requests must not hold dozens in
 * memory at once; and on a page's first visit, the copies asked for first (the banner's) are
 * not slowed down by all the others sharing the processor with them.
 */
const MADE_AT_ONCE = 2;

/**
 * Makes and keeps the copies under `cacheDir`/{width}/{key}.webp. A key's file never changes
 * (each upload gets a fresh key), so a copy is never stale; requests for a copy being made wait
 * for the one making it.
 */
export function createDisplayCopies(options: { storage: Storage; cacheDir: string }) {
  const root = path.resolve(options.cacheDir);
  const inFlight = new Map<string, Promise<Buffer | null>>();
  let making = 0;
  const waiting: (() => void)[] = [];

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (making < MADE_AT_ONCE) making += 1;
    // A finished copy hands its place straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else making -= 1;
    }
  }

  const fileOf = (key: string, width: number) =>
    path.join(root, String(width), ...key.split('/')) + '.webp';

  async function make(key: string, width: number, target: string): Promise<Buffer | null> {
    // Made by a request that finished while this one waited its turn.
    const made = await fs.promises.readFile(target).catch(() => null);
    if (made) return made;
    const stat = await options.storage.stat(key);
    if (!stat) return null;
    let copy: Buffer;
    try {
      const original = await options.storage.readRange(key, 0, stat.size);
      const sharp = await loadSharp();
      copy = await sharp(original, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch (error) {
      if (error instanceof StoredFileMissingError) return null;
      throw error;
    }
    // Written beside its place and renamed: a reader (or another server on the same disk) sees
    // the whole copy or none.
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.partial`;
    try {
      await fs.promises.writeFile(temp, copy);
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    return copy;
  }

  return {
    /**
     * The copy of `key` at `width` (already capped at the original's width): the cached file's
     * path, or the bytes just made; null when there is no original.
     */
    async copy(
      key: string,
      width: number,
    ): Promise<{ file: string; size: number } | { bytes: Buffer } | null> {
      const target = fileOf(key, width);
      try {
        const stats = await fs.promises.stat(target);
        if (stats.isFile()) return { file: target, size: stats.size };
      } catch {
        // Not made yet.
      }
      const id = `${width}/${key}`;
      let copying = inFlight.get(id);
      if (!copying) {
        copying = inTurn(() => make(key, width, target)).finally(() => inFlight.delete(id));
        inFlight.set(id, copying);
      }
      const bytes = await copying;
      return bytes ? { bytes } : null;
    },
  };
}

/** The width and key a request's raw path names, or null when it names no copy we make. */
function copyOfPath(rawUrl: string): { width: DisplayImageWidth; key: string } | null {
  const pathPart = rawUrl.split('?')[0] ?? '';
  if (!pathPart.startsWith(DISPLAY_IMAGES_PREFIX)) return null;
  const widthText = pathPart.slice(DISPLAY_IMAGES_PREFIX.length).split('/')[0] ?? '';
  if (!/^[1-9][0-9]{0,3}$/.test(widthText)) return null;
  const width = Number(widthText);
  if (!isDisplayImageWidth(width)) return null;
  const key = keyFromRawPath(pathPart, `${DISPLAY_IMAGES_PREFIX}${widthText}/`);
  return key && isPublicKey(key) ? { width, key } : null;
}

export async function registerDisplayCopyRoutes(
  parent: FastifyInstance,
  options: { db: Database; storage: Storage; cacheDir: string },
): Promise<void> {
  await parent.register(async (plain) => registerRoutes(withZodSchemas(plain), options));
}

async function registerRoutes(
  app: FastifyInstance,
  options: { db: Database; storage: Storage; cacheDir: string },
): Promise<void> {
  const copies = createDisplayCopies(options);
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').send({ error: 'File not found' });

  app.get(`${DISPLAY_IMAGES_PREFIX}*`, { schema: FILE_ROUTE_SCHEMA }, async (request, reply) => {
    const asked = copyOfPath(request.url);
    if (!asked) return notFound(reply);
    // Only a file that arrived whole and passed its checks has a row, and the row says what the
    // bytes are: a web image (not a package, not a BMP) and how wide it is.
    const [row] = await options.db
      .select({ assetType: storedFile.assetType, details: storedFile.details })
      .from(storedFile)
      .where(eq(storedFile.key, asked.key))
      .limit(1);
    const details = row?.details;
    if (
      !row ||
      row.assetType === 'binary' ||
      details?.kind !== 'image' ||
      (details.format !== 'PNG' && details.format !== 'JPEG')
    ) {
      return notFound(reply);
    }
    // Never enlarged: a width above the original's is the original's width, made and kept once.
    const width = Math.min(asked.width, details.width);
    let copy: Awaited<ReturnType<typeof copies.copy>>;
    try {
      copy = await copies.copy(asked.key, width);
    } catch (error) {
      logRefusedCopy(request.log, asked.key, error);
      return notFound(reply);
    }
    if (!copy) return notFound(reply);
    const headers = {
      ...INERT_FILE_HEADERS,
      'content-type': 'image/webp',
      'cache-control': IMMUTABLE,
    };
    if ('bytes' in copy) return reply.headers(headers).send(copy.bytes);
    return reply
      .headers({ ...headers, 'content-length': String(copy.size) })
      .send(fs.createReadStream(copy.file));
  });
}

/** A recorded image that does not decode (or a disk that refuses the copy) is ours to look at. */
function logRefusedCopy(log: FastifyBaseLogger, key: string, error: unknown) {
  log.warn({ err: error, key }, 'no display copy of a stored image');
}
