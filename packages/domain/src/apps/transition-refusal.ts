import type { AppAction } from './lifecycle';
import { APP_STATUS_LABELS, type AppStatus } from './status';

// Why a lifecycle step cannot happen to an app in its current status (ours;
// docs/product.md, "Application status" names the allowed steps, not the messages). Names the
// status as the portal labels it.

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

/** Where an app stands, as an admin reads it when a moderation step does not apply. */
const MODERATION_STATE: Record<AppStatus, string> = {
  DRAFT: 'a draft and has not been submitted for review',
  SUBMITTED: 'under review and has not been published yet',
  LIVE: 'published',
  SUSPENDED: 'suspended',
  REJECTED: 'rejected and waits for its developer to change it and submit it again',
};

const MODERATION_APPLIES_TO: Record<'approve' | 'reject' | 'suspend' | 'restore', string> = {
  approve: 'Only apps under review can be approved.',
  reject: 'Only apps under review can be rejected.',
  suspend: 'Only published apps can be suspended.',
  restore: 'Only suspended apps can be restored.',
};

/**
 * Why an admin's step does not apply, naming the app's state: a stale screen or a colleague who
 * acted first. e.g. 'This app is a draft and has not been submitted for review. Only apps under
 * review can be approved.'
 */
export const moderationRefusal = (
  step: 'approve' | 'reject' | 'suspend' | 'restore',
  status: AppStatus,
) => `This app is ${MODERATION_STATE[status]}. ${MODERATION_APPLIES_TO[step]}`;
