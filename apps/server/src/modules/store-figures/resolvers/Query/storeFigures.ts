import { AnalyticsRangeSchema } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';

export const storeFigures: NonNullable<QueryResolvers['storeFigures']> = async (
  _parent,
  { from, to, grouping },
  ctx,
) => {
  requireAdmin(ctx);
  // Each field reads its own figures over the range, only when the document asks for it.
  return parseInput(AnalyticsRangeSchema, { from, to, grouping });
};
