/**
 * An expected failure: its code and message reach the client unchanged, so the client can
 * switch on `code`. Anything else that is thrown is unexpected, logged in full and masked.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode: number = 400,
    /** The input field at fault (a dotted path), when one is: forms put the message there. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** What a client gets besides the message: the code, and the field at fault when known. */
export function extensionsOf(error: AppError): { code: string; field?: string } {
  return error.field === undefined
    ? { code: error.code }
    : { code: error.code, field: error.field };
}
