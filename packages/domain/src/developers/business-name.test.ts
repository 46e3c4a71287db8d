import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_NAME_TOO_LONG,
  BUSINESS_NAME_TOO_SHORT,
  BusinessNameSchema,
} from './business-name';

const messageOf = (value: string) => {
  const result = z.safeParse(BusinessNameSchema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('BusinessNameSchema', () => {
  it('trims, then needs 2 to 100 characters', () => {
    expect(z.parse(BusinessNameSchema, '  Ada Games  ')).toBe('Ada Games');
    expect(messageOf(' A ')).toBe(BUSINESS_NAME_TOO_SHORT);
    expect(messageOf('Ab')).toBeNull();
    expect(messageOf('x'.repeat(100))).toBeNull();
    expect(messageOf('x'.repeat(101))).toBe(BUSINESS_NAME_TOO_LONG);
  });
});
