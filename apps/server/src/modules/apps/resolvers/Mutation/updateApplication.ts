import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { AppError } from '../../../../errors';
import { fileCleanupDepsOf } from '../../file-cleanup-deps';
import { formInputOf, saveStepOf } from '../../form-input-of';
import { requireAppsViewer } from '../../../shared/guards/require-apps-viewer';
import { moveApplication } from '../../services/move-application';
import { saveApplicationForm } from '../../services/save-application-form';
import { updateApplicationPrice } from '../../services/update-application-price';

export const ONE_CHANGE_AT_A_TIME =
  'Send exactly one of: the form with a save action, a lifecycle action, or a price.';

export const updateApplication: NonNullable<MutationResolvers['updateApplication']> = async (
  _parent,
  { appId, input },
  ctx,
) => {
  const viewer = requireAppsViewer(ctx);
  const { form, saveAction, action, price } = input;
  const asks = [form != null || saveAction != null, action != null, price != null];
  if (asks.filter(Boolean).length !== 1)
    throw new AppError('VALIDATION_FAILED', ONE_CHANGE_AT_A_TIME);
  const developerId = viewer.id;
  if (form != null || saveAction != null) {
    if (form == null || saveAction == null)
      throw new AppError('VALIDATION_FAILED', ONE_CHANGE_AT_A_TIME);
    return saveApplicationForm(fileCleanupDepsOf(ctx), {
      appId,
      developerId,
      input: formInputOf(form),
      action: saveStepOf(saveAction),
    });
  }
  if (action != null) {
    const step = action === 'WITHDRAW' ? 'withdraw' : 'unpublish';
    return moveApplication(ctx.db, { appId, developerId, step });
  }
  return updateApplicationPrice(ctx.db, { appId, developerId, price: price as number });
};
