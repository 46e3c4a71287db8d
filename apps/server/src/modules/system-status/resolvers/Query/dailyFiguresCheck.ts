import { desc } from 'drizzle-orm';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { dailyFiguresCheck as dailyFiguresCheckTable } from '../../../../db/schema/analytics';
import { requireAdmin } from '../../../shared/guards/require-admin';

/** Staff's view of the scheduled daily-figures rebuild's last run (decision 0056). */
export const dailyFiguresCheck: NonNullable<QueryResolvers['dailyFiguresCheck']> = async (
  _parent,
  _arg,
  ctx,
) => {
  requireAdmin(ctx);
  const [last] = await ctx.db
    .select()
    .from(dailyFiguresCheckTable)
    .orderBy(desc(dailyFiguresCheckTable.checkedAt))
    .limit(1);
  if (!last) return null;
  return { checkedAt: last.checkedAt, driftedRows: last.activityRows + last.salesRows };
};
