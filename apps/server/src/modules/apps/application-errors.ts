import { transitionRefusal, type AppStatus, type RefusedStep } from '@vmu/domain';
import { AppError } from '../../errors';

export const APPLICATION_NOT_FOUND_MESSAGE = 'Application not found.';

/** Another developer's app answers exactly like one that does not exist. */
export const applicationNotFound = () =>
  new AppError('NOT_FOUND', APPLICATION_NOT_FOUND_MESSAGE, 404);

export const invalidTransition = (step: RefusedStep, status: AppStatus) =>
  new AppError('INVALID_TRANSITION', transitionRefusal(step, status), 409);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Application ids are uuids; anything else cannot name an app (and must never reach a uuid cast). */
export const isApplicationId = (value: string) => UUID.test(value);
