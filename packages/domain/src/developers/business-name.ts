import * as z from 'zod/mini';

// The business-name sign-in attribute (SPEC section 3: company name, or 'first last'). The spec
// gives no limits for a name the developer sets themselves; these are ours, counted after trimming.
export const BUSINESS_NAME_LENGTH = { min: 2, max: 100 } as const;
export const BUSINESS_NAME_TOO_SHORT = `Business name must be at least ${BUSINESS_NAME_LENGTH.min} characters`;
export const BUSINESS_NAME_TOO_LONG = `Business name must be ${BUSINESS_NAME_LENGTH.max} characters or less`;

export const BusinessNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(BUSINESS_NAME_LENGTH.min, { error: BUSINESS_NAME_TOO_SHORT, abort: true }),
    z.maxLength(BUSINESS_NAME_LENGTH.max, BUSINESS_NAME_TOO_LONG),
  );
