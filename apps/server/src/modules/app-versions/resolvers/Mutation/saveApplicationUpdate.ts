import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { fileCleanupDepsOf } from '../../../apps/file-cleanup-deps';
import { saveStepOf } from '../../../apps/form-input-of';
import { requireAppsViewer } from '../../../apps/require-apps-viewer';
import { saveApplicationUpdate as save } from '../../services/save-application-update';
import { listingInputOf } from '../../../apps/form-input-of';

export const saveApplicationUpdate: NonNullable<
  MutationResolvers['saveApplicationUpdate']
> = async (_parent, { appId, input, saveAction }, ctx) => {
  const viewer = requireAppsViewer(ctx);
  return save(fileCleanupDepsOf(ctx), {
    appId,
    developerId: viewer.id,
    input: listingInputOf(input),
    action: saveStepOf(saveAction),
  });
};
