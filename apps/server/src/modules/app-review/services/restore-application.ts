import type { ReviewDeps } from '../../developer-review/services/approve-developer-account';
import type { ApplicationRow } from '../../apps/schema.mappers';
import { moderateApplication } from './moderate-application';

/** SUSPENDED to LIVE and PUBLIC. */
export const restoreApplication = (
  deps: ReviewDeps,
  request: { appId: string; adminId: string },
): Promise<ApplicationRow> =>
  moderateApplication(deps, { ...request, step: 'restore', reason: null });
