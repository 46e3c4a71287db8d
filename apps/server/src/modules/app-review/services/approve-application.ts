import type { MailingDeps } from '../../shared/mailing-deps';
import type { ApplicationRow } from '../../apps';
import { moderateApplication } from './moderate-application';

/** SUBMITTED to LIVE and PUBLIC; the pending version is approved and any old rejection reason cleared. */
export const approveApplication = (
  deps: MailingDeps,
  request: { appId: string; adminId: string },
): Promise<ApplicationRow> =>
  moderateApplication(deps, { ...request, step: 'approve', reason: null });
