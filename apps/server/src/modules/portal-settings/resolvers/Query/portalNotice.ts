import { noticeEndsInTheFuture } from '@vmu/domain';
import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { noticeOf } from '../../portal-settings-view';
import { readPortalSettings } from '../../services/read-portal-settings';

// Public: every page, signed in or not, shows the notice. One that has not started yet is sent
// too, so a page left open shows it when its start comes (the page times it).
export const portalNotice: NonNullable<QueryResolvers['portalNotice']> = async (
  _parent,
  _arg,
  ctx,
) => {
  const notice = noticeOf(await readPortalSettings(ctx.db));
  return notice && noticeEndsInTheFuture(notice, new Date()) ? notice : null;
};
