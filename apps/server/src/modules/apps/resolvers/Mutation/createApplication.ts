import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { formInputOf, saveStepOf } from '../../form-input-of';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { createApplication as create } from '../../services/create-application';

export const createApplication: NonNullable<MutationResolvers['createApplication']> = async (
  _parent,
  { input, saveAction },
  ctx,
) => {
  const viewer = requireAppsViewer(ctx);
  return create(ctx.db, {
    developerId: viewer.id,
    input: formInputOf(input),
    action: saveStepOf(saveAction),
  });
};
