import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import {
  APP_STATUS_LABELS,
  auditDetailLabel,
  auditDetailText,
  isAuditEventAction,
  type AuditAction,
  type AuditEventsFilter,
  type AuditTargetType,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { user } from '../../../db/schema/accounts';
import { application } from '../../../db/schema/apps';
import { auditEvent } from '../../../db/schema/audit-log';
import { applicationReviewEvent, type ReviewAction } from '../../../db/schema/review';

// The audit screen's list (decision 0049): the audit log's rows and app moderation's
// (application_review_event, which keeps its own table as before) merged newest first. Each
// source reads one keyset page through its own index (by time, actor, target or action); the
// two pages are merged here and cut to the page size, so a page costs two index walks of at
// most limit + 1 rows whatever the tables' size.

export type AuditEventListItem = {
  id: string;
  action: AuditAction;
  actor: { id: string; name: string; email: string };
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details: { label: string; value: string }[];
  createdAt: Date;
};

export type AuditEventsPage = { items: AuditEventListItem[]; next: KeysetCursor | null };

export type AuditEventsQuery = {
  filter: AuditEventsFilter;
  limit: number;
  after: KeysetCursor | null;
};

/** App moderation's actions as the audit screen names them. */
export const REVIEW_ACTION_AUDIT_ACTIONS: Record<ReviewAction, AuditAction> = {
  APPROVE: 'APPROVE_APP',
  REJECT: 'REJECT_APP',
  SUSPEND: 'SUSPEND_APP',
  RESTORE: 'RESTORE_APP',
  APPROVE_UPDATE: 'APPROVE_UPDATE',
  REJECT_UPDATE: 'REJECT_UPDATE',
};
const reviewActionOf = (action: AuditAction) =>
  (Object.keys(REVIEW_ACTION_AUDIT_ACTIONS) as ReviewAction[]).find(
    (reviewAction) => REVIEW_ACTION_AUDIT_ACTIONS[reviewAction] === action,
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Both tables' ids are uuids: a cursor's id must be one. */
export const isAuditEventId = (id: string) => UUID.test(id);

type Row = AuditEventListItem & { createdAtText: string };

const before = (after: KeysetCursor | null, createdAt: AnyColumn, id: AnyColumn) =>
  after ? sql`(${createdAt}, ${id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;

// jsonb keeps keys in its own order (shorter first): the screen's order is set here.
const lastKeys = ['old', 'new'];
const keyRank = (key: string) => lastKeys.indexOf(key) + 1;

/** The details as the screen lists them: their own facts first, then before and after. */
function detailsOf(details: Record<string, unknown>) {
  return Object.keys(details)
    .sort((a, b) => keyRank(a) - keyRank(b))
    .map((key) => ({
      label: auditDetailLabel(key),
      value: auditDetailText(details[key]),
    }));
}

/** The audit log's own page, or nothing when the filter asks for app moderation only. */
async function auditLogPage(db: Database, query: AuditEventsQuery): Promise<Row[]> {
  const { filter, after, limit } = query;
  if (filter.action && !isAuditEventAction(filter.action)) return [];
  const rows = await db
    .select({
      event: auditEvent,
      actor: { id: user.id, name: user.name, email: user.email },
      createdAtText: cursorTimestampText(auditEvent.createdAt),
    })
    .from(auditEvent)
    .innerJoin(user, eq(user.id, auditEvent.actorId))
    .where(
      and(
        filter.actorId ? eq(auditEvent.actorId, filter.actorId) : undefined,
        filter.targetType ? eq(auditEvent.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(auditEvent.targetId, filter.targetId) : undefined,
        filter.action ? eq(auditEvent.action, filter.action) : undefined,
        before(after, auditEvent.createdAt, auditEvent.id),
      ),
    )
    .orderBy(desc(auditEvent.createdAt), desc(auditEvent.id))
    .limit(limit + 1);
  return rows.map(({ event, actor, createdAtText }) => ({
    id: event.id,
    action: event.action,
    actor,
    targetType: event.targetType,
    targetId: event.targetId,
    targetLabel: event.targetLabel,
    reason: event.reason,
    details: detailsOf(event.details),
    createdAt: event.createdAt,
    createdAtText,
  }));
}

/** App moderation's page, or nothing when the filter asks for other actions or targets. */
async function appReviewPage(db: Database, query: AuditEventsQuery): Promise<Row[]> {
  const { filter, after, limit } = query;
  if (filter.targetType && filter.targetType !== 'APPLICATION') return [];
  if (filter.targetId && !UUID.test(filter.targetId)) return [];
  const reviewAction = filter.action ? reviewActionOf(filter.action) : undefined;
  if (filter.action && !reviewAction) return [];
  const event = applicationReviewEvent;
  const rows = await db
    .select({
      id: event.id,
      action: event.action,
      actor: { id: user.id, name: user.name, email: user.email },
      applicationId: event.applicationId,
      appName: application.appName,
      reason: event.reason,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      createdAt: event.createdAt,
      createdAtText: cursorTimestampText(event.createdAt),
    })
    .from(event)
    .innerJoin(user, eq(user.id, event.actorId))
    .innerJoin(application, eq(application.id, event.applicationId))
    .where(
      and(
        filter.actorId ? eq(event.actorId, filter.actorId) : undefined,
        filter.targetId ? eq(event.applicationId, filter.targetId) : undefined,
        reviewAction ? eq(event.action, reviewAction) : undefined,
        before(after, event.createdAt, event.id),
      ),
    )
    .orderBy(desc(event.createdAt), desc(event.id))
    .limit(limit + 1);
  return rows.map((row) => ({
    id: row.id,
    action: REVIEW_ACTION_AUDIT_ACTIONS[row.action],
    actor: row.actor,
    targetType: 'APPLICATION',
    targetId: row.applicationId,
    // The history keeps no name of its own: the app's name now.
    targetLabel: row.appName,
    reason: row.reason,
    details: [
      { label: auditDetailLabel('fromStatus'), value: APP_STATUS_LABELS[row.fromStatus] },
      { label: auditDetailLabel('toStatus'), value: APP_STATUS_LABELS[row.toStatus] },
    ],
    createdAt: row.createdAt,
    createdAtText: row.createdAtText,
  }));
}

const descending = (a: string, b: string) => (a === b ? 0 : a < b ? 1 : -1);

/**
 * Newest first, ties by id descending, as the database orders both pages: the cursor text is
 * UTC with microseconds, so it sorts as time; lower-case uuids sort as their bytes.
 */
const newestFirst = (a: Row, b: Row) =>
  descending(a.createdAtText, b.createdAtText) ||
  descending(a.id.toLowerCase(), b.id.toLowerCase());

/** One page of the audit screen after `after`, and where the next one starts. */
export async function listAuditEvents(
  db: Database,
  query: AuditEventsQuery,
): Promise<AuditEventsPage> {
  const [own, reviews] = await Promise.all([auditLogPage(db, query), appReviewPage(db, query)]);
  const merged = [...own, ...reviews].sort(newestFirst);
  const items = merged.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ createdAtText: _cursor, ...item }) => item),
    next: merged.length > query.limit && last ? { at: last.createdAtText, id: last.id } : null,
  };
}

/** The staff members to filter by: every admin now, by name. */
export function listAuditActors(db: Database) {
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(user.name, user.id)
    .limit(500);
}
