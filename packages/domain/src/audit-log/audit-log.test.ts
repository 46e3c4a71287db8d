import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  auditDetailLabel,
  auditDetailText,
  AuditEventsFilterSchema,
  AuditEventsLimitSchema,
} from './audit-list';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_DETAILS_MAX_BYTES,
  fitAuditDetails,
  AUDIT_ACTION_PATTERN,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABEL_MAX_LENGTH,
  auditDetailsBytes,
  auditTargetLabel,
  isAuditAction,
  isAuditEventAction,
} from './audit-log';
import { graphemeLength } from '../text-length';

describe('audit log rules', () => {
  it('every action has the stored form and a label', () => {
    for (const action of AUDIT_ACTIONS) {
      expect(action).toMatch(AUDIT_ACTION_PATTERN);
      expect(AUDIT_ACTION_LABELS[action]).toBeTruthy();
    }
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it('tells the recorded actions from the app moderation ones', () => {
    expect(isAuditEventAction('GRANT_ADMIN')).toBe(true);
    expect(isAuditEventAction('APPROVE_APP')).toBe(false);
    expect(isAuditAction('APPROVE_APP')).toBe(true);
    expect(isAuditAction('DROP_TABLE')).toBe(false);
  });

  it('keeps a short name as it is, trimmed', () => {
    expect(auditTargetLabel('  Ada Lovelace ')).toBe('Ada Lovelace');
  });

  it('cuts a long name to the limit with an ellipsis, counting characters as people see them', () => {
    const label = auditTargetLabel('👍🏽'.repeat(AUDIT_TARGET_LABEL_MAX_LENGTH + 5));
    expect(graphemeLength(label)).toBe(AUDIT_TARGET_LABEL_MAX_LENGTH);
    expect(label.endsWith('…')).toBe(true);
    expect(auditTargetLabel('a'.repeat(AUDIT_TARGET_LABEL_MAX_LENGTH))).toHaveLength(
      AUDIT_TARGET_LABEL_MAX_LENGTH,
    );
  });

  it('cuts long texts in details to fit, and keeps small details as they are', () => {
    const small = { old: 'a', new: 'b', count: 2 };
    expect(fitAuditDetails(small)).toBe(small);
    const large = { old: '漢'.repeat(2000), new: 'x'.repeat(9000), count: 2 };
    const fitted = fitAuditDetails(large);
    expect(auditDetailsBytes(fitted)).toBeLessThanOrEqual(AUDIT_DETAILS_MAX_BYTES);
    expect(fitted.count).toBe(2);
    expect(String(fitted.old).endsWith('…')).toBe(true);
    expect(String(fitted.old).startsWith('漢漢漢')).toBe(true);
    expect(String(fitted.new).endsWith('…')).toBe(true);
  });

  it('measures details in UTF-8 bytes', () => {
    expect(auditDetailsBytes({ a: 'é' })).toBe('{"a":"é"}'.length + 1);
  });
});

describe('the audit screen filter', () => {
  it('drops blank ids and needs a target kind with a target id', () => {
    expect(z.parse(AuditEventsFilterSchema, { actorId: '  ', action: 'GRANT_ADMIN' })).toEqual({
      actorId: undefined,
      action: 'GRANT_ADMIN',
    });
    expect(z.safeParse(AuditEventsFilterSchema, { targetId: 'u1' }).success).toBe(false);
    expect(z.safeParse(AuditEventsFilterSchema, { action: 'DROP' }).success).toBe(false);
  });
  it('pages 1 to 100 rows, 50 when not asked', () => {
    expect(z.parse(AuditEventsLimitSchema, undefined)).toBe(50);
    expect(z.safeParse(AuditEventsLimitSchema, 101).success).toBe(false);
  });
  it('names details in words', () => {
    expect(auditDetailLabel('old')).toBe('Before');
    expect(auditDetailLabel('appsSuspended')).toBe('Apps suspended');
    expect(auditDetailLabel('change')).toBe('Change');
    expect(auditDetailLabel('sessions_ended')).toBe('Sessions ended');
  });

  it('reads details as text', () => {
    expect(auditDetailText(null)).toBe('(none)');
    expect(auditDetailText(true)).toBe('On');
    expect(auditDetailText(3)).toBe('3');
  });
});
