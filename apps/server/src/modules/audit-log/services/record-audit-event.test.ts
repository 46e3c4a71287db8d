import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_DETAILS_MAX_BYTES, AUDIT_TARGET_LABEL_MAX_LENGTH } from '@vmu/domain';
import { user } from '../../../db/schema/accounts';
import { auditEvent } from '../../../db/schema/audit-log';
import { seedUser } from '../../../test/developer-fixtures';
import { testTargets } from '../../../test/harness';
import { useTestApp } from '../../../test/use-test-app';
import { recordAuditEvent, type AuditEventInput } from './record-audit-event';

// The audit log's writer (decision 0049): a row kept with the change it records or
// neither, never changed or removed afterwards, and the staff member it names kept too.

describe.each(testTargets())('recordAuditEvent [%s]', (target) => {
  const t = useTestApp(target);
  const staff = 'audit-staff';
  const event = (overrides: Partial<AuditEventInput> = {}): AuditEventInput => ({
    actorId: staff,
    action: 'SUSPEND_ACCOUNT',
    targetType: 'USER',
    targetId: 'someone',
    targetLabel: 'Someone Else',
    reason: '  Spam  ',
    details: { sessionsEnded: 2 },
    ...overrides,
  });

  it('records who did what to whom and why, trimmed', async () => {
    await seedUser(t.db, staff);
    const row = await t.db.transaction((tx) => recordAuditEvent(tx, event()));
    expect(row).toMatchObject({
      actorId: staff,
      action: 'SUSPEND_ACCOUNT',
      targetType: 'USER',
      targetId: 'someone',
      targetLabel: 'Someone Else',
      reason: 'Spam',
      details: { sessionsEnded: 2 },
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    const blank = await recordAuditEvent(t.db, event({ reason: '   ', details: undefined }));
    expect(blank).toMatchObject({ reason: null, details: {} });
  });

  it('keeps nothing when the transaction of the change rolls back', async () => {
    await seedUser(t.db, staff);
    await expect(
      t.db.transaction(async (tx) => {
        await recordAuditEvent(tx, event());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(auditEvent)).toEqual([]);
  });

  it('cuts a long name and refuses an unknown action, a long reason or large details', async () => {
    await seedUser(t.db, staff);
    const row = await recordAuditEvent(t.db, event({ targetLabel: 'x'.repeat(500) }));
    expect(row.targetLabel).toHaveLength(AUDIT_TARGET_LABEL_MAX_LENGTH);
    await expect(
      recordAuditEvent(t.db, event({ action: 'DROP_TABLE' as AuditEventInput['action'] })),
    ).rejects.toThrow('Unknown audit action DROP_TABLE');
    await expect(recordAuditEvent(t.db, event({ reason: 'r'.repeat(1001) }))).rejects.toThrow(
      'at most 1000 characters',
    );
    await expect(
      recordAuditEvent(t.db, event({ details: { list: ['d'.repeat(AUDIT_DETAILS_MAX_BYTES)] } })),
    ).rejects.toThrow('bytes');
    const cut = await recordAuditEvent(
      t.db,
      event({ details: { old: 'o'.repeat(AUDIT_DETAILS_MAX_BYTES), new: 'n' } }),
    );
    expect(String(cut.details.old).endsWith('…')).toBe(true);
    expect(cut.details.new).toBe('n');
    expect(await t.db.select().from(auditEvent)).toHaveLength(2);
  });

  it('is append-only: a row is never changed or deleted', async () => {
    await seedUser(t.db, staff);
    const row = await recordAuditEvent(t.db, event());
    await expect(
      t.db.update(auditEvent).set({ reason: 'edited' }).where(eq(auditEvent.id, row.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditEvent).where(eq(auditEvent.id, row.id))).rejects.toThrow();
    const [kept] = await t.db.select().from(auditEvent);
    expect(kept?.reason).toBe('Spam');
  });

  it('keeps the staff member it names: deleting them is refused', async () => {
    await seedUser(t.db, staff);
    await recordAuditEvent(t.db, event());
    await expect(t.db.delete(user).where(eq(user.id, staff))).rejects.toThrow();
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.id, staff))).toHaveLength(1);
  });

  it('the table refuses an action of the wrong form and details that are not an object', async () => {
    await seedUser(t.db, staff);
    await expect(
      t.db.insert(auditEvent).values({
        actorId: staff,
        action: 'drop table' as never,
        targetType: 'USER',
        targetId: 'x',
        targetLabel: 'x',
      }),
    ).rejects.toThrow();
    await expect(
      t.db.execute(
        sql`insert into audit_event (actor_id, action, target_type, target_id, target_label, details)
            values (${staff}, 'GRANT_ADMIN', 'USER', 'x', 'x', '[1]'::jsonb)`,
      ),
    ).rejects.toThrow();
  });
});
