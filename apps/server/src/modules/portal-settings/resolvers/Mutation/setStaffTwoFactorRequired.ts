import { STAFF_TWO_FACTOR_OWN_FIRST } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { AppError } from '../../../../errors';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { portalSettingsView } from '../../portal-settings-view';
import { setStaffTwoFactorRequired as set } from '../../services/update-portal-settings';

export const setStaffTwoFactorRequired: NonNullable<
  MutationResolvers['setStaffTwoFactorRequired']
> = async (_parent, { required }, ctx) => {
  const staff = requireAdmin(ctx);
  if (required && !staff.twoFactorEnabled) {
    throw new AppError('TWO_FACTOR_NOT_ENABLED', STAFF_TWO_FACTOR_OWN_FIRST, 409, 'required');
  }
  const row = await set(ctx.db, { actorId: staff.id }, required);
  return portalSettingsView(row, ctx.defaultSupportEmail);
};
