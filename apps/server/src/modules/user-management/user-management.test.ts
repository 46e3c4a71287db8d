import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthProvider, type StartedOAuthProvider } from '@vmu/test-oauth-provider';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  API_TOKEN_OWNER_SUSPENDED,
  OWN_ACCOUNT_MESSAGE,
  STAFF_REASON_REQUIRED,
  STAFF_REASON_TOO_LONG,
  developerApiAuthorization,
  type ApiTokenScope,
} from '@vmu/domain';
import { accountSuspension, lastSignIn } from '../../db/schema/account-suspensions';
import { session, user } from '../../db/schema/accounts';
import { application } from '../../db/schema/apps';
import { auditEvent } from '../../db/schema/audit-log';
import { applicationReviewEvent } from '../../db/schema/review';
import { DEVELOPER_SUSPENDED_MESSAGE } from '../app-review/review-errors';
import { INVALID_NEXT_TOKEN_MESSAGE } from '../../db/keyset-cursor';
import {
  ACCOUNT_RESTORED_SUBJECT,
  ACCOUNT_SUSPENDED_SUBJECT,
} from '../../platform/mail/account-suspension-mails';
import {
  ADMIN_ACCESS_GRANTED_SUBJECT,
  ADMIN_ACCESS_REMOVED_SUBJECT,
} from '../../platform/mail/admin-access-mails';
import { VERIFICATION_MAIL_SUBJECT } from '../../platform/mail/code-mails';
import { seedApplication, seedVersion, verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import { authPost, VIEWER_QUERY } from '../../test/auth-requests';
import {
  codeOf,
  seedDeveloperProfile,
  sessionCookie,
  signedInUser,
  TEST_PASSWORD,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../test/harness';
import { runOAuthFlow } from '../../test/oauth-flow';
import { useTestApp } from '../../test/use-test-app';

const USER_FIELDS = `id name email role developerStatus createdAt lastSignInAt
  suspension { reason suspendedAt suspendedByName suspendedApplicationCount }`;

const OPS = {
  list: `query Users($limit: Int, $nextToken: String, $search: String, $role: Role, $status: UserStatusFilter) {
    adminUsers(limit: $limit, nextToken: $nextToken, search: $search, role: $role, status: $status) {
      items { ${USER_FIELDS} } nextToken } }`,
  details: `query User($userId: ID!) { adminUser(userId: $userId) {
    user { ${USER_FIELDS} }
    profile { userId developerStatus { status } }
    applications { id appName status updatedAt } applicationCount
    sessions { id device ipAddress signedInAt lastUsedAt expiresAt }
    history { id action appName reason actorName createdAt } } }`,
  grant: `mutation Grant($userId: ID!, $reason: String!) { grantAdmin(userId: $userId, reason: $reason) { ${USER_FIELDS} } }`,
  revoke: `mutation Revoke($userId: ID!, $reason: String!) { revokeAdmin(userId: $userId, reason: $reason) { ${USER_FIELDS} } }`,
  suspend: `mutation Suspend($userId: ID!, $reason: String!) { suspendAccount(userId: $userId, reason: $reason) { ${USER_FIELDS} } }`,
  restore: `mutation Restore($userId: ID!, $reason: String!, $restoreApps: Boolean!) {
    restoreAccount(userId: $userId, reason: $reason, restoreApps: $restoreApps) { ${USER_FIELDS} } }`,
} as const;

const CREATE_TOKEN = `mutation Create($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`;
const ALL_SCOPES: ApiTokenScope[] = ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'];

type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: string;
  developerStatus: string | null;
  lastSignInAt: string | null;
  suspension: {
    reason: string;
    suspendedByName: string | null;
    suspendedApplicationCount: number;
  } | null;
};

describe.each(testTargets())('user management [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let oauth: StartedOAuthProvider;
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;

  beforeAll(async () => {
    oauth = await startOAuthProvider({
      users: [{ email: `grace-${target}@example.com`, name: 'Grace Hopper', login: 'ghopper' }],
    });
  });
  afterAll(async () => {
    await oauth.close();
  });

  const admin = (name = 'Staff Member') =>
    signedInUser(t.app, t.db, { email: email('admin'), name, role: 'admin' });
  const developer = (name = 'Ada Lovelace') =>
    verifiedDeveloper(t.app, t.db, { email: email('dev'), name });

  const act = (op: keyof typeof OPS, variables: Record<string, unknown>, actor?: SignedInUser) =>
    gqlWith(t.app, OPS[op], variables, actor?.cookie);

  const roleOf = async (id: string) =>
    (await t.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

  const auditOf = (targetId: string) =>
    t.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.targetId, targetId))
      .orderBy(asc(auditEvent.createdAt));

  async function tokenOf(owner: SignedInUser): Promise<string> {
    return dataOf<{ secret: string }>(
      await gqlWith(
        t.app,
        CREATE_TOKEN,
        { input: { name: `CI ${(counter += 1)}`, scopes: ALL_SCOPES, lifetime: 'DAYS_30' } },
        owner.cookie,
      ),
      'createApiToken',
    ).secret;
  }

  const apiMe = (secret: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: developerApiAuthorization(secret) },
    });

  const viewerOf = async (cookie: string) =>
    (await graphqlRequest(t.app, VIEWER_QUERY, cookie)).body.data as { viewer: unknown };

  const signIn = (address: string) =>
    authPost(t.app, '/sign-in/email', { email: address, password: TEST_PASSWORD });

  describe('authorization', () => {
    it('refuses every operation to signed-out callers and developers, changing nothing', async () => {
      const staff = await admin();
      const dev = await developer();
      const other = await developer('Other Developer');
      const operations: [keyof typeof OPS, Record<string, unknown>][] = [
        ['list', {}],
        ['list', { limit: 0, search: 'x'.repeat(500), nextToken: 'garbage' }],
        ['details', { userId: dev.id }],
        ['details', { userId: 'nobody' }],
        ['grant', { userId: dev.id, reason: 'Joins the team' }],
        ['grant', { userId: dev.id, reason: ' ' }],
        ['revoke', { userId: staff.id, reason: 'Left' }],
        ['suspend', { userId: other.id, reason: 'Spam' }],
        ['suspend', { userId: staff.id, reason: 'Spam' }],
        ['restore', { userId: other.id, reason: 'Fine', restoreApps: true }],
      ];
      const snapshot = async () => ({
        users: await t.db.select({ id: user.id, role: user.role }).from(user).orderBy(user.id),
        suspensions: await t.db.select().from(accountSuspension),
        audit: await t.db.select().from(auditEvent),
      });
      const before = await snapshot();
      for (const [op, variables] of operations) {
        const anonymous = await act(op, variables);
        expect(codeOf(anonymous), op).toBe('UNAUTHENTICATED');
        expect(anonymous.status).toBe(401);
        for (const caller of [dev, other]) {
          const refused = await act(op, variables, caller);
          expect(codeOf(refused), op).toBe('FORBIDDEN');
          expect(messageOf(refused)).toBe('Admin access required.');
        }
      }
      expect(await snapshot()).toEqual(before);
      await t.drainJobs();
      expect(t.mail.mails.filter((m) => m.subject !== VERIFICATION_MAIL_SUBJECT)).toHaveLength(0);
    });

    it('answers bad input with a clear message and no change', async () => {
      const staff = await admin();
      const dev = await developer();
      expect(messageOf(await act('list', { limit: 0 }, staff))).toBe(
        'The limit must be a whole number from 1 to 100.',
      );
      expect(messageOf(await act('list', { search: 'x'.repeat(101) }, staff))).toBe(
        'Search must be 100 characters or less',
      );
      const badToken = await act('list', { nextToken: 'garbage!' }, staff);
      expect(codeOf(badToken)).toBe('INVALID_NEXT_TOKEN');
      expect(messageOf(badToken)).toBe(INVALID_NEXT_TOKEN_MESSAGE);
      const unknown = await act('details', { userId: 'nobody' }, staff);
      expect(codeOf(unknown)).toBe('NOT_FOUND');
      for (const op of ['grant', 'suspend'] as const) {
        const blank = await act(op, { userId: dev.id, reason: '   ' }, staff);
        expect(codeOf(blank)).toBe('VALIDATION_FAILED');
        expect(messageOf(blank)).toBe(STAFF_REASON_REQUIRED);
        const long = await act(op, { userId: dev.id, reason: 'é'.repeat(1001) }, staff);
        expect(messageOf(long)).toBe(STAFF_REASON_TOO_LONG);
      }
      expect(await roleOf(dev.id)).toBe('developer');
      expect(await t.db.select().from(accountSuspension)).toHaveLength(0);
      expect(await auditOf(dev.id)).toHaveLength(0);
    });
  });

  describe('the users list', () => {
    it('searches by name or email, filters by role and status, and pages newest first', async () => {
      const staff = await admin('Margaret Hamilton');
      const ada = await developer('Ada Lovelace');
      const alan = await developer('Alan Turing');
      const pending = await signedInUser(t.app, t.db, {
        email: email('pending'),
        name: 'Pat Pending',
      });
      await seedDeveloperProfile(t.db, pending.id, { developerStatus: 'pending' });
      const newcomer = await signedInUser(t.app, t.db, {
        email: email('new'),
        name: 'Nia Newcomer',
      });
      const shopper = await signedInUser(t.app, t.db, {
        email: email('shopper'),
        name: 'Sam Shopper',
        role: 'customer',
      });
      const list = async (variables: Record<string, unknown>) => {
        const result = await act('list', variables, staff);
        expect(result.body.errors).toBeUndefined();
        return dataOf<{ items: AdminUser[]; nextToken: string | null }>(result, 'adminUsers');
      };
      const ids = (page: { items: AdminUser[] }) => page.items.map((item) => item.id);

      expect(ids(await list({}))).toEqual([
        shopper.id,
        newcomer.id,
        pending.id,
        alan.id,
        ada.id,
        staff.id,
      ]);
      expect(ids(await list({ search: 'LOVE' }))).toEqual([ada.id]);
      expect(ids(await list({ search: alan.email.slice(0, 6) }))).toEqual([alan.id]);
      expect(ids(await list({ search: '100%' }))).toEqual([]);
      expect(ids(await list({ role: 'ADMIN' }))).toEqual([staff.id]);
      expect(ids(await list({ role: 'CUSTOMER' }))).toEqual([shopper.id]);
      expect(ids(await list({ status: 'VERIFIED' }))).toEqual([alan.id, ada.id]);
      expect(ids(await list({ status: 'PENDING' }))).toEqual([pending.id]);
      expect(ids(await list({ status: 'NOT_STARTED' }))).toEqual([newcomer.id]);
      expect(ids(await list({ role: 'DEVELOPER', status: 'VERIFIED', search: 'a' }))).toEqual([
        alan.id,
        ada.id,
      ]);

      const first = await list({ limit: 2 });
      expect(ids(first)).toEqual([shopper.id, newcomer.id]);
      const second = await list({ limit: 2, nextToken: first.nextToken });
      expect(ids(second)).toEqual([pending.id, alan.id]);
      const third = await list({ limit: 2, nextToken: second.nextToken });
      expect(ids(third)).toEqual([ada.id, staff.id]);
      expect(third.nextToken).toBeNull();

      const [row] = (await list({ search: 'Ada' })).items;
      expect(row).toMatchObject({
        name: 'Ada Lovelace',
        email: ada.email,
        role: 'DEVELOPER',
        developerStatus: 'verified',
        suspension: null,
      });
      // Their session was made by better-auth's adapter, as a sign-in makes it.
      expect(row?.lastSignInAt).not.toBeNull();
    });

    it('opens an account: its profile, apps, devices and history', async () => {
      const staff = await admin('Margaret Hamilton');
      const dev = await developer();
      const live = await seedApplication(t.db, dev.id, {
        status: 'LIVE',
        visibility: 'PUBLIC',
        appName: 'Comet Chase',
      });
      await seedApplication(t.db, dev.id, { status: 'DRAFT', appName: 'Draft Game' });
      const signedIn = await signIn(dev.email);
      expect(signedIn.status).toBe(200);
      expect(await act('grant', { userId: dev.id, reason: 'Helps review' }, staff)).toMatchObject({
        status: 200,
      });
      await t.db.insert(applicationReviewEvent).values({
        applicationId: live.id,
        actorId: staff.id,
        action: 'SUSPEND',
        fromStatus: 'LIVE',
        toStatus: 'SUSPENDED',
        reason: 'Broken download',
      });
      const details = dataOf<{
        user: AdminUser;
        profile: { userId: string; developerStatus: { status: string } } | null;
        applications: { appName: string; status: string }[];
        applicationCount: number;
        sessions: { device: string }[];
        history: { action: string; appName: string | null; reason: string; actorName: string }[];
      }>(await act('details', { userId: dev.id }, staff), 'adminUser');
      expect(details.user.role).toBe('ADMIN');
      expect(details.profile).toMatchObject({
        userId: dev.id,
        developerStatus: { status: 'verified' },
      });
      expect(details.applications.map((app) => app.appName).sort()).toEqual([
        'Comet Chase',
        'Draft Game',
      ]);
      expect(details.applicationCount).toBe(2);
      // The fixture's session and the password sign-in's.
      expect(details.sessions).toHaveLength(2);
      expect(
        details.history.map(({ action, appName, reason, actorName }) => ({
          action,
          appName,
          reason,
          actorName,
        })),
      ).toEqual([
        {
          action: 'SUSPEND_APP',
          appName: 'Comet Chase',
          reason: 'Broken download',
          actorName: 'Margaret Hamilton',
        },
        {
          action: 'GRANT_ADMIN',
          appName: null,
          reason: 'Helps review',
          actorName: 'Margaret Hamilton',
        },
      ]);
    });

    it("shows staff's decision on a developer account and what staff wrote on its apps", async () => {
      const staff = await admin('Margaret Hamilton');
      const rejected = await signedInUser(t.app, t.db, {
        email: email('dev'),
        name: 'Ann Pending',
      });
      await seedDeveloperProfile(t.db, rejected.id, { developerStatus: 'pending' });
      const decided = await gqlWith(
        t.app,
        `mutation($userId: ID!) { rejectDeveloperAccount(userId: $userId, notes: "No company registration") { userId } }`,
        { userId: rejected.id },
        staff.cookie,
      );
      expect(decided.body.errors).toBeUndefined();
      const app = await seedApplication(t.db, rejected.id, {
        status: 'SUBMITTED',
        appName: 'Star Hopper',
      });
      const version = await seedVersion(t.db, app.id, { reviewStatus: 'PENDING' });
      const wrote = await gqlWith(
        t.app,
        `mutation($versionId: ID!) { sendReviewMessage(versionId: $versionId, body: "Which controller?") { id } }`,
        { versionId: version.id },
        staff.cookie,
      );
      expect(wrote.body.errors).toBeUndefined();
      const { history } = dataOf<{
        history: {
          action: string;
          appName: string | null;
          reason: string | null;
          actorName: string;
        }[];
      }>(await act('details', { userId: rejected.id }, staff), 'adminUser');
      expect(
        history.map(({ action, appName, reason, actorName }) => ({
          action,
          appName,
          reason,
          actorName,
        })),
      ).toEqual([
        {
          action: 'MESSAGE_DEVELOPER',
          appName: 'Star Hopper',
          reason: null,
          actorName: 'Margaret Hamilton',
        },
        {
          action: 'REJECT_DEVELOPER',
          appName: null,
          reason: 'No company registration',
          actorName: 'Margaret Hamilton',
        },
      ]);
    });
  });

  describe('admin access', () => {
    it('grants and revokes admin with a reason, audited with who, when, why and the roles', async () => {
      const staff = await admin('Margaret Hamilton');
      const dev = await developer();
      const granted = await act(
        'grant',
        { userId: dev.id, reason: '  Joins the review team ' },
        staff,
      );
      expect(dataOf<AdminUser>(granted, 'grantAdmin').role).toBe('ADMIN');
      expect(codeOf(await act('grant', { userId: dev.id, reason: 'Again' }, staff))).toBe(
        'ALREADY_ADMIN',
      );
      // The new admin can act at once; the first one loses the role with a reason.
      const revoked = await act('revoke', { userId: staff.id, reason: 'Moved team' }, dev);
      expect(dataOf<AdminUser>(revoked, 'revokeAdmin').role).toBe('DEVELOPER');
      expect((await act('list', {}, staff)).status).toBe(403);

      const [grant] = await auditOf(dev.id);
      expect(grant).toMatchObject({
        actorId: staff.id,
        action: 'GRANT_ADMIN',
        targetType: 'USER',
        reason: 'Joins the review team',
        details: { old: 'developer', new: 'admin' },
      });
      expect(await auditOf(staff.id)).toMatchObject([
        { actorId: dev.id, action: 'REVOKE_ADMIN', reason: 'Moved team' },
      ]);
      // Each holder is told, with the reason.
      await t.drainJobs();
      const grantedMail = await t.mail.waitFor(dev.email, {
        subject: ADMIN_ACCESS_GRANTED_SUBJECT,
      });
      expect(grantedMail.text).toContain('Joins the review team');
      const removedMail = await t.mail.waitFor(staff.email, {
        subject: ADMIN_ACCESS_REMOVED_SUBJECT,
      });
      expect(removedMail.text).toContain('Moved team');
    });

    it('never changes one’s own access, never removes the last admin, never makes a store account or a suspended one admin', async () => {
      const staff = await admin();
      const own = await act('revoke', { userId: staff.id, reason: 'Leaving' }, staff);
      expect(codeOf(own)).toBe('OWN_ACCOUNT');
      expect(messageOf(own)).toBe(OWN_ACCOUNT_MESSAGE);
      expect(codeOf(await act('suspend', { userId: staff.id, reason: 'x' }, staff))).toBe(
        'OWN_ACCOUNT',
      );
      const other = await admin('Second Admin');
      // Suspending the other admin leaves one active admin, who cannot then be removed by anyone.
      expect((await act('suspend', { userId: other.id, reason: 'Away' }, staff)).status).toBe(200);
      const shopper = await signedInUser(t.app, t.db, { email: email('shop'), role: 'customer' });
      expect(codeOf(await act('grant', { userId: shopper.id, reason: 'x' }, staff))).toBe(
        'STORE_ACCOUNT',
      );
      const dev = await developer();
      await act('suspend', { userId: dev.id, reason: 'Spam' }, staff);
      expect(codeOf(await act('grant', { userId: dev.id, reason: 'x' }, staff))).toBe(
        'ACCOUNT_SUSPENDED',
      );
      expect(codeOf(await act('revoke', { userId: dev.id, reason: 'x' }, staff))).toBe('NOT_ADMIN');
      // A suspended admin may lose the role; the last active one keeps it.
      expect((await act('revoke', { userId: other.id, reason: 'Gone' }, staff)).status).toBe(200);
      expect(await roleOf(staff.id)).toBe('admin');
    });

    it('keeps one admin when two admins revoke each other at the same moment', async () => {
      for (let round = 0; round < 3; round += 1) {
        const first = await admin('First Admin');
        const second = await admin('Second Admin');
        // The admin left by the round before is out of the way: these two are the only ones.
        await t.db.update(user).set({ role: 'developer' }).where(eq(user.role, 'admin'));
        await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, first.id));
        await t.db.update(user).set({ role: 'admin' }).where(eq(user.id, second.id));
        const results = await Promise.all([
          act('revoke', { userId: second.id, reason: 'Race' }, first),
          act('revoke', { userId: first.id, reason: 'Race' }, second),
        ]);
        const won = results.filter((result) => result.status === 200);
        expect(won).toHaveLength(1);
        const lost = results.find((result) => result.status !== 200);
        // The loser is either the last admin's remover or no longer an admin itself.
        expect(['LAST_ADMIN', 'FORBIDDEN']).toContain(lost && codeOf(lost));
        const admins = await t.db.select().from(user).where(eq(user.role, 'admin'));
        expect(admins).toHaveLength(1);
        expect(
          await t.db.select().from(auditEvent).where(eq(auditEvent.action, 'REVOKE_ADMIN')),
        ).toHaveLength(round + 1);
      }
    });

    it('keeps one active admin when two admins suspend each other at the same moment', async () => {
      const first = await admin('First Admin');
      const second = await admin('Second Admin');
      const results = await Promise.all([
        act('suspend', { userId: second.id, reason: 'Race' }, first),
        act('suspend', { userId: first.id, reason: 'Race' }, second),
      ]);
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      const refused = results.find((result) => result.status !== 200);
      // The loser's session ended with the suspension, or the rule refused it.
      expect(['LAST_ADMIN', 'UNAUTHENTICATED', 'FORBIDDEN']).toContain(refused && codeOf(refused));
      expect(await t.db.select().from(accountSuspension)).toHaveLength(1);
      const [admins] = [
        await t.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')),
      ];
      const suspended = (await t.db.select().from(accountSuspension)).map((row) => row.userId);
      expect(admins?.filter((row) => !suspended.includes(row.id))).toHaveLength(1);
    });
  });

  describe('suspension', () => {
    it('stops every way in, ends the sessions and tokens, suspends the live apps and mails the reason', async () => {
      const staff = await admin('Margaret Hamilton');
      const dev = await developer('Ada Lovelace');
      const token = await tokenOf(dev);
      expect((await apiMe(token)).statusCode).toBe(200);
      const live = await seedApplication(t.db, dev.id, {
        status: 'LIVE',
        visibility: 'PUBLIC',
        appName: 'Comet Chase',
      });
      const liveToo = await seedApplication(t.db, dev.id, {
        status: 'LIVE',
        visibility: 'PUBLIC',
        appName: 'Star Hopper',
      });
      const draft = await seedApplication(t.db, dev.id, { status: 'DRAFT', appName: 'Draft' });
      const secondSession = await sessionCookie(t.app, dev.id);

      const result = await act('suspend', { userId: dev.id, reason: 'Pirated assets' }, staff);
      expect(result.body.errors).toBeUndefined();
      expect(dataOf<AdminUser>(result, 'suspendAccount').suspension).toEqual({
        reason: 'Pirated assets',
        suspendedAt: expect.any(String),
        suspendedByName: 'Margaret Hamilton',
        suspendedApplicationCount: 2,
      });

      // Sessions end at once.
      expect(await t.db.select().from(session).where(eq(session.userId, dev.id))).toHaveLength(0);
      for (const cookie of [dev.cookie, secondSession]) {
        expect((await viewerOf(cookie)).viewer).toBeNull();
      }
      // No new sign-in, with the message the sign-in screen shows.
      const refused = await signIn(dev.email);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({
        code: 'ACCOUNT_SUSPENDED',
        message: ACCOUNT_SUSPENDED_MESSAGE,
      });
      expect(refused.cookie).not.toContain('session_token');
      // Its API tokens stop working.
      const api = await apiMe(token);
      expect(api.statusCode).toBe(403);
      expect(api.json()).toMatchObject({
        error: { code: 'ACCOUNT_SUSPENDED', message: API_TOKEN_OWNER_SUSPENDED },
      });
      // Live apps are suspended with the reason; others stay as they were.
      const apps = await t.db
        .select({
          id: application.id,
          status: application.status,
          visibility: application.visibility,
        })
        .from(application)
        .where(eq(application.developerId, dev.id));
      expect(apps.find((app) => app.id === live.id)).toMatchObject({
        status: 'SUSPENDED',
        visibility: 'PRIVATE',
      });
      expect(apps.find((app) => app.id === liveToo.id)?.status).toBe('SUSPENDED');
      expect(apps.find((app) => app.id === draft.id)?.status).toBe('DRAFT');
      const events = await t.db
        .select()
        .from(applicationReviewEvent)
        .where(eq(applicationReviewEvent.actorId, staff.id));
      expect(events.map((event) => [event.action, event.reason]).sort()).toEqual([
        ['SUSPEND', 'Pirated assets'],
        ['SUSPEND', 'Pirated assets'],
      ]);
      expect(await auditOf(dev.id)).toMatchObject([
        {
          action: 'SUSPEND_ACCOUNT',
          actorId: staff.id,
          reason: 'Pirated assets',
          details: { appsSuspended: 2 },
        },
      ]);
      // One mail, with the reason and the apps.
      const mail = await t.mail.waitFor(dev.email, { subject: ACCOUNT_SUSPENDED_SUBJECT });
      expect(mail.text).toContain('Pirated assets');
      expect(mail.text).toContain('Comet Chase');
      expect(mail.text).toContain('Star Hopper');
      expect(mail.text).not.toContain('Draft');
      expect(codeOf(await act('suspend', { userId: dev.id, reason: 'Again' }, staff))).toBe(
        'ALREADY_SUSPENDED',
      );
    });

    it('leaves no session when a sign-in and the suspension happen at the same moment', async () => {
      const staff = await admin();
      // Whichever commits first, the account ends with no session. (The narrow window the
      // session hooks close, between their check and the session's insert, is rarely hit here:
      // the password check takes far longer than the suspension.)
      for (let round = 0; round < 3; round += 1) {
        const dev = await developer();
        const [signedIn, suspended] = await Promise.all([
          signIn(dev.email),
          act('suspend', { userId: dev.id, reason: 'Race' }, staff),
        ]);
        expect(suspended.status).toBe(200);
        expect([200, 403]).toContain(signedIn.status);
        expect(await t.db.select().from(session).where(eq(session.userId, dev.id))).toHaveLength(0);
        expect((await viewerOf(signedIn.cookie || dev.cookie)).viewer).toBeNull();
      }
    });

    it('refuses a GitHub sign-in of a suspended account back to the sign-in page', async () => {
      const staff = await admin();
      const app = await t.appWith(oauth.env('github'));
      const first = await runOAuthFlow(app, 'github', `grace-${target}@example.com`);
      expect(first.location).toBe('/auth/callback');
      const [grace] = await t.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, `grace-${target}@example.com`));
      expect((await act('suspend', { userId: grace!.id, reason: 'Spam' }, staff)).status).toBe(200);
      const again = await runOAuthFlow(app, 'github', `grace-${target}@example.com`);
      expect(new URL(again.location, 'http://localhost').searchParams.get('error')).toBe(
        'account_suspended',
      );
      expect(await t.db.select().from(session).where(eq(session.userId, grace!.id))).toHaveLength(
        0,
      );
    });

    it('restores sign-in and tokens, and on request the apps it took off; no app of a suspended account goes live meanwhile', async () => {
      const staff = await admin();
      const dev = await developer();
      const token = await tokenOf(dev);
      const comet = await seedApplication(t.db, dev.id, {
        status: 'LIVE',
        visibility: 'PUBLIC',
        appName: 'Comet Chase',
      });
      const star = await seedApplication(t.db, dev.id, {
        status: 'LIVE',
        visibility: 'PUBLIC',
        appName: 'Star Hopper',
      });
      const before = await seedApplication(t.db, dev.id, {
        status: 'SUSPENDED',
        appName: 'Old Trouble',
      });
      await act('suspend', { userId: dev.id, reason: 'Check the apps' }, staff);
      // Staff cannot put an app of a suspended account back on the store, nor approve one.
      const refused = await gqlWith(
        t.app,
        `mutation R($appId: ID!) { restoreApplication(appId: $appId) { appId } }`,
        { appId: star.id },
        staff.cookie,
      );
      expect(codeOf(refused)).toBe('ACCOUNT_SUSPENDED');
      expect(messageOf(refused)).toBe(DEVELOPER_SUSPENDED_MESSAGE);
      const submitted = await seedApplication(t.db, dev.id, { status: 'SUBMITTED' });
      const approve = await gqlWith(
        t.app,
        `mutation A($appId: ID!) { approveApplication(appId: $appId) { appId } }`,
        { appId: submitted.id },
        staff.cookie,
      );
      expect(codeOf(approve)).toBe('ACCOUNT_SUSPENDED');

      const restored = await act(
        'restore',
        { userId: dev.id, reason: 'Apps are fine', restoreApps: true },
        staff,
      );
      expect(dataOf<AdminUser>(restored, 'restoreAccount').suspension).toBeNull();
      const statusOf = async (id: string) =>
        (
          await t.db
            .select({ status: application.status })
            .from(application)
            .where(eq(application.id, id))
        )[0]?.status;
      expect(await statusOf(comet.id)).toBe('LIVE');
      expect(await statusOf(star.id)).toBe('LIVE');
      // Suspended before, by staff on its own: not the account's suspension's to undo.
      expect(await statusOf(before.id)).toBe('SUSPENDED');
      expect(await statusOf(submitted.id)).toBe('SUBMITTED');
      expect((await signIn(dev.email)).status).toBe(200);
      expect((await apiMe(token)).statusCode).toBe(200);
      const mail = await t.mail.waitFor(dev.email, { subject: ACCOUNT_RESTORED_SUBJECT });
      expect(mail.text).toContain('Comet Chase');
      expect(mail.text).toContain('Star Hopper');
      expect(mail.text).not.toContain('Old Trouble');
      expect((await auditOf(dev.id)).map((event) => event.action)).toEqual([
        'SUSPEND_ACCOUNT',
        'RESTORE_ACCOUNT',
      ]);
      const [suspension] = await t.db
        .select()
        .from(accountSuspension)
        .where(eq(accountSuspension.userId, dev.id));
      expect(suspension).toMatchObject({ restoredBy: staff.id, restoreReason: 'Apps are fine' });
      expect(
        codeOf(await act('restore', { userId: dev.id, reason: 'x', restoreApps: true }, staff)),
      ).toBe('NOT_SUSPENDED');

      // Suspended again and restored without its apps: they stay off the store.
      await act('suspend', { userId: dev.id, reason: 'Again' }, staff);
      expect(await statusOf(comet.id)).toBe('SUSPENDED');
      await act('restore', { userId: dev.id, reason: 'Account only', restoreApps: false }, staff);
      expect(await statusOf(comet.id)).toBe('SUSPENDED');
      expect((await signIn(dev.email)).status).toBe(200);
      expect(
        await t.db.select().from(lastSignIn).where(eq(lastSignIn.userId, dev.id)),
      ).toHaveLength(1);
    });
  });
});
