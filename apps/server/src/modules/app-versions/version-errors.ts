import {
  NO_OPEN_UPDATE,
  UPDATE_ALREADY_OPEN,
  UPDATE_APP_NOT_PUBLISHED,
  UPDATE_IN_REVIEW,
  UPDATE_NOT_IN_REVIEW,
  UPDATE_ONLY_FOR_PUBLISHED,
  VERSION_HAS_NO_PACKAGE,
  type AppStatus,
  type VersionStatus,
} from '@vmu/domain';
import { AppError } from '../../errors';

// The typed failures of updates and versions (decision 0034); the messages are the domain's.

export const updateOnlyForPublished = () =>
  new AppError('INVALID_TRANSITION', UPDATE_ONLY_FOR_PUBLISHED, 409);
export const updateInReview = () => new AppError('UPDATE_IN_REVIEW', UPDATE_IN_REVIEW, 409);
export const updateAlreadyOpen = () =>
  new AppError('UPDATE_ALREADY_OPEN', UPDATE_ALREADY_OPEN, 409);
export const noOpenUpdate = () => new AppError('NO_OPEN_UPDATE', NO_OPEN_UPDATE, 409);
export const updateAppNotPublished = (status: AppStatus) =>
  new AppError('UPDATE_APP_NOT_PUBLISHED', UPDATE_APP_NOT_PUBLISHED(status), 409);
export const updateNotInReview = (status: VersionStatus) =>
  new AppError('UPDATE_NOT_IN_REVIEW', UPDATE_NOT_IN_REVIEW(status), 409);
export const versionHasNoPackage = () => new AppError('NO_PACKAGE', VERSION_HAS_NO_PACKAGE, 404);
