import { SupportEmailSettingSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { portalSettingsView } from '../../portal-settings-view';
import { updateSupportEmail as update } from '../../services/update-portal-settings';

export const updateSupportEmail: NonNullable<MutationResolvers['updateSupportEmail']> = async (
  _parent,
  { supportEmail },
  ctx,
) => {
  const staff = requireAdmin(ctx);
  const row = await update(
    ctx.db,
    { actorId: staff.id },
    parseInput(SupportEmailSettingSchema, supportEmail),
  );
  return portalSettingsView(row, ctx.defaultSupportEmail);
};
