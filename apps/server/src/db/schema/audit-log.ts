import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTION_PATTERN,
  AUDIT_TARGET_ID_MAX_LENGTH,
  AUDIT_TARGET_TYPES,
  type AuditEventAction,
  type AuditTargetType,
} from '@vmu/domain';
import { user } from './accounts';
import { inList, timestamptz } from './columns';

// The staff's audit log (decision 0049): append-only (a trigger refuses UPDATE and
// DELETE), one row per staff action, written by recordAuditEvent in the transaction of the change
// it records. As with application_review_event, a staff member the log names cannot be deleted
// (no action on delete): the log must keep saying who did what. The target is named by type, id
// and its name at the time, not by a foreign key, so the row outlives what it is about.
export const auditEvent = pgTable(
  'audit_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id),
    // Checked by form, not by list: modules add actions to the domain's list without a migration.
    action: text('action').$type<AuditEventAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('audit_event_action_check', sql.raw(`action ~ '${AUDIT_ACTION_PATTERN.source}'`)),
    check('audit_event_target_type_check', sql`${t.targetType} in (${inList(AUDIT_TARGET_TYPES)})`),
    check(
      'audit_event_target_id_check',
      sql.raw(`char_length(target_id) between 1 and ${AUDIT_TARGET_ID_MAX_LENGTH}`),
    ),
    // Backstops in code points (a character people see may be several): the domain cuts and
    // checks by characters, these only keep a bug from storing a document.
    check('audit_event_target_label_check', sql`char_length(${t.targetLabel}) <= 2000`),
    check('audit_event_reason_check', sql`char_length(${t.reason}) <= 10000`),
    check(
      'audit_event_details_check',
      sql`jsonb_typeof(${t.details}) = 'object' and octet_length(${t.details}::text) <= 16384`,
    ),
    // The screen's list, newest first, whole or by actor, target or action.
    index('audit_event_created_idx').on(t.createdAt, t.id),
    index('audit_event_actor_created_idx').on(t.actorId, t.createdAt, t.id),
    index('audit_event_target_created_idx').on(t.targetType, t.targetId, t.createdAt, t.id),
    index('audit_event_action_created_idx').on(t.action, t.createdAt, t.id),
  ],
);
