import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors';
import type { Signer } from '../platform/storage/signed-url';

/** Where the backup script asks the running server for the embedded database's data. */
export const DATABASE_BACKUP_PATH = '/api/backup/database';

/** What the backup script signs: the path and until when the request is good. */
export const backupMessage = (expires: number) => `${DATABASE_BACKUP_PATH}\n${expires}`;

/** A signed backup request for the next `seconds`: its query string. */
export function signBackupRequest(signer: Signer, seconds = 60, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + seconds;
  const sig = signer.sign('backup', backupMessage(expires));
  return new URLSearchParams({ expires: String(expires), sig }).toString();
}

/**
 * GET /api/backup/database?expires&sig: the embedded database's data folder as PGlite's own
 * tarball (dumpDataDir), taken between two of the database's exchanges, so it is consistent
 * while the server runs (decision 0055). Only a request signed with the server's secret is
 * answered, as the portal's signed download URLs are: the backup script on the server's own
 * machine reads the secret from the data folder (`npm run backup`). PostgreSQL is backed up with
 * its own tools (pg_dump).
 */
export function registerBackupRoutes(
  app: FastifyInstance,
  options: { database: DatabaseHandle; signer: Signer },
): void {
  app.get<{ Querystring: { expires?: string; sig?: string } }>(
    DATABASE_BACKUP_PATH,
    async (request, reply) => {
      const expires = Number(request.query.expires);
      const sig = request.query.sig ?? '';
      if (
        !Number.isSafeInteger(expires) ||
        expires < Math.floor(Date.now() / 1000) ||
        !options.signer.verify('backup', backupMessage(expires), sig)
      ) {
        throw new AppError('FORBIDDEN', 'This backup request is not signed by the server.', 403);
      }
      if (!options.database.dumpDataDir) {
        throw new AppError(
          'BACKUP_NOT_HERE',
          'The data lives in PostgreSQL: back it up with pg_dump.',
          409,
        );
      }
      const tarball = await options.database.dumpDataDir();
      request.log.info({ bytes: tarball.size }, 'embedded database backed up');
      return reply
        .header('content-type', 'application/x-tar')
        .header('cache-control', 'no-store')
        .send(Buffer.from(await tarball.arrayBuffer()));
    },
  );
}
