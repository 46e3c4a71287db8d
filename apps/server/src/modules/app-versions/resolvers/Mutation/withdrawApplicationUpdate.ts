import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { withdrawApplicationUpdate as withdraw } from '../../services/withdraw-application-update';

export const withdrawApplicationUpdate: NonNullable<
  MutationResolvers['withdrawApplicationUpdate']
> = async (_parent, { appId }, ctx) => {
  const viewer = requireAppsViewer(ctx);
  return withdraw(ctx.db, { appId, developerId: viewer.id });
};
