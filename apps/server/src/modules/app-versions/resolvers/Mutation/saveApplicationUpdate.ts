import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { fileCleanupDepsOf } from '../../../apps';
import { saveStepOf } from '../../../apps';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { saveApplicationUpdate as save } from '../../services/save-application-update';
import { listingInputOf } from '../../../apps';

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
