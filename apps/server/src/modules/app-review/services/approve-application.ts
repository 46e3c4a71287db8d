import type { ReviewDeps } from '../../developer-review/services/approve-developer-account';
import type { ApplicationRow } from '../../apps/schema.mappers';
import { moderateApplication } from './moderate-application';

/** SUBMITTED to LIVE and PUBLIC; the pending version is approved and any old rejection reason cleared. */
export const approveApplication = (
  deps: ReviewDeps,
  request: { appId: string; adminId: string },
): Promise<ApplicationRow> =>
  moderateApplication(deps, { ...request, step: 'approve', reason: null });
