import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_LIMIT_OUT_OF_RANGE, AUDIT_TARGET_ID_NEEDS_TYPE } from '@vmu/domain';
import { INVALID_NEXT_TOKEN_MESSAGE } from '../../db/keyset-cursor';
import { applicationReviewEvent } from '../../db/schema/review';
import { seedApplication } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { recordAuditEvent } from './services/record-audit-event';

// The audit screen's list (decision 0049): staff only, the audit log and app moderation's history
// merged newest first, filtered by actor, target and action, in keyset pages.

const EVENTS = `query Events($filter: AuditEventsFilter, $limit: Int, $nextToken: String) {
  auditEvents(filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { id action actor { id name email } targetType targetId targetLabel reason
      details { label value } createdAt }
    nextToken } }`;
const ACTORS = `query { auditActors { id name email } }`;

type Item = {
  id: string;
  action: string;
  actor: { id: string; name: string };
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  details: { label: string; value: string }[];
  createdAt: string;
};
type Page = { items: Item[]; nextToken: string | null };

describe.each(testTargets())('the audit screen [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const staff = (name: string) =>
    signedInUser(t.app, t.db, { email: email('staff'), name, role: 'admin' });
  const events = async (who: SignedInUser, variables: Record<string, unknown> = {}) =>
    dataOf<Page>(await gqlWith(t.app, EVENTS, variables, who.cookie), 'auditEvents');
  const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

  /** Two staff, a developer's app, and actions of both kinds at known times. */
  async function seedLog() {
    const [grace, linus] = [await staff('Grace Hopper'), await staff('Linus Admin')];
    const dev = await signedInUser(t.app, t.db, { email: email('dev'), name: 'Ada Dev' });
    const app = await seedApplication(t.db, dev.id, { appName: 'Star Hopper', status: 'REJECTED' });
    await recordAuditEvent(t.db, {
      actorId: grace.id,
      action: 'SUSPEND_ACCOUNT',
      targetType: 'USER',
      targetId: dev.id,
      targetLabel: 'Ada Dev',
      reason: 'Spam uploads',
      details: { appsSuspended: 1 },
    });
    await recordAuditEvent(t.db, {
      actorId: linus.id,
      action: 'CHANGE_SETTING',
      targetType: 'SETTING',
      targetId: 'support-email',
      targetLabel: 'Support address',
      details: { old: null, new: 'desk@vmu.example' },
    });
    await t.db.insert(applicationReviewEvent).values({
      applicationId: app.id,
      actorId: grace.id,
      action: 'REJECT',
      fromStatus: 'SUBMITTED',
      toStatus: 'REJECTED',
      reason: 'Crashes on start',
    });
    // Spread in time: suspension 30 min ago, the rejection 20, the setting 10.
    await t.db.execute(sql`update audit_event set created_at = ${minutesAgo(30)}
      where action = 'SUSPEND_ACCOUNT'`);
    await t.db.execute(sql`update application_review_event set created_at = ${minutesAgo(20)}`);
    return { grace, linus, dev, app };
  }

  it('refuses signed-out callers and developers', async () => {
    const dev = await signedInUser(t.app, t.db, { email: email('dev') });
    for (const query of [EVENTS, ACTORS]) {
      const anonymous = await gqlWith(t.app, query, {});
      expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
      const forbidden = await gqlWith(t.app, query, { limit: 0 }, dev.cookie);
      expect(codeOf(forbidden)).toBe('FORBIDDEN');
      expect(messageOf(forbidden)).toBe('Admin access required.');
    }
  });

  it('lists both kinds of actions newest first, with who, what, why and the details', async () => {
    // The update above touches audit_event: the append-only trigger is off for the seed only.
    await t.db.execute(sql`alter table audit_event disable trigger audit_event_append_only`);
    const { grace, linus, dev, app } = await seedLog();
    await t.db.execute(sql`alter table audit_event enable trigger audit_event_append_only`);
    const page = await events(grace);
    expect(page.nextToken).toBeNull();
    expect(page.items.map((item) => [item.action, item.actor.name, item.targetLabel])).toEqual([
      ['CHANGE_SETTING', 'Linus Admin', 'Support address'],
      ['REJECT_APP', 'Grace Hopper', 'Star Hopper'],
      ['SUSPEND_ACCOUNT', 'Grace Hopper', 'Ada Dev'],
    ]);
    expect(page.items[0]!.details).toEqual([
      { label: 'Before', value: '(none)' },
      { label: 'After', value: 'desk@vmu.example' },
    ]);
    expect(page.items[1]).toMatchObject({
      targetType: 'APPLICATION',
      targetId: app.id,
      reason: 'Crashes on start',
      details: [
        { label: 'Status before', value: 'Under Review' },
        { label: 'Status after', value: 'Rejected' },
      ],
    });
    expect(page.items[2]).toMatchObject({
      targetType: 'USER',
      targetId: dev.id,
      reason: 'Spam uploads',
      details: [{ label: 'Apps suspended', value: '1' }],
    });

    const filtered = async (filter: Record<string, unknown>) =>
      (await events(grace, { filter })).items.map((item) => item.action);
    expect(await filtered({ actorId: grace.id })).toEqual(['REJECT_APP', 'SUSPEND_ACCOUNT']);
    expect(await filtered({ actorId: linus.id })).toEqual(['CHANGE_SETTING']);
    expect(await filtered({ targetType: 'APPLICATION' })).toEqual(['REJECT_APP']);
    expect(await filtered({ targetType: 'APPLICATION', targetId: app.id })).toEqual(['REJECT_APP']);
    expect(await filtered({ targetType: 'USER', targetId: dev.id })).toEqual(['SUSPEND_ACCOUNT']);
    expect(await filtered({ action: 'REJECT_APP' })).toEqual(['REJECT_APP']);
    expect(await filtered({ action: 'CHANGE_SETTING', actorId: grace.id })).toEqual([]);
    expect(await filtered({ targetType: 'SETTING', targetId: 'support-email' })).toEqual([
      'CHANGE_SETTING',
    ]);

    const actors = dataOf<{ name: string }[]>(
      await gqlWith(t.app, ACTORS, {}, grace.cookie),
      'auditActors',
    );
    expect(actors.map((actor) => actor.name)).toEqual(['Grace Hopper', 'Linus Admin']);
  });

  it('pages across both tables without skipping or repeating, ties within a microsecond included', async () => {
    const grace = await staff('Grace Hopper');
    const dev = await signedInUser(t.app, t.db, { email: email('dev') });
    const app = await seedApplication(t.db, dev.id, { status: 'LIVE' });
    // Seven rows of each kind, all in one transaction: they share its now(), so every row ties.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i += 1) {
        await recordAuditEvent(tx, {
          actorId: grace.id,
          action: 'CHANGE_SETTING',
          targetType: 'SETTING',
          targetId: 'portal-notice',
          targetLabel: `Notice ${i}`,
        });
        await tx.insert(applicationReviewEvent).values({
          applicationId: app.id,
          actorId: grace.id,
          action: 'SUSPEND',
          fromStatus: 'LIVE',
          toStatus: 'SUSPENDED',
        });
      }
    });
    const seen: string[] = [];
    let nextToken: string | null = null;
    let pages = 0;
    do {
      const page: Page = await events(grace, { limit: 3, nextToken });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.id));
      nextToken = page.nextToken;
      pages += 1;
    } while (nextToken && pages < 10);
    expect(seen).toHaveLength(14);
    expect(new Set(seen).size).toBe(14);
    expect(pages).toBe(5);
  });

  it('refuses a bad page size, a token it did not hand out and a target id without its kind', async () => {
    const grace = await staff('Grace Hopper');
    const answer = (variables: Record<string, unknown>) =>
      gqlWith(t.app, EVENTS, variables, grace.cookie);
    for (const limit of [0, 101]) {
      const refused = await answer({ limit });
      expect(messageOf(refused)).toBe(AUDIT_LIMIT_OUT_OF_RANGE);
      expect(refused.status).toBe(400);
    }
    expect(messageOf(await answer({ nextToken: 'garbage' }))).toBe(INVALID_NEXT_TOKEN_MESSAGE);
    const typeless = await answer({ filter: { targetId: 'someone' } });
    expect(messageOf(typeless)).toBe(AUDIT_TARGET_ID_NEEDS_TYPE);
    expect(codeOf(await answer({ filter: { action: 'DROP_TABLE' } }))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });
});
