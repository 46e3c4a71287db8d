/**
 * An expected failure: its code and message reach the client unchanged, so the client can
 * switch on `code`. Anything else that is thrown is unexpected, logged in full and masked.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode: number = 400,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
