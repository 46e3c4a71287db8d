import {
  AUDIT_DETAILS_MAX_BYTES,
  AUDIT_REASON_MAX_LENGTH,
  AUDIT_TARGET_ID_MAX_LENGTH,
  auditDetailsBytes,
  auditTargetLabel,
  fitAuditDetails,
  fitsGraphemeLimit,
  isAuditEventAction,
  isAuditTargetType,
  type AuditEventAction,
  type AuditTargetType,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { auditEvent } from '../../../db/schema/audit-log';

/** One staff action, as the caller knows it when it acts. */
export type AuditEventInput = {
  /** The staff member who acted (the viewer's id). */
  actorId: string;
  action: AuditEventAction;
  targetType: AuditTargetType;
  /** A user id, an app's uuid or a setting's key. */
  targetId: string;
  /** What the target is called now (a person's name or email, an app's name, a setting's name). */
  targetLabel: string;
  /** The reason staff gave, already checked by the caller's schema; blank counts as none. */
  reason?: string | null;
  /**
   * Small facts worth keeping (old and new values): at most AUDIT_DETAILS_MAX_BYTES of JSON, long
   * texts among them cut to fit.
   */
  details?: Record<string, unknown>;
};

export type RecordedAuditEvent = typeof auditEvent.$inferSelect;

/**
 * Records one staff action in the audit log. Call it with the transaction of the change it
 * records, so both are kept or neither is. A caller's mistake (an unknown action, a reason or
 * details over the limits even once their texts are cut) throws: these are the server's own values, never a client's input.
 */
export async function recordAuditEvent(
  tx: Database,
  event: AuditEventInput,
): Promise<RecordedAuditEvent> {
  if (!isAuditEventAction(event.action)) {
    throw new Error(`Unknown audit action ${event.action}: add it to AUDIT_EVENT_ACTIONS`);
  }
  if (!isAuditTargetType(event.targetType)) {
    throw new Error(`Unknown audit target type ${event.targetType}`);
  }
  if (event.targetId.length === 0 || event.targetId.length > AUDIT_TARGET_ID_MAX_LENGTH) {
    throw new Error(`An audit target id has 1 to ${AUDIT_TARGET_ID_MAX_LENGTH} characters`);
  }
  const reason = event.reason?.trim() || null;
  if (reason !== null && !fitsGraphemeLimit(reason, AUDIT_REASON_MAX_LENGTH)) {
    throw new Error(`An audit reason has at most ${AUDIT_REASON_MAX_LENGTH} characters`);
  }
  const details = fitAuditDetails(event.details ?? {});
  if (auditDetailsBytes(details) > AUDIT_DETAILS_MAX_BYTES) {
    throw new Error(`An audit event's details are at most ${AUDIT_DETAILS_MAX_BYTES} bytes`);
  }
  const [row] = await tx
    .insert(auditEvent)
    .values({
      actorId: event.actorId,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      targetLabel: auditTargetLabel(event.targetLabel),
      reason,
      details,
    })
    .returning();
  return row!;
}
