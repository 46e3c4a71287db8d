import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { DEVELOPER_REVIEW_NOTES_MAX_LENGTH } from '../limits';
import {
  ApprovalNotesSchema,
  defaultApprovalNote,
  PAGE_LIMIT_OUT_OF_RANGE,
  PendingDevelopersLimitSchema,
  REJECTION_REASON_REQUIRED,
  RejectionReasonSchema,
  REJECTION_REASON_TOO_LONG,
  APPROVAL_NOTES_TOO_LONG,
} from './review';

const messageOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('RejectionReasonSchema', () => {
  it('trims the reason', () => {
    expect(z.parse(RejectionReasonSchema, '  Incomplete address \n')).toBe('Incomplete address');
  });

  it.each(['', '   ', '\n\t'])('refuses the blank reason %j', (reason) => {
    expect(messageOf(RejectionReasonSchema, reason)).toBe(REJECTION_REASON_REQUIRED);
  });

  it('refuses a reason over the limit', () => {
    const long = 'x'.repeat(DEVELOPER_REVIEW_NOTES_MAX_LENGTH + 1);
    expect(messageOf(RejectionReasonSchema, long)).toBe(REJECTION_REASON_TOO_LONG);
    expect(messageOf(RejectionReasonSchema, long.slice(1))).toBeNull();
  });
});

describe('ApprovalNotesSchema', () => {
  it('takes no notes, blank notes (as empty) and trims', () => {
    expect(z.parse(ApprovalNotesSchema, undefined)).toBeUndefined();
    expect(z.parse(ApprovalNotesSchema, '   ')).toBe('');
    expect(z.parse(ApprovalNotesSchema, ' Welcome ')).toBe('Welcome');
  });

  it('refuses notes over the limit', () => {
    const long = 'x'.repeat(DEVELOPER_REVIEW_NOTES_MAX_LENGTH + 1);
    expect(messageOf(ApprovalNotesSchema, long)).toBe(APPROVAL_NOTES_TOO_LONG);
  });
});

describe('defaultApprovalNote', () => {
  it('names the UTC date of the approval', () => {
    expect(defaultApprovalNote(new Date('2026-11-21T23:59:59.999Z'))).toBe(
      'Approved by admin on 2026-11-21',
    );
  });
});

describe('PendingDevelopersLimitSchema', () => {
  it('defaults to 50 and accepts 1 to 100', () => {
    expect(z.parse(PendingDevelopersLimitSchema, undefined)).toBe(50);
    expect(z.parse(PendingDevelopersLimitSchema, 1)).toBe(1);
    expect(z.parse(PendingDevelopersLimitSchema, 100)).toBe(100);
  });

  it.each([0, -1, 101, 2.5])('refuses %j', (limit) => {
    expect(messageOf(PendingDevelopersLimitSchema, limit)).toBe(PAGE_LIMIT_OUT_OF_RANGE);
  });
});
