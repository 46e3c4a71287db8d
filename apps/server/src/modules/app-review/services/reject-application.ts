import type { MailingDeps } from '../../shared/mailing-deps';
import type { ApplicationRow } from '../../apps';
import { moderateApplication } from './moderate-application';

/** SUBMITTED to REJECTED with the (parsed, non-blank) reason on the app and its pending version. */
export const rejectApplication = (
  deps: MailingDeps,
  request: { appId: string; adminId: string; reason: string },
): Promise<ApplicationRow> => moderateApplication(deps, { ...request, step: 'reject' });
