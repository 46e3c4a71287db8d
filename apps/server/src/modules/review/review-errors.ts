import { AppError } from '../../errors';

// The typed failures of app moderation (issue 6); messages are ours unless SPEC section 8 has one.

/** A lost race or a stale screen: the app is no longer in the status the action needs. */
export const ALREADY_REVIEWED_MESSAGE = 'This application has already been reviewed or changed.';
export const alreadyReviewed = () =>
  new AppError('ALREADY_REVIEWED', ALREADY_REVIEWED_MESSAGE, 409);

/** Four eyes, as for developer accounts: staff who also develop have their apps moderated by others. */
export const OWN_APPLICATION_MESSAGE = 'You cannot review or moderate your own application.';
export const ownApplication = () => new AppError('FORBIDDEN', OWN_APPLICATION_MESSAGE, 403);

/** SPEC section 8, Admin toasts. */
export const NO_PACKAGE_MESSAGE = 'No vmupack file available for download';
export const noPackage = () => new AppError('NO_PACKAGE', NO_PACKAGE_MESSAGE, 404);
