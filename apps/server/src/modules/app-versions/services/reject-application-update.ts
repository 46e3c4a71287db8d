import type { ApplicationVersionRow } from '../../apps';
import type { MailingDeps } from '../../shared/mailing-deps';
import { decideApplicationUpdate } from './decide-application-update';

/** The update is rejected with the (parsed) reason; the live version stays (decision 0034). */
export const rejectApplicationUpdate = (
  deps: MailingDeps,
  request: { versionId: string; adminId: string; reason: string },
): Promise<ApplicationVersionRow> => decideApplicationUpdate(deps, { ...request, step: 'reject' });
