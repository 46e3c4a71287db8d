import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { findApplicationVersion } from '../../services/find-application-version';

export const getApplicationVersion: NonNullable<QueryResolvers['getApplicationVersion']> = async (
  _parent,
  { versionId },
  ctx,
) => {
  const viewer = requireAppsViewer(ctx);
  const { version } = await findApplicationVersion(ctx.db, versionId, {
    id: viewer.id,
    anyOwner: viewer.role === 'admin',
  });
  return version;
};
