import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { findViewerDetails } from '../../../shared/viewer-details';
import { requireDeveloperViewer } from '../../../shared/guards/require-developer-viewer';
import { parseProfileUpdate } from '../../parse-profile-update';
import { updateUserProfile as update } from '../../services/update-user-profile';

export const updateUserProfile: NonNullable<MutationResolvers['updateUserProfile']> = async (
  _parent,
  args,
  ctx,
) => {
  const viewer = requireDeveloperViewer(ctx);
  await update(ctx.db, viewer.id, parseProfileUpdate(args));
  // The session's viewer was read before the change; answer with the stored state.
  return { ...viewer, ...(await findViewerDetails(ctx.db, viewer.id)) };
};
