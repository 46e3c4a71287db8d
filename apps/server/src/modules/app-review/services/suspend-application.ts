import type { MailingDeps } from '../../shared/mailing-deps';
import type { ApplicationRow } from '../../apps';
import { moderateApplication } from './moderate-application';

/** LIVE to SUSPENDED and PRIVATE; the optional reason goes to the audit log and the mail. */
export const suspendApplication = (
  deps: MailingDeps,
  request: { appId: string; adminId: string; reason: string | null },
): Promise<ApplicationRow> => moderateApplication(deps, { ...request, step: 'suspend' });
