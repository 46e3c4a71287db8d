import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeveloperStatus, Role, UserStatusFilter } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { cursorTimestampText, type KeysetCursor } from '../../../db/keyset-cursor';
import { accountSuspension, lastSignIn } from '../../../db/schema/account-suspensions';
import { user } from '../../../db/schema/accounts';
import { developerProfile } from '../../../db/schema/developers';
import { containsPattern, ilike } from '../../shared/text-search';

export type UsersQuery = {
  limit: number;
  after: KeysetCursor | null;
  /** Trimmed; empty means no search. */
  search: string;
  role: Role | null;
  status: UserStatusFilter | null;
};

/** An account as staff's list and its page show it. */
export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  developerStatus: DeveloperStatus | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  /** When the holder deleted the account; null while it exists. */
  deletedAt: Date | null;
  suspension: {
    reason: string;
    suspendedAt: Date;
    suspendedByName: string | null;
    suspendedApplicationCount: number;
  } | null;
};

const suspender = alias(user, 'suspender');

/** The columns of an AdminUserRow, from the user joined as adminUserRows does. */
const adminUserColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  developerStatus: developerProfile.developerStatus,
  createdAt: user.createdAt,
  lastSignInAt: lastSignIn.signedInAt,
  deletedAt: user.deletedAt,
  suspensionId: accountSuspension.id,
  suspensionReason: accountSuspension.reason,
  suspendedAt: accountSuspension.suspendedAt,
  suspendedByName: suspender.name,
  suspendedApplicationCount: sql<number>`coalesce(cardinality(${accountSuspension.suspendedApplicationIds}), 0)`,
  createdAtText: cursorTimestampText(user.createdAt),
};

/** The user with its profile's status, last sign-in and open suspension (each at most one row). */
function adminUserRows(db: Database) {
  return db
    .select(adminUserColumns)
    .from(user)
    .leftJoin(developerProfile, eq(developerProfile.userId, user.id))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, user.id))
    .leftJoin(
      accountSuspension,
      and(eq(accountSuspension.userId, user.id), isNull(accountSuspension.restoredAt)),
    )
    .leftJoin(suspender, eq(suspender.id, accountSuspension.suspendedBy));
}

type JoinedRow = Awaited<ReturnType<ReturnType<typeof adminUserRows>['execute']>>[number];

function adminUserOf(row: JoinedRow): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    developerStatus: row.developerStatus,
    createdAt: row.createdAt,
    lastSignInAt: row.lastSignInAt,
    deletedAt: row.deletedAt,
    suspension:
      row.suspensionId && row.suspensionReason && row.suspendedAt
        ? {
            reason: row.suspensionReason,
            suspendedAt: row.suspendedAt,
            suspendedByName: row.suspendedByName,
            suspendedApplicationCount: row.suspendedApplicationCount,
          }
        : null,
  };
}

function statusFilterOf(status: UserStatusFilter): SQL | undefined {
  switch (status) {
    case 'SUSPENDED':
      return isNotNull(accountSuspension.id);
    case 'PENDING':
      return eq(developerProfile.developerStatus, 'pending');
    case 'VERIFIED':
      return eq(developerProfile.developerStatus, 'verified');
    case 'REJECTED':
      return eq(developerProfile.developerStatus, 'rejected');
    case 'NOT_STARTED':
      return and(eq(user.role, 'developer'), isNull(developerProfile.developerStatus));
  }
}

/**
 * Every account, newest first (ties by id), one keyset page after `after`, with the search
 * over name and email and the role and status filters. Without a search the page walks
 * user_created_idx (or user_role_created_idx) backwards; a search is served by the trigram
 * indexes on name and email (a bitmap of the matches, then only those sorted), as the admin app
 * list's rare terms are (decision 0014). One extra row tells whether another page exists.
 */
export async function listUsers(
  db: Database,
  query: UsersQuery,
): Promise<{ items: AdminUserRow[]; next: KeysetCursor | null }> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const rows = await adminUserRows(db)
    .where(
      and(
        query.role ? eq(user.role, query.role) : undefined,
        query.status ? statusFilterOf(query.status) : undefined,
        pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
        query.after
          ? sql`(${user.createdAt}, ${user.id}) < (${query.after.at}::timestamptz, ${query.after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(adminUserOf),
    next: rows.length > query.limit && last ? { at: last.createdAtText, id: last.id } : null,
  };
}

/** One account as the list shows it, or null when there is none. */
export async function findAdminUser(db: Database, userId: string): Promise<AdminUserRow | null> {
  const [row] = await adminUserRows(db).where(eq(user.id, userId));
  return row ? adminUserOf(row) : null;
}
