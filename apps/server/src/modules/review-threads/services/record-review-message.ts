import type { ReviewMessageAuthorRole } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { reviewMessage } from '../../../db/schema/review';

/**
 * Appends a message to a version's conversation inside the caller's transaction: a decision
 * that gives a reason (a rejection) writes it as the reviewer's last message, so the thread and
 * the decision commit together. The body was parsed by the caller.
 */
export async function recordReviewMessage(
  tx: Database,
  message: {
    versionId: string;
    authorId: string;
    authorRole: ReviewMessageAuthorRole;
    body: string;
  },
) {
  const [row] = await tx.insert(reviewMessage).values(message).returning();
  if (!row) throw new Error('inserting a review message returned no row');
  return row;
}
