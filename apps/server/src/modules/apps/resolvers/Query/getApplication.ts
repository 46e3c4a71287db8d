import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { findApplication } from '../../services/find-application';

export const getApplication: NonNullable<QueryResolvers['getApplication']> = async (
  _parent,
  { appId },
  ctx,
) => {
  const viewer = requireAppsViewer(ctx);
  return findApplication(ctx.db, appId, { id: viewer.id, anyOwner: viewer.role === 'admin' });
};
