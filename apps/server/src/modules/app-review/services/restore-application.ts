import type { MailingDeps } from '../../shared/mailing-deps';
import type { ApplicationRow } from '../../apps';
import { moderateApplication } from './moderate-application';

/** SUSPENDED to LIVE and PUBLIC. */
export const restoreApplication = (
  deps: MailingDeps,
  request: { appId: string; adminId: string },
): Promise<ApplicationRow> =>
  moderateApplication(deps, { ...request, step: 'restore', reason: null });
