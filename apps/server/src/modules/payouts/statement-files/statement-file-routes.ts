import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import {
  ApiErrorSchema,
  PAYOUT_STATEMENT_NOT_FOUND,
  PAYOUT_STATEMENTS_PATH,
  PAYOUT_STATEMENTS_PAGE,
  PayoutStatementsCsvQuerySchema,
  payoutStatementCsv,
  payoutStatementFileName,
  payoutStatementsCsv,
  payoutStatementsCsvFileName,
  type StatementFileFormat,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors';
import { firstValidationMessage, withZodSchemas } from '../../../plugins/zod-schemas';
import type { Auth } from '../../accounts';
import { resolveViewer } from '../../accounts';
import { requireAppsViewer } from '../../shared/guards/require-apps-viewer';
import { findViewerStatement } from '../services/find-viewer-statement';
import { listPayoutStatements, type StatementCursor } from '../services/list-payout-statements';
import { findStatementDeveloper } from './find-statement-developer';
import { statementFiguresOf } from '../statement-figures';
import { loadStatementFonts, type StatementFontFiles } from './statement-fonts';

// A closed payout statement's files (decision 0039; the contract is the domain's
// contracts/payout-statements.ts): its CSV, and a PDF a developer can give an accountant.

type StatementFileRouteOptions = {
  auth: Auth;
  db: Database;
  /** The statement's typefaces; STATEMENT_FONT_FILES unless a test names others. */
  fontFiles?: StatementFontFiles;
};

const REFUSALS = { '4xx': ApiErrorSchema, '5xx': ApiErrorSchema } as const;

// Any text is taken: an id that is no statement's is the same 404 as an unknown one.
const StatementParamsSchema = z.object({ id: z.string() });

const CONTENT_TYPES: Record<StatementFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** A statement's figures are the developer's money: kept by no cache, offered as a file. */
function sendStatementFile(
  reply: FastifyReply,
  format: StatementFileFormat,
  fileName: string,
  body: string | Buffer,
) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

export async function registerPayoutStatementFileRoutes(
  parent: FastifyInstance,
  options: StatementFileRouteOptions,
): Promise<void> {
  const fonts = await loadStatementFonts(options.fontFiles);

  await parent.register(async (plain) => {
    const app = withZodSchemas(plain);
    app.setSchemaErrorFormatter(
      (errors) => new AppError('INVALID_REQUEST', firstValidationMessage(errors), 400),
    );

    /** Who asks, if a signed-in member of the developers' main area (staff too). */
    const mainAreaViewer = async (request: FastifyRequest) =>
      requireAppsViewer({ viewer: await resolveViewer(options.auth, options.db, request) });

    /** The statement `id` names, if the viewer may have it: their own, or anyone's for staff. */
    async function viewerStatement(request: FastifyRequest, id: string) {
      const row = await findViewerStatement(options.db, await mainAreaViewer(request), id);
      if (!row) throw new AppError('NOT_FOUND', PAYOUT_STATEMENT_NOT_FOUND, 404);
      return row;
    }

    const route = { schema: { params: StatementParamsSchema, response: REFUSALS } };

    // Export all (the /payouts screen): the viewer's own statements, newest month first as the
    // screen lists them, read a page at a time (a developer has at most three a month).
    app.get(
      `${PAYOUT_STATEMENTS_PATH}.csv`,
      { schema: { querystring: PayoutStatementsCsvQuerySchema, response: REFUSALS } },
      async (request, reply) => {
        const viewer = await mainAreaViewer(request);
        const rows = [];
        let after: StatementCursor | null = null;
        do {
          const page = await listPayoutStatements(options.db, {
            developerId: viewer.id,
            currency: request.query.currency ?? null,
            first: PAYOUT_STATEMENTS_PAGE.maxFirst,
            after,
          });
          rows.push(...page.items);
          after = page.next;
        } while (after);
        const statements = rows.map(statementFiguresOf);
        return sendStatementFile(
          reply,
          'csv',
          payoutStatementsCsvFileName(statements),
          payoutStatementsCsv(statements),
        );
      },
    );

    app.get(`${PAYOUT_STATEMENTS_PATH}/:id/statement.csv`, route, async (request, reply) => {
      const row = await viewerStatement(request, request.params.id);
      const figures = statementFiguresOf(row);
      return sendStatementFile(
        reply,
        'csv',
        payoutStatementFileName(figures, 'csv'),
        payoutStatementCsv(figures),
      );
    });

    app.get(`${PAYOUT_STATEMENTS_PATH}/:id/statement.pdf`, route, async (request, reply) => {
      const row = await viewerStatement(request, request.params.id);
      const figures = statementFiguresOf(row);
      // pdfkit is loaded with the first statement asked for as a PDF, not with the server.
      const { renderStatementPdf } = await import('./statement-pdf');
      const pdf = await renderStatementPdf({
        id: row.id,
        statement: figures,
        developerId: row.developerId,
        developer: await findStatementDeveloper(options.db, row.developerId),
        generatedAt: new Date(),
        fonts,
      });
      return sendStatementFile(reply, 'pdf', payoutStatementFileName(figures, 'pdf'), pdf);
    });
  });
}
