import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireDeveloperViewer } from '../../../shared/guards/require-developer-viewer';
import { developerProfileOf } from '../../developer-profile-view';
import { parseNewProfile } from '../../parse-new-profile';
import { createDeveloperProfile as create } from '../../services/create-developer-profile';

export const createDeveloperProfile: NonNullable<
  MutationResolvers['createDeveloperProfile']
> = async (_parent, args, ctx) => {
  const viewer = requireDeveloperViewer(ctx);
  const values = parseNewProfile(viewer, args);
  const row = await create(ctx.db, viewer.id, values);
  return developerProfileOf(row, viewer.email);
};
