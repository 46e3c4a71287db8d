import type { reviewMessage } from '../../db/schema/review';

/** A review_message row with its author's name, read with it. */
export type ReviewMessageMapper = typeof reviewMessage.$inferSelect & { authorName: string };
