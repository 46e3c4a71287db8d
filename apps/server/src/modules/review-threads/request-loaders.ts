import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/accounts';
import { reviewMessage } from '../../db/schema/review';
import { preparedPerDatabase } from '../shared/prepared-query';
import { batchLoader, perRequestLoaders, type Load } from '../shared/request-loaders';
import type { ReviewMessageMapper } from './schema.mappers';

export type ReviewThreadLoaders = {
  /** A version's messages with their authors' names, oldest first (index order). */
  messages: Load<ReviewMessageMapper[]>;
};

// Every thread a response shows in one statement, whatever the number of versions (an array
// parameter rather than IN with one parameter per id), prepared once per database.
const messagesOfVersions = preparedPerDatabase((db) =>
  db
    .select({
      id: reviewMessage.id,
      versionId: reviewMessage.versionId,
      authorId: reviewMessage.authorId,
      authorRole: reviewMessage.authorRole,
      body: reviewMessage.body,
      createdAt: reviewMessage.createdAt,
      authorName: user.name,
    })
    .from(reviewMessage)
    .innerJoin(user, sql`${user.id} = ${reviewMessage.authorId}`)
    .where(sql`${reviewMessage.versionId} = any(${sql.placeholder('versionIds')}::uuid[])`)
    .orderBy(asc(reviewMessage.versionId), asc(reviewMessage.createdAt), asc(reviewMessage.id))
    .prepare('review_messages_of_versions'),
);

function createLoaders(db: Database): ReviewThreadLoaders {
  return {
    messages: batchLoader(async (versionIds) => {
      const rows = await messagesOfVersions(db).execute({ versionIds });
      const byVersion = new Map<string, ReviewMessageMapper[]>();
      for (const row of rows) {
        const thread = byVersion.get(row.versionId) ?? [];
        thread.push(row);
        byVersion.set(row.versionId, thread);
      }
      return byVersion;
    }, []),
  };
}

/** This request's loaders. */
export const reviewThreadLoadersOf = perRequestLoaders(createLoaders);
