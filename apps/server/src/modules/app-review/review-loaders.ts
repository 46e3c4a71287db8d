import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/accounts';
import { applicationReviewEvent, type ReviewAction } from '../../db/schema/review';
import type { AppStatus } from '@vmu/domain';
import { batchLoader, perRequestLoaders } from '../shared/request-loaders';

export type ApplicationDeveloperView = { userId: string; name: string; email: string };

export type ApplicationReviewEventView = {
  id: string;
  action: ReviewAction;
  fromStatus: AppStatus;
  toStatus: AppStatus;
  reason: string | null;
  actorId: string;
  actorName: string;
  actorEmail: string;
  createdAt: Date;
};

export type ReviewLoaders = {
  /** Who made an app, by the developer's user id (null only if the user vanished mid-request). */
  developer: (userId: string) => Promise<ApplicationDeveloperView | null>;
  /** An application's audit log, newest first. */
  reviewHistory: (appId: string) => Promise<ApplicationReviewEventView[]>;
};

function createLoaders(db: Database): ReviewLoaders {
  return {
    developer: batchLoader(async (ids) => {
      const rows = await db
        .select({ userId: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, ids));
      return new Map(rows.map((row) => [row.userId, row]));
    }, null),
    reviewHistory: batchLoader(async (appIds) => {
      const rows = await db
        .select({
          id: applicationReviewEvent.id,
          applicationId: applicationReviewEvent.applicationId,
          action: applicationReviewEvent.action,
          fromStatus: applicationReviewEvent.fromStatus,
          toStatus: applicationReviewEvent.toStatus,
          reason: applicationReviewEvent.reason,
          actorId: applicationReviewEvent.actorId,
          actorName: user.name,
          actorEmail: user.email,
          createdAt: applicationReviewEvent.createdAt,
        })
        .from(applicationReviewEvent)
        .innerJoin(user, eq(user.id, applicationReviewEvent.actorId))
        .where(inArray(applicationReviewEvent.applicationId, appIds))
        .orderBy(desc(applicationReviewEvent.createdAt), desc(applicationReviewEvent.id));
      const byApp = new Map<string, ApplicationReviewEventView[]>();
      for (const { applicationId, ...event } of rows) {
        const list = byApp.get(applicationId) ?? [];
        list.push(event);
        byApp.set(applicationId, list);
      }
      return byApp;
    }, []),
  };
}

/** This request's loaders. */
export const reviewLoadersOf = perRequestLoaders(createLoaders);
