import {
  noticeEndsInTheFuture,
  PORTAL_NOTICE_ALREADY_ENDED,
  PortalNoticeSchema,
} from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { AppError } from '../../../../errors';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { parseInput } from '../../../shared/parse-input';
import { portalSettingsView } from '../../portal-settings-view';
import { updatePortalNotice as update } from '../../services/update-portal-settings';

export const updatePortalNotice: NonNullable<MutationResolvers['updatePortalNotice']> = async (
  _parent,
  { notice },
  ctx,
) => {
  const staff = requireAdmin(ctx);
  const now = new Date();
  const parsed = notice == null ? null : parseInput(PortalNoticeSchema, notice);
  if (parsed && !noticeEndsInTheFuture(parsed, now)) {
    throw new AppError('VALIDATION_FAILED', PORTAL_NOTICE_ALREADY_ENDED, 400, 'endsAt');
  }
  const row = await update(ctx.db, { actorId: staff.id, now }, parsed);
  return portalSettingsView(row, ctx.defaultSupportEmail);
};
