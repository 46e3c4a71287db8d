import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  APP_REJECTION_REASON_REQUIRED,
  AdminApplicationsLimitSchema,
  AppRejectionReasonSchema,
  APP_REJECTION_REASON_TOO_LONG,
  SuspensionReasonSchema,
} from './app-review';

describe('app review inputs', () => {
  it('needs a non-blank rejection reason and trims it', () => {
    expect(z.safeParse(AppRejectionReasonSchema, '  \n ').error?.issues[0]?.message).toBe(
      APP_REJECTION_REASON_REQUIRED,
    );
    expect(z.parse(AppRejectionReasonSchema, '  Blurry icon \n')).toBe('Blurry icon');
    expect(z.safeParse(AppRejectionReasonSchema, 'x'.repeat(1001)).error?.issues[0]?.message).toBe(
      APP_REJECTION_REASON_TOO_LONG,
    );
  });

  it('takes an optional suspension reason', () => {
    expect(z.parse(SuspensionReasonSchema, undefined)).toBeUndefined();
    expect(z.parse(SuspensionReasonSchema, ' Spam ')).toBe('Spam');
  });

  it('pages the admin list by 100 at most, 100 by default', () => {
    expect(z.parse(AdminApplicationsLimitSchema, undefined)).toBe(100);
    expect(z.safeParse(AdminApplicationsLimitSchema, 101).success).toBe(false);
    expect(z.safeParse(AdminApplicationsLimitSchema, 0).success).toBe(false);
  });
});
