import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
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

  it('measures details in UTF-8 bytes', () => {
    expect(auditDetailsBytes({ a: 'é' })).toBe('{"a":"é"}'.length + 1);
  });
});
