import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { APP_STATUSES, APP_VISIBILITIES, type AppStatus, type AppVisibility } from '@vmu/domain';
import { user } from './accounts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

// The minimal application row the admin dashboard counts (decision 0009); the apps issue adds
// the store listing, builds and the lifecycle around these columns.
export const application = pgTable(
  'application',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    developerId: text('developer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    appName: text('app_name').notNull(),
    bundleIdentifier: text('bundle_identifier').notNull().unique(),
    status: text('status').$type<AppStatus>().notNull().default('DRAFT'),
    visibility: text('visibility').$type<AppVisibility>().notNull().default('PRIVATE'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('application_status_check', sql`${t.status} in (${inList(APP_STATUSES)})`),
    check('application_visibility_check', sql`${t.visibility} in (${inList(APP_VISIBILITIES)})`),
    // The review queue and store lists filter by status, newest change first.
    index('application_status_updated_idx').on(t.status, t.updatedAt),
    // A developer's own apps, most recently changed first.
    index('application_developer_updated_idx').on(t.developerId, t.updatedAt),
  ],
);
