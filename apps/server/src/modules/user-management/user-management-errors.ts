import { AppError } from '../../errors';

// The typed failures of staff managing accounts (decision 0048); the rules' own messages come from
// the domain (users/user-management.ts).

export const USER_NOT_FOUND_MESSAGE = 'This account no longer exists.';
export const userNotFound = () => new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE, 404);

/** The refusal of accountActionRefusal, with a code clients can switch on. */
export function accountActionRefused(message: string, code: string): AppError {
  return new AppError(code, message, 409);
}
