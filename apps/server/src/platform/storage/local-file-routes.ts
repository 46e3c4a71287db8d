import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ApiErrorSchema, RouteRefusalSchema } from '@vmu/domain';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/schema';
import { withZodSchemas } from '../../plugins/zod-schemas';
import { localFilePath } from './local-storage';
import { attachmentDisposition, verifyDownload, type Signer } from './signed-url';
import { isPublicKey, isStorageKey } from './storage-keys';

// The local driver's two kinds of URL, served by the portal itself:
//   GET /files/public/...              icons, banners, screenshots (anyone; only recorded files)
//   GET /api/downloads/{key}?expires=..&name=..&sig=..   any file, while the signature holds
// Both refuse `..`, encoded slashes or backslashes and anything that is not a storage key.

/** Headers that keep a stored file inert: never sniffed, never run as a page. */
export const INERT_FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cross-origin-resource-policy': 'same-site',
};

/** The key a request's raw path names under `prefix`, or null when it is not a plain key. */
export function keyFromRawPath(rawUrl: string, prefix: string): string | null {
  const pathPart = rawUrl.split('?')[0] ?? '';
  if (!pathPart.startsWith(prefix)) return null;
  const rest = pathPart.slice(prefix.length);
  // Keys are plain ASCII; any escape (%2F, %5C, %2E...) or backslash is a smuggling attempt.
  if (rest.includes('%') || rest.includes('\\')) return null;
  return isStorageKey(rest) ? rest : null;
}

/** The file itself is streamed (no schema); a refusal is a Refusal (or the app's, at the edge). */
export const FILE_ROUTE_SCHEMA = {
  response: { '4xx': RouteRefusalSchema, '5xx': ApiErrorSchema },
} as const;

export async function registerLocalFileRoutes(
  parent: FastifyInstance,
  options: { dir: string; db: Database; signer: Signer },
): Promise<void> {
  await parent.register(async (plain) => registerFileRoutes(withZodSchemas(plain), options));
}

async function registerFileRoutes(
  app: FastifyInstance,
  options: { dir: string; db: Database; signer: Signer },
): Promise<void> {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').send({ error: 'File not found' });

  async function sendFile(
    reply: FastifyReply,
    key: string,
    headers: Record<string, string>,
  ): Promise<FastifyReply> {
    const file = localFilePath(options.dir, key);
    let size: number;
    try {
      const stats = await fs.promises.stat(file);
      if (!stats.isFile()) return notFound(reply);
      size = stats.size;
    } catch {
      return notFound(reply);
    }
    return reply
      .headers({ ...INERT_FILE_HEADERS, ...headers, 'content-length': String(size) })
      .send(fs.createReadStream(file));
  }

  app.get(
    '/files/public/*',
    { schema: FILE_ROUTE_SCHEMA },
    async (request: FastifyRequest, reply) => {
      const key = keyFromRawPath(request.url, '/files/');
      if (!key || !isPublicKey(key)) return notFound(reply);
      // Only a file that arrived whole and passed its checks has a row; its type comes from there.
      const [row] = await options.db
        .select({ contentType: storedFile.contentType })
        .from(storedFile)
        .where(eq(storedFile.key, key))
        .limit(1);
      if (!row) return notFound(reply);
      return sendFile(reply, key, {
        'content-type': row.contentType,
        // Every upload gets a fresh key, so a file at a key never changes.
        'cache-control': 'public, max-age=31536000, immutable',
      });
    },
  );

  app.get('/api/downloads/*', { schema: FILE_ROUTE_SCHEMA }, async (request, reply) => {
    const key = keyFromRawPath(request.url, '/api/downloads/');
    const check = key
      ? verifyDownload(options.signer, key, request.query as Record<string, unknown>)
      : ({ ok: false, reason: 'invalid' } as const);
    if (!key || !check.ok) {
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .send({
          error:
            check.ok || check.reason === 'invalid'
              ? 'This download link is not valid'
              : 'This download link has expired',
        });
    }
    return sendFile(reply, key, {
      'content-type': 'application/octet-stream',
      'content-disposition': attachmentDisposition(check.fileName),
      'cache-control': 'private, no-store',
    });
  });
}
