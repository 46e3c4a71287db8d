import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { generateDownloadUrl as generate } from '../../services/generate-download-url';

export const generateDownloadUrl: NonNullable<MutationResolvers['generateDownloadUrl']> = async (
  _parent,
  { appId },
  ctx,
) => {
  // Admins, and the app's own developer (another developer's app is NOT_FOUND).
  const viewer = requireAppsViewer(ctx);
  return generate(ctx, { appId, viewer: { id: viewer.id, anyOwner: viewer.role === 'admin' } });
};
