import {
  DELETABLE_STATUSES,
  FORM_EDITABLE_STATUSES,
  PRICE_EDITABLE_STATUSES,
  type AppStatus,
  type AppVisibility,
} from './status';

const isOneOf = (statuses: readonly AppStatus[], status: AppStatus) => statuses.includes(status);

// The application lifecycle (docs/product.md, "Application status"), the one state machine every
// resolver and screen asks. The server turns each transition into a conditional update (`... where
// status in (from)`), so of two requests racing on one app exactly one wins.

export type AppAction =
  'saveDraft' | 'submit' | 'withdraw' | 'unpublish' | 'approve' | 'reject' | 'suspend' | 'restore';

type Transition = {
  from: readonly AppStatus[];
  to: AppStatus;
  /** Set with the status; unchanged when absent. */
  visibility?: AppVisibility;
  /** Who may ask for it (docs/product.md, "Roles and permissions"). */
  by: 'developer' | 'admin';
};

export const APP_TRANSITIONS: Record<AppAction, Transition> = {
  // Saving or submitting an existing app needs the full form, open for DRAFT and REJECTED.
  saveDraft: { from: ['DRAFT', 'REJECTED'], to: 'DRAFT', by: 'developer' },
  submit: { from: ['DRAFT', 'REJECTED'], to: 'SUBMITTED', by: 'developer' },
  withdraw: { from: ['SUBMITTED'], to: 'DRAFT', by: 'developer' },
  unpublish: { from: ['LIVE', 'SUSPENDED'], to: 'DRAFT', visibility: 'PRIVATE', by: 'developer' },
  approve: { from: ['SUBMITTED'], to: 'LIVE', visibility: 'PUBLIC', by: 'admin' },
  reject: { from: ['SUBMITTED'], to: 'REJECTED', by: 'admin' },
  suspend: { from: ['LIVE'], to: 'SUSPENDED', visibility: 'PRIVATE', by: 'admin' },
  restore: { from: ['SUSPENDED'], to: 'LIVE', visibility: 'PUBLIC', by: 'admin' },
};

/** A new app starts as a draft, or goes straight to review when submitted from the form. */
export function initialStatus(action: 'saveDraft' | 'submit'): AppStatus {
  return action === 'submit' ? 'SUBMITTED' : 'DRAFT';
}

/** What `action` makes of an app in `status`, or null when the transition is not allowed. */
export function nextState(
  action: AppAction,
  status: AppStatus,
): { status: AppStatus; visibility?: AppVisibility } | null {
  const transition = APP_TRANSITIONS[action];
  if (!transition.from.includes(status)) return null;
  return transition.visibility
    ? { status: transition.to, visibility: transition.visibility }
    : { status: transition.to };
}

/** Delete is allowed for DRAFT or REJECTED only. */
export const canDeleteApp = (status: AppStatus) => isOneOf(DELETABLE_STATUSES, status);

/** How Edit opens: the full form, the price-only dialog, or not at all (while SUBMITTED). */
export function editModeOf(status: AppStatus): 'form' | 'price' | null {
  if (isOneOf(FORM_EDITABLE_STATUSES, status)) return 'form';
  if (isOneOf(PRICE_EDITABLE_STATUSES, status)) return 'price';
  return null;
}

/** Submit New Version, View Analytics and Copy Store Link: disabled for DRAFT, SUBMITTED, REJECTED. */
export const hasBeenPublished = (status: AppStatus) => status === 'LIVE' || status === 'SUSPENDED';
