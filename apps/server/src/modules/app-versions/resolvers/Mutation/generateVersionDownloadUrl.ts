import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { generateVersionDownloadUrl as generate } from '../../services/generate-version-download-url';

export const generateVersionDownloadUrl: NonNullable<
  MutationResolvers['generateVersionDownloadUrl']
> = async (_parent, { versionId }, ctx) => {
  // Admins, and the app's own developer (another developer's version is NOT_FOUND).
  const viewer = requireAppsViewer(ctx);
  return generate(ctx, {
    versionId,
    viewer: { id: viewer.id, anyOwner: viewer.role === 'admin' },
  });
};
