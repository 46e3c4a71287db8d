import * as z from 'zod/mini';
import { maxGraphemes, minGraphemes, tooLongMessage } from '../text-length';

// The business-name sign-in attribute (docs/product.md, "Developer profile": company name, or
// 'first last'). The product gives no limits for a name the developer sets themselves; these are
// ours, counted after trimming.
export const BUSINESS_NAME_LENGTH = { min: 2, max: 100 } as const;
export const BUSINESS_NAME_TOO_SHORT = `Business name must be at least ${BUSINESS_NAME_LENGTH.min} characters`;
export const BUSINESS_NAME_TOO_LONG = tooLongMessage('Business name', BUSINESS_NAME_LENGTH.max);

export const BusinessNameSchema = z
  .string()
  .check(
    z.trim(),
    minGraphemes(BUSINESS_NAME_LENGTH.min, BUSINESS_NAME_TOO_SHORT, { abort: true }),
    maxGraphemes(BUSINESS_NAME_LENGTH.max, BUSINESS_NAME_TOO_LONG),
  );
