import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_EXPORT_LIMIT,
  ACCOUNT_EXPORT_PATH,
  AccountArchiveSchema,
  accountExportFileName,
  ApiErrorSchema,
} from '@vmu/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { withZodSchemas } from '../../plugins/zod-schemas';
import { hitAccountLimit, tryAgainIn } from '../shared/account-rate-limit';
import type { Auth } from '../accounts';
import { resolveViewer } from '../accounts';
import { buildAccountArchive } from './services/build-account-archive';

const signInFirst = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.', 401);

/**
 * Download my data (decision 0047): the signed-in account's archive as a dated JSON attachment,
 * built at once (an account's rows are read in well under a second at the portal's scale, so
 * no job and mail). The answer goes through the archive's schema: only the fields it names
 * leave the server. Any signed-in account has one, store accounts and staff included.
 */
export async function registerAccountExportRoute(
  parent: FastifyInstance,
  options: { auth: Auth; db: Database },
): Promise<void> {
  const { auth, db } = options;
  await parent.register(async (plain) => {
    const app = withZodSchemas(plain);
    app.get(
      ACCOUNT_EXPORT_PATH,
      {
        schema: {
          response: { 200: AccountArchiveSchema, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const viewer = await resolveViewer(auth, db, request);
        if (!viewer) throw signInFirst();
        const verdict = await hitAccountLimit(
          db,
          `account:export:${viewer.id}`,
          ACCOUNT_EXPORT_LIMIT,
        );
        if (!verdict.allowed) {
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          throw new AppError(
            'RATE_LIMITED',
            `You have downloaded your data many times in the last hour. ${tryAgainIn(verdict.retryAfterSeconds)}`,
            429,
          );
        }
        const exportedAt = new Date();
        const archive = await buildAccountArchive(db, viewer.id, exportedAt);
        if (!archive) throw signInFirst();
        return reply
          .header(
            'content-disposition',
            `attachment; filename="${accountExportFileName(exportedAt)}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(archive);
      },
    );
  });
}
