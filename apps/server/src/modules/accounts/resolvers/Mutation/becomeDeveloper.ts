import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireVerifiedViewer } from '../../../shared/guards/require-verified-viewer';
import { becomeDeveloper as makeDeveloper } from '../../services/become-developer';

export const becomeDeveloper: NonNullable<MutationResolvers['becomeDeveloper']> = async (
  _parent,
  _arg,
  ctx,
) => {
  const viewer = requireVerifiedViewer(ctx);
  await makeDeveloper(ctx.db, viewer.id);
  // The same viewer, as the next request reads it: a developer with no profile yet.
  return { ...viewer, role: 'developer' };
};
