import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describeDevice, type AppReviewAuditAction, type AppStatus } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { session, user } from '../../../db/schema/accounts';
import { application } from '../../../db/schema/apps';
import { auditEvent } from '../../../db/schema/audit-log';
import { developerProfile } from '../../../db/schema/developers';
import { applicationReviewEvent, type ReviewAction } from '../../../db/schema/review';
import type { DeveloperProfileRow } from '../../developers';
import { userNotFound } from '../user-management-errors';
import { findAdminUser, type AdminUserRow } from './list-users';

/** What the account's page lists of each kind: the newest, enough for one screen. */
export const ACCOUNT_PAGE_LIST_LIMIT = 100;

export type AccountHistoryEntry = {
  id: string;
  action: string;
  appName: string | null;
  reason: string | null;
  actorName: string | null;
  createdAt: Date;
};

export type UserForAdmin = {
  user: AdminUserRow;
  profile: DeveloperProfileRow | null;
  applications: { id: string; appName: string; status: AppStatus; updatedAt: Date }[];
  applicationCount: number;
  sessions: {
    id: string;
    device: string;
    ipAddress: string | null;
    signedInAt: Date;
    lastUsedAt: Date;
    expiresAt: Date;
  }[];
  history: AccountHistoryEntry[];
};

/** App moderation's own history under the audit log's names for it. */
const APP_REVIEW_AUDIT_ACTION: Record<ReviewAction, AppReviewAuditAction> = {
  APPROVE: 'APPROVE_APP',
  REJECT: 'REJECT_APP',
  SUSPEND: 'SUSPEND_APP',
  RESTORE: 'RESTORE_APP',
  APPROVE_UPDATE: 'APPROVE_UPDATE',
  REJECT_UPDATE: 'REJECT_UPDATE',
};

const actor = alias(user, 'actor');

/**
 * The account's history, newest first: staff actions on the account (the audit log, through
 * its target index) and on its apps (application_review_event, through the app index, and the
 * audit log's rows naming one of its apps), each read newest first up to the limit, then merged.
 */
async function accountHistory(db: Database, userId: string): Promise<AccountHistoryEntry[]> {
  const [onAccount, onApps, loggedOnApps] = await Promise.all([
    db
      .select({
        id: auditEvent.id,
        action: auditEvent.action,
        reason: auditEvent.reason,
        actorName: actor.name,
        createdAt: auditEvent.createdAt,
      })
      .from(auditEvent)
      .leftJoin(actor, eq(actor.id, auditEvent.actorId))
      .where(and(eq(auditEvent.targetType, 'USER'), eq(auditEvent.targetId, userId)))
      .orderBy(desc(auditEvent.createdAt), desc(auditEvent.id))
      .limit(ACCOUNT_PAGE_LIST_LIMIT),
    db
      .select({
        id: applicationReviewEvent.id,
        action: applicationReviewEvent.action,
        appName: application.appName,
        reason: applicationReviewEvent.reason,
        actorName: actor.name,
        createdAt: applicationReviewEvent.createdAt,
      })
      .from(applicationReviewEvent)
      .innerJoin(application, eq(application.id, applicationReviewEvent.applicationId))
      .leftJoin(actor, eq(actor.id, applicationReviewEvent.actorId))
      .where(eq(application.developerId, userId))
      .orderBy(desc(applicationReviewEvent.createdAt), desc(applicationReviewEvent.id))
      .limit(ACCOUNT_PAGE_LIST_LIMIT),
    // The audit log's actions on its apps (a refund, a message from staff; decision 0058).
    db
      .select({
        id: auditEvent.id,
        action: auditEvent.action,
        appName: application.appName,
        reason: auditEvent.reason,
        actorName: actor.name,
        createdAt: auditEvent.createdAt,
      })
      .from(application)
      .innerJoin(
        auditEvent,
        and(
          eq(auditEvent.targetType, 'APPLICATION'),
          eq(auditEvent.targetId, sql`${application.id}::text`),
        ),
      )
      .leftJoin(actor, eq(actor.id, auditEvent.actorId))
      .where(eq(application.developerId, userId))
      .orderBy(desc(auditEvent.createdAt), desc(auditEvent.id))
      .limit(ACCOUNT_PAGE_LIST_LIMIT),
  ]);
  return [
    ...onAccount.map((event) => ({ ...event, appName: null })),
    ...onApps.map((event) => ({ ...event, action: APP_REVIEW_AUDIT_ACTION[event.action] })),
    ...loggedOnApps,
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, ACCOUNT_PAGE_LIST_LIMIT);
}

/** What staff see of one account: its row, profile, apps, signed-in devices and history. */
export async function findUserForAdmin(db: Database, userId: string): Promise<UserForAdmin> {
  const found = await findAdminUser(db, userId);
  if (!found) throw userNotFound();
  const [profiles, applications, [counted], sessions, history] = await Promise.all([
    db.select().from(developerProfile).where(eq(developerProfile.userId, userId)),
    db
      .select({
        id: application.id,
        appName: application.appName,
        status: application.status,
        updatedAt: application.updatedAt,
      })
      .from(application)
      .where(eq(application.developerId, userId))
      .orderBy(desc(application.updatedAt), desc(application.id))
      .limit(ACCOUNT_PAGE_LIST_LIMIT),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(application)
      .where(eq(application.developerId, userId)),
    db
      .select()
      .from(session)
      .where(and(eq(session.userId, userId), sql`${session.expiresAt} > now()`))
      .orderBy(desc(session.updatedAt))
      .limit(ACCOUNT_PAGE_LIST_LIMIT),
    accountHistory(db, userId),
  ]);
  return {
    user: found,
    profile: profiles[0] ?? null,
    applications,
    applicationCount: counted?.count ?? 0,
    sessions: sessions.map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt,
      lastUsedAt: row.updatedAt,
      expiresAt: row.expiresAt,
    })),
    history,
  };
}
