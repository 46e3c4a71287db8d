import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { application, applicationVersion } from '../../db/schema/apps';
import { applicationReviewEvent } from '../../db/schema/review';
import { seedApplication, seedVersion, verifiedDeveloper } from '../../test/app-fixtures';
import { codeOf, seedDeveloperProfile, signedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { VERIFICATION_MAIL_SUBJECT } from '../../platform/mail/code-mails';
import { gqlWith, messageOf } from '../../test/apps-operations';
import { REVIEW_OPERATIONS as OPS } from '../../test/app-review-operations';

describe.each(testTargets())('app review authorization [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  const snapshot = async () => ({
    apps: await db().select().from(application).orderBy(asc(application.id)),
    versions: await db().select().from(applicationVersion).orderBy(asc(applicationVersion.id)),
    events: await db().select().from(applicationReviewEvent),
  });

  it('refuses every admin operation to signed-out callers and developers, even with bad arguments, changing nothing', async () => {
    const owner = await verifiedDeveloper(t.app, db(), { email: email('owner') });
    const submitted = await seedApplication(db(), owner.id, { status: 'SUBMITTED' });
    await seedVersion(db(), submitted.id);
    const live = await seedApplication(db(), owner.id, { status: 'LIVE', visibility: 'PUBLIC' });
    const suspended = await seedApplication(db(), owner.id, { status: 'SUSPENDED' });
    const other = await verifiedDeveloper(t.app, db(), { email: email('other') });
    const since = new Date().toISOString();
    const operations: [string, Record<string, unknown>][] = [
      [OPS.approve, { appId: submitted.id }],
      [OPS.approve, { appId: 'not-an-id' }],
      [OPS.reject, { appId: submitted.id, reason: 'Not good enough' }],
      [OPS.reject, { appId: submitted.id, reason: '   ' }],
      [OPS.suspend, { appId: live.id, reason: 'Bad' }],
      [OPS.suspend, { appId: live.id, reason: 'x'.repeat(5000) }],
      [OPS.restore, { appId: suspended.id }],
      [OPS.list, {}],
      [OPS.list, { limit: 0, nextToken: 'garbage', search: 'x'.repeat(500) }],
      [OPS.listFull, { status: 'SUBMITTED' }],
      [OPS.counts, { since }],
      [OPS.developer, { userId: owner.id }],
      [OPS.developer, { userId: 'nobody' }],
    ];
    const before = await snapshot();
    // Sign-ups mail a verification code; nothing else may be sent.
    const otherMails = () => t.mail.mails.filter((m) => m.subject !== VERIFICATION_MAIL_SUBJECT);
    const mailsBefore = otherMails().length;
    // The app's own developer, another developer, and one whose account is still pending review.
    const unverified = await signedInUser(t.app, db(), { email: email('unverified') });
    await seedDeveloperProfile(db(), unverified.id);
    for (const [query, variables] of operations) {
      const anonymous = await gqlWith(t.app, query, variables);
      expect(codeOf(anonymous), query).toBe('UNAUTHENTICATED');
      expect(anonymous.status).toBe(401);
      for (const developer of [owner, other, unverified]) {
        const refused = await gqlWith(t.app, query, variables, developer.cookie);
        expect(codeOf(refused), query).toBe('FORBIDDEN');
        expect(messageOf(refused)).toBe('Admin access required.');
        expect(refused.status).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Mail is queued with the change: run the queue so a wrongly queued mail would show.
    await t.drainJobs();
    expect(otherMails()).toHaveLength(mailsBefore);
  });
});
