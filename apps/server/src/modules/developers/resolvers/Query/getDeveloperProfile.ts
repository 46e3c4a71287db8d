import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireVerifiedViewer } from '../../../shared/guards/require-verified-viewer';
import { developerProfileOf } from '../../developer-profile-view';
import { getDeveloperProfile as getProfile } from '../../services/get-developer-profile';

export const getDeveloperProfile: NonNullable<QueryResolvers['getDeveloperProfile']> = async (
  _parent,
  _arg,
  ctx,
) => {
  const viewer = requireVerifiedViewer(ctx);
  const found = await getProfile(ctx.db, viewer.id);
  return found && developerProfileOf(found.profile, found.email);
};
