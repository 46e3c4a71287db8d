import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeveloperStatus } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { application } from '../../../db/schema/apps';
import { developerProfile, developerStatusChange } from '../../../db/schema/developers';
import { AppError } from '../../../errors';
import { DEVELOPER_NOT_FOUND_MESSAGE } from './decide-developer-account';
import type { DeveloperProfileRow } from '../../developers';

export type DeveloperStatusChangeView = {
  fromStatus: DeveloperStatus | null;
  toStatus: DeveloperStatus;
  notes: string | null;
  changedAt: Date;
  /** The deciding admin; null for the developer's own (re)submission. */
  changedByName: string | null;
};

export type DeveloperForAdmin = {
  profile: DeveloperProfileRow;
  email: string;
  statusHistory: DeveloperStatusChangeView[];
  applicationCount: number;
};

const changer = alias(user, 'changer');

/** View Developer: the profile, its verification history oldest first, and how many apps it has. */
export async function getDeveloperForAdmin(
  db: Database,
  userId: string,
): Promise<DeveloperForAdmin> {
  const [found] = await db
    .select({
      profile: developerProfile,
      email: user.email,
      applicationCount: sql<number>`(select count(*)::int from ${application} where ${application.developerId} = ${developerProfile.userId})`,
    })
    .from(developerProfile)
    .innerJoin(user, eq(user.id, developerProfile.userId))
    .where(eq(developerProfile.userId, userId));
  if (!found) throw new AppError('NOT_FOUND', DEVELOPER_NOT_FOUND_MESSAGE, 404);

  const history = await db
    .select({ change: developerStatusChange, changerName: changer.name })
    .from(developerStatusChange)
    .leftJoin(changer, eq(changer.id, developerStatusChange.changedBy))
    .where(eq(developerStatusChange.userId, userId))
    .orderBy(asc(developerStatusChange.changedAt), asc(developerStatusChange.id));

  return {
    profile: found.profile,
    email: found.email,
    applicationCount: found.applicationCount,
    statusHistory: history.map(({ change, changerName }) => ({
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      notes: change.notes,
      changedAt: change.changedAt,
      changedByName: change.changedBy === userId ? null : changerName,
    })),
  };
}
