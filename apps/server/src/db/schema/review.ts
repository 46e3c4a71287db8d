import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  APP_STATUSES,
  REVIEW_MESSAGE_AUTHOR_ROLES,
  type AppStatus,
  type ReviewMessageAuthorRole,
} from '@vmu/domain';
import { application, applicationVersion } from './apps';
import { user } from './accounts';
import { inList, timestamptz } from './columns';

/** The admin actions on an application (decision 0014), as the GraphQL ReviewAction names them. */
export const REVIEW_ACTIONS = [
  'APPROVE',
  'REJECT',
  'SUSPEND',
  'RESTORE',
  'APPROVE_UPDATE',
  'REJECT_UPDATE',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

// The audit log of app moderation: append-only, one row per admin action, written in the same
// transaction as the status change it records. An admin who acted cannot be deleted while the
// log names them (no action on delete): the log must keep saying who did what.
export const applicationReviewEvent = pgTable(
  'application_review_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => user.id),
    action: text('action').$type<ReviewAction>().notNull(),
    fromStatus: text('from_status').$type<AppStatus>().notNull(),
    toStatus: text('to_status').$type<AppStatus>().notNull(),
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('application_review_event_action_check', sql`${t.action} in (${inList(REVIEW_ACTIONS)})`),
    check(
      'application_review_event_status_check',
      sql`${t.fromStatus} in (${inList(APP_STATUSES)}) and ${t.toStatus} in (${inList(APP_STATUSES)})`,
    ),
    // View Details reads one app's history, newest first.
    index('application_review_event_app_created_idx').on(t.applicationId, t.createdAt),
    // The staff's audit screen shows these rows beside audit_event's (decision 0049), newest
    // first, whole or by actor or action.
    index('application_review_event_created_idx').on(t.createdAt, t.id),
    index('application_review_event_actor_created_idx').on(t.actorId, t.createdAt, t.id),
    index('application_review_event_action_created_idx').on(t.action, t.createdAt, t.id),
  ],
);

// The conversation about one submission (decision 0034): reviewer and developer write plain text;
// a rejection's reason is its reviewer's last message. A writer cannot be deleted while their
// messages stand (no action on delete), as with the audit log.
export const reviewMessage = pgTable(
  'review_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => applicationVersion.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id),
    authorRole: text('author_role').$type<ReviewMessageAuthorRole>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'review_message_author_role_check',
      sql`${t.authorRole} in (${inList(REVIEW_MESSAGE_AUTHOR_ROLES)})`,
    ),
    // A thread is read whole, oldest first.
    index('review_message_version_created_idx').on(t.versionId, t.createdAt, t.id),
  ],
);
