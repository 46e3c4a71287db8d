import { PAYOUT_STATEMENT_NOT_FOUND } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { AppError } from '../../../../errors';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { payoutStatementOf } from '../../payout-statement-view';
import { findViewerStatement } from '../../services/find-viewer-statement';

export const payoutStatement: NonNullable<QueryResolvers['payoutStatement']> = async (
  _parent,
  { id },
  ctx,
) => {
  // The main area's: the developer's own statements, any for staff; another developer's answers
  // as an unknown id does.
  const viewer = requireAppsViewer(ctx);
  const row = await findViewerStatement(ctx.db, viewer, id);
  if (!row) throw new AppError('NOT_FOUND', PAYOUT_STATEMENT_NOT_FOUND, 404);
  return payoutStatementOf(row);
};
