import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';

/** Staff's view of the watch in platform/storage/disk-space.ts (decision 0055). */
export const dataDiskSpace: NonNullable<QueryResolvers['dataDiskSpace']> = async (
  _parent,
  _arg,
  ctx,
) => {
  requireAdmin(ctx);
  const watch = ctx.app.diskSpace;
  const space = watch.current();
  if (!space) return null;
  return {
    freeBytes: space.freeBytes,
    totalBytes: space.totalBytes,
    warnBelowBytes: watch.limits.warnBelowBytes,
    refuseWritesBelowBytes: watch.limits.refuseWritesBelowBytes,
    level: space.level === 'full' ? 'FULL' : space.level === 'low' ? 'LOW' : 'OK',
  };
};
