import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cursorTimestampText } from '../../../db/keyset-cursor';
import { user } from '../../../db/schema/accounts';
import { developerProfile } from '../../../db/schema/developers';
import type { DeveloperProfileRow } from '../../developers';
import type { PendingDevelopersCursor } from '../pending-developers-cursor';

export type PendingDevelopersPage = {
  items: { profile: DeveloperProfileRow; email: string }[];
  /** Where the next page starts; null on the last page. */
  next: PendingDevelopersCursor | null;
};

// created_at as UTC text with all six fractional digits, so the cursor keeps microseconds.
const createdAtText = cursorTimestampText(developerProfile.createdAt);

/**
 * Pending developers, oldest application first (ties by user id), one keyset page after
 * `after`. The row comparison walks developer_profile_status_created_idx; one extra row
 * tells whether another page exists.
 */
export async function listPendingDevelopers(
  db: Database,
  page: { limit: number; after: PendingDevelopersCursor | null },
): Promise<PendingDevelopersPage> {
  const { after } = page;
  const rows = await db
    .select({ profile: developerProfile, email: user.email, createdAtText })
    .from(developerProfile)
    .innerJoin(user, eq(user.id, developerProfile.userId))
    .where(
      and(
        eq(developerProfile.developerStatus, 'pending'),
        after
          ? sql`(${developerProfile.createdAt}, ${developerProfile.userId}) > (${after.createdAt}::timestamptz, ${after.userId})`
          : undefined,
      ),
    )
    .orderBy(asc(developerProfile.createdAt), asc(developerProfile.userId))
    .limit(page.limit + 1);

  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  return {
    items: items.map(({ profile, email }) => ({ profile, email })),
    next:
      rows.length > page.limit && last
        ? { createdAt: last.createdAtText, userId: last.profile.userId }
        : null,
  };
}
