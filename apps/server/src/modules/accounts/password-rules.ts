import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, SIGNUP_PASSWORD_MIN_LENGTH } from '@vmu/domain';

// SPEC section 5 signup rules, enforced on the server for the fields better-auth receives.
// The full SignupSchema (shared with the form) moves to packages/domain in issue 3.

export const PASSWORD_COMPLEXITY_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

export function checkSignupName(name: unknown): string | undefined {
  const value = typeof name === 'string' ? name.trim() : '';
  if (value.length === 0) return 'Name is required';
  if (value.length < NAME_MIN_LENGTH) return `Name must be at least ${NAME_MIN_LENGTH} characters`;
  if (value.length > NAME_MAX_LENGTH) return `Name must be less than ${NAME_MAX_LENGTH} characters`;
  return undefined;
}

export function checkNewPassword(password: unknown): string | undefined {
  const value = typeof password === 'string' ? password : '';
  if (value.length < SIGNUP_PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${SIGNUP_PASSWORD_MIN_LENGTH} characters`;
  }
  const complex =
    /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
  return complex ? undefined : PASSWORD_COMPLEXITY_MESSAGE;
}
