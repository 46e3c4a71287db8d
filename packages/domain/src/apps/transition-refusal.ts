import type { AppAction } from './lifecycle';
import { APP_STATUS_LABELS, type AppStatus } from './status';

// Why a lifecycle step cannot happen to an app in its current status (ours; SPEC section 4
// names the allowed steps, not the messages). Names the status as the portal labels it.

/** A step the developer asks for by name, plus the two edits that are not transitions. */
export type RefusedStep = AppAction | 'edit' | 'editPrice' | 'delete';

const WHAT: Record<RefusedStep, string> = {
  saveDraft: 'cannot be edited',
  submit: 'cannot be submitted for review',
  withdraw: 'cannot be withdrawn',
  unpublish: 'cannot be unpublished',
  approve: 'cannot be approved',
  reject: 'cannot be rejected',
  suspend: 'cannot be suspended',
  restore: 'cannot be restored',
  edit: 'cannot be edited',
  editPrice: 'cannot have its price changed; only published or suspended apps can',
  delete: 'cannot be deleted; only drafts and rejected apps can',
};

/** e.g. 'This app is Under Review and cannot be unpublished.' */
export const transitionRefusal = (step: RefusedStep, status: AppStatus) =>
  `This app is ${APP_STATUS_LABELS[status]} and ${WHAT[step]}.`;
