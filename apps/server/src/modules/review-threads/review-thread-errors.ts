import { REVIEW_THREAD_CLOSED, REVIEW_THREAD_NOT_STARTED } from '@vmu/domain';
import { AppError } from '../../errors';

// The typed refusals of a message (decision 0034); the messages are the domain's. A version nobody
// may write about is NOT_FOUND (app-versions/version-errors.ts).

/** A draft was never submitted: nobody reviews it yet, so there is nobody to write to. */
export const reviewThreadNotStarted = () =>
  new AppError('REVIEW_THREAD_NOT_STARTED', REVIEW_THREAD_NOT_STARTED, 409);

/** Approved or withdrawn: the conversation stays readable but takes no more messages. */
export const reviewThreadClosed = () =>
  new AppError('REVIEW_THREAD_CLOSED', REVIEW_THREAD_CLOSED, 409);
