import { DEVELOPER_DELETED_MESSAGE, moderationRefusal, type AppStatus } from '@vmu/domain';
import { AppError } from '../../errors';
import type { ModerationStep } from './services/moderate-application';

// The typed failures of app moderation (decision 0014); messages are ours unless
// docs/product.md, "Staff messages" has one.

/**
 * A lost race or a stale screen: the app is not in the status the step needs. The message says
 * which state it is in (the code stays, for clients that switch on it).
 */
export const alreadyReviewed = (step: ModerationStep, status: AppStatus) =>
  new AppError('ALREADY_REVIEWED', moderationRefusal(step, status), 409);

/** Four eyes, as for developer accounts: staff who also develop have their apps moderated by others. */
export const OWN_APPLICATION_MESSAGE = 'You cannot review or moderate your own application.';
export const ownApplication = () => new AppError('FORBIDDEN', OWN_APPLICATION_MESSAGE, 403);

/** docs/product.md, "Staff messages". */
export const NO_PACKAGE_MESSAGE = 'No vmupack file available for download';
export const noPackage = () => new AppError('NO_PACKAGE', NO_PACKAGE_MESSAGE, 404);

/** Approving or restoring an app of a suspended account would put it on the store (decision 0048). */
export const DEVELOPER_SUSPENDED_MESSAGE =
  "This app's developer account is suspended. Restore the account first.";
export const developerSuspended = () =>
  new AppError('ACCOUNT_SUSPENDED', DEVELOPER_SUSPENDED_MESSAGE, 409);

/** Nobody is left to answer for the app of a deleted account: staff act on it no more (decision 0058). */
export const developerDeleted = () =>
  new AppError('ACCOUNT_DELETED', DEVELOPER_DELETED_MESSAGE, 409);
