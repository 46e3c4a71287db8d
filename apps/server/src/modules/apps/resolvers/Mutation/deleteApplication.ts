import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { fileCleanupDepsOf } from '../../file-cleanup-deps';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { deleteApplication as remove } from '../../services/delete-application';

export const deleteApplication: NonNullable<MutationResolvers['deleteApplication']> = async (
  _parent,
  { appId },
  ctx,
) => {
  const viewer = requireAppsViewer(ctx);
  return remove(fileCleanupDepsOf(ctx), { appId, developerId: viewer.id });
};
