import type { ApplicationVersionRow } from '../../apps';
import type { MailingDeps } from '../../shared/mailing-deps';
import { decideApplicationUpdate } from './decide-application-update';

/** The update in review becomes the live version: package, listing, assets (decision 0034). */
export const approveApplicationUpdate = (
  deps: MailingDeps,
  request: { versionId: string; adminId: string },
): Promise<ApplicationVersionRow> =>
  decideApplicationUpdate(deps, { ...request, step: 'approve', reason: null });
