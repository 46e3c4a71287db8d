import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_NOT_SUPPORTED,
  DEFAULT_NOTIFICATION_PREFERENCES,
  STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE,
  TIMEZONE_NOT_KNOWN,
} from '@vmu/domain';
import { developerProfile } from '../../db/schema/developers';
import { appReviewMail, appReviewMailSubject } from '../../platform/mail/app-review-mails';
import { RESET_MAIL_SUBJECT, resetCodeMail } from '../../platform/mail/code-mails';
import { queueMail } from '../../platform/mail/mail-queue';
import { verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { ADMIN_NOT_DEVELOPER_MESSAGE } from '../shared/guards/require-developer-viewer';

// Notification preferences on /profile (decision 0044): saved with validation, read
// with the profile, and "Email notifications" off silences every mail that is not about the
// account's security or money, decided when the mail is delivered.

const FIELDS = 'emailNotifications marketingEmails currency timezone';
const SAVE = `mutation Save($input: NotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) { ${FIELDS} } }`;
const READ = `query { getDeveloperProfile { preferences { ${FIELDS} } } }`;

describe.each(testTargets())('notification preferences [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const save = (who: SignedInUser | null, input: object) =>
    gqlWith(t.app, SAVE, { input: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...input } }, who?.cookie);
  const read = async (who: SignedInUser) =>
    dataOf<{ preferences: Record<string, unknown> }>(
      await gqlWith(t.app, READ, {}, who.cookie),
      'getDeveloperProfile',
    ).preferences;

  it('refuses visitors, store accounts, staff and developers not verified yet', async () => {
    expect(codeOf(await save(null, {}))).toBe('UNAUTHENTICATED');
    const customer = await signedInUser(t.app, t.db, { email: email('buyer'), role: 'customer' });
    expect(messageOf(await save(customer, {}))).toBe(STORE_ACCOUNT_NOT_DEVELOPER_MESSAGE);
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    expect(messageOf(await save(admin, {}))).toBe(ADMIN_NOT_DEVELOPER_MESSAGE);
    const pending = await signedInUser(t.app, t.db, { email: email('pending') });
    await seedDeveloperProfile(t.db, pending.id);
    expect(codeOf(await save(pending, {}))).toBe('ACCOUNT_NOT_VERIFIED');
  });

  it('starts from the defaults, saves a choice and refuses bad values, changing nothing', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    expect(await read(dev)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const chosen = {
      emailNotifications: false,
      marketingEmails: true,
      currency: 'EUR',
      timezone: 'Europe/Paris',
    };
    expect(dataOf(await save(dev, chosen), 'updateNotificationPreferences')).toEqual(chosen);
    expect(await read(dev)).toEqual(chosen);

    const badZone = await save(dev, { ...chosen, timezone: '+01:00' });
    expect(codeOf(badZone)).toBe('VALIDATION_FAILED');
    expect(messageOf(badZone)).toBe(TIMEZONE_NOT_KNOWN);
    expect(messageOf(await save(dev, { ...chosen, timezone: 'x'.repeat(10_000) }))).toBe(
      TIMEZONE_NOT_KNOWN,
    );
    // GraphQL's Currency enum refuses it before the schema: still a client error, no 500.
    const badCurrency = await save(dev, { ...chosen, currency: 'JPY' });
    expect(badCurrency.status).toBe(400);
    expect(await read(dev)).toEqual(chosen);
    expect(CURRENCY_NOT_SUPPORTED).toContain('EUR');

    // The same values again change nothing, not even the profile's version.
    const [before] = await t.db
      .select({ version: developerProfile.profileVersion })
      .from(developerProfile)
      .where(eq(developerProfile.userId, dev.id));
    await save(dev, chosen);
    const [after] = await t.db
      .select({ version: developerProfile.profileVersion })
      .from(developerProfile)
      .where(eq(developerProfile.userId, dev.id));
    expect(after?.version).toBe(before?.version);
  });
});

describe.each(testTargets())('mails and email notifications [%s]', (target) => {
  const t = useTestApp(target, { mail: true, sharedApp: false });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const saveOn = (app: FastifyInstance, who: SignedInUser, input: object) =>
    gqlWith(app, SAVE, { input: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...input } }, who.cookie);

  it('skips an optional mail to a developer who turned notifications off, never a security mail', async () => {
    // A server makes the job queues when it starts; its workers then stop, so the mails queued
    // below wait until the test drains them, after the preference changed.
    const app = await t.appWith();
    await app.ready();
    await app.jobs.stop();
    const dev = await verifiedDeveloper(app, t.db, { email: email('quiet') });
    const other = await verifiedDeveloper(app, t.db, { email: email('loud') });
    const approval = (to: string) =>
      appReviewMail('approve', {
        to,
        name: 'Ada',
        appId: '00000000-0000-4000-8000-000000000000',
        appName: 'Star Hopper',
        reason: null,
        publicUrl: 'https://portal.example',
        supportEmail: 'support@example.com',
      });
    // Queued while notifications were on; turned off before delivery: the later choice counts.
    await queueMail(app.jobs, approval(dev.email));
    expect(
      dataOf(
        await saveOn(app, dev, { emailNotifications: false }),
        'updateNotificationPreferences',
      ),
    ).toMatchObject({ emailNotifications: false });
    await queueMail(app.jobs, approval(other.email));
    await queueMail(
      app.jobs,
      resetCodeMail(dev.email, '123456', 'http://localhost/reset-password'),
    );
    await t.drainJobs();

    await t.mail.waitFor(dev.email, { subject: RESET_MAIL_SUBJECT });
    await t.mail.waitFor(other.email, { subject: appReviewMailSubject('approve', 'Star Hopper') });
    expect(
      t.mail.mails.filter(
        (mail) =>
          mail.to.includes(dev.email) &&
          mail.subject === appReviewMailSubject('approve', 'Star Hopper'),
      ),
    ).toEqual([]);

    // Turned on again, the next optional mail goes.
    await saveOn(app, dev, { emailNotifications: true });
    await queueMail(app.jobs, approval(dev.email));
    await t.drainJobs();
    await t.mail.waitFor(dev.email, { subject: appReviewMailSubject('approve', 'Star Hopper') });
  });
});
