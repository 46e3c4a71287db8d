import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PORTAL_NOTICE_ALREADY_ENDED,
  PORTAL_NOTICE_END_BEFORE_START,
  PORTAL_NOTICE_REQUIRED,
  PORTAL_NOTICE_TOO_LONG,
  PORTAL_NOTICE_TOO_LONG_RUNNING,
  SAVED_REASON_BODY_TOO_LONG,
  SAVED_REASON_NOT_FOUND,
  SAVED_REASON_TITLE_REQUIRED,
  SAVED_REASONS_LIMIT_REACHED,
  SAVED_REASONS_MAX,
  SAVED_REASONS_ORDER_STALE,
  STAFF_TWO_FACTOR_OWN_FIRST,
  SUPPORT_EMAIL_INVALID,
} from '@vmu/domain';
import { user } from '../../db/schema/accounts';
import { auditEvent } from '../../db/schema/audit-log';
import { portalSettings, savedRejectionReason } from '../../db/schema/portal-settings';
import { REJECTION_MAIL_SUBJECT } from '../../platform/mail/developer-review-mails';
import { dataOf, gqlWith, messageOf } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { isStaffTwoFactorRequired } from './services/read-portal-settings';

// /admin/settings (decision 0049): staff only, every value checked by the domain's
// schemas, every change written with its audit row (who, old and new) in one transaction.

const SERVER_SUPPORT = 'help@vmu.example';
const SETTINGS_FIELDS = `supportEmail effectiveSupportEmail staffTwoFactorRequired updatedAt
  notice { message startsAt endsAt }`;
const OPS = {
  settings: `query { portalSettings { ${SETTINGS_FIELDS} } }`,
  reasons: `query { savedRejectionReasons { id title body } }`,
  notice: `query { portalNotice { message startsAt endsAt } }`,
  supportEmail: `query { supportEmail }`,
  setSupport: `mutation S($e: String!) { updateSupportEmail(supportEmail: $e) { ${SETTINGS_FIELDS} } }`,
  setNotice: `mutation N($n: PortalNoticeInput) { updatePortalNotice(notice: $n) { ${SETTINGS_FIELDS} } }`,
  setTwoFactor: `mutation T($r: Boolean!) { setStaffTwoFactorRequired(required: $r) { staffTwoFactorRequired } }`,
  add: `mutation A($i: SavedRejectionReasonInput!) { addSavedRejectionReason(input: $i) { id title body } }`,
  edit: `mutation E($id: ID!, $i: SavedRejectionReasonInput!) {
    editSavedRejectionReason(id: $id, input: $i) { id title body } }`,
  remove: `mutation R($id: ID!) { removeSavedRejectionReason(id: $id) { id } }`,
  reorder: `mutation O($ids: [ID!]!) { reorderSavedRejectionReasons(ids: $ids) { id title } }`,
};

type Reason = { id: string; title: string; body: string };
const HOUR = 60 * 60 * 1000;

describe.each(testTargets())('portal settings [%s]', (target) => {
  const t = useTestApp(target, { mail: true, env: { SUPPORT_EMAIL: SERVER_SUPPORT } });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const staff = (name = 'Grace Hopper') =>
    signedInUser(t.app, t.db, { email: email('staff'), name, role: 'admin' });
  const developer = () => signedInUser(t.app, t.db, { email: email('dev') });
  const gql = (who: SignedInUser | null, query: string, variables: Record<string, unknown> = {}) =>
    gqlWith(t.app, query, variables, who?.cookie);
  const audit = () => t.db.select().from(auditEvent).orderBy(asc(auditEvent.createdAt));
  const snapshot = async () => ({
    settings: await t.db.select().from(portalSettings),
    reasons: await t.db.select().from(savedRejectionReason),
    audit: await audit(),
  });
  const notice = (overrides: Record<string, unknown> = {}) => ({
    message: 'Reviews take up to five business days this week.',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
    ...overrides,
  });
  const addReason = async (who: SignedInUser, title: string, body = `${title}: please fix it.`) =>
    dataOf<Reason>(await gql(who, OPS.add, { i: { title, body } }), 'addSavedRejectionReason');

  it('refuses every staff operation to signed-out callers and developers, changing nothing', async () => {
    const boss = await staff();
    const reason = await addReason(boss, 'Crashes on start');
    const dev = await developer();
    const before = await snapshot();
    const operations: [string, Record<string, unknown>][] = [
      [OPS.settings, {}],
      [OPS.reasons, {}],
      [OPS.setSupport, { e: 'mallory@example.com' }],
      [OPS.setSupport, { e: 'not an address' }],
      [OPS.setNotice, { n: notice() }],
      [OPS.setNotice, { n: null }],
      [OPS.setTwoFactor, { r: true }],
      [OPS.add, { i: { title: 'Mine', body: 'Mine' } }],
      [OPS.add, { i: { title: '', body: '' } }],
      [OPS.edit, { id: reason.id, i: { title: 'Edited', body: 'Edited' } }],
      [OPS.remove, { id: reason.id }],
      [OPS.reorder, { ids: [reason.id] }],
    ];
    for (const [operation, variables] of operations) {
      const anonymous = await gql(null, operation, variables);
      expect(codeOf(anonymous), operation).toBe('UNAUTHENTICATED');
      expect(anonymous.status).toBe(401);
      const forbidden = await gql(dev, operation, variables);
      expect(codeOf(forbidden), operation).toBe('FORBIDDEN');
      expect(messageOf(forbidden)).toBe('Admin access required.');
      expect(forbidden.status).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows the defaults until staff change something', async () => {
    const boss = await staff();
    expect(dataOf(await gql(boss, OPS.settings), 'portalSettings')).toEqual({
      supportEmail: null,
      effectiveSupportEmail: SERVER_SUPPORT,
      staffTwoFactorRequired: false,
      updatedAt: null,
      notice: null,
    });
    expect(dataOf(await gql(null, OPS.notice), 'portalNotice')).toBeNull();
    expect(dataOf(await gql(boss, OPS.reasons), 'savedRejectionReasons')).toEqual([]);
  });

  describe('the support address', () => {
    it('is used by the pages and the mails once set, audited with the old and new value', async () => {
      const boss = await staff('Grace Hopper');
      const settings = dataOf<Record<string, unknown>>(
        await gql(boss, OPS.setSupport, { e: '  Desk@VMU.example ' }),
        'updateSupportEmail',
      );
      expect(settings).toMatchObject({
        supportEmail: 'desk@vmu.example',
        effectiveSupportEmail: 'desk@vmu.example',
      });
      expect(dataOf(await gql(null, OPS.supportEmail), 'supportEmail')).toBe('desk@vmu.example');
      expect(await audit()).toEqual([
        expect.objectContaining({
          actorId: boss.id,
          action: 'CHANGE_SETTING',
          targetType: 'SETTING',
          targetId: 'support-email',
          targetLabel: 'Support address',
          details: { old: null, new: 'desk@vmu.example' },
        }),
      ]);

      // A developer rejected now is told the new address.
      const dev = await developer();
      await seedDeveloperProfile(t.db, dev.id);
      const since = t.mail.mails.length;
      const rejected = await gql(
        boss,
        `mutation R($u: ID!) { rejectDeveloperAccount(userId: $u, notes: "Incomplete") { userId } }`,
        { u: dev.id },
      );
      expect(rejected.body.errors).toBeUndefined();
      const sent = await t.mail.waitFor(dev.email, { since, subject: REJECTION_MAIL_SUBJECT });
      expect(sent.replyTo).toBe('desk@vmu.example');

      // Blank puts back the server's own; saving the same value again records nothing.
      await gql(boss, OPS.setSupport, { e: '' });
      await gql(boss, OPS.setSupport, { e: '' });
      expect(dataOf(await gql(null, OPS.supportEmail), 'supportEmail')).toBe(SERVER_SUPPORT);
      // The rejection is audited too (REJECT_DEVELOPER): the setting's own rows are compared.
      const settingChanges = (await audit()).filter((row) => row.action === 'CHANGE_SETTING');
      expect(settingChanges.map((row) => row.details)).toEqual([
        { old: null, new: 'desk@vmu.example' },
        { old: 'desk@vmu.example', new: null },
      ]);
    });

    it('refuses an address that is not one, with the message and nothing changed', async () => {
      const boss = await staff();
      const before = await snapshot();
      for (const bad of ['not an address', `${'a'.repeat(250)}@example.com`]) {
        const refused = await gql(boss, OPS.setSupport, { e: bad });
        expect(codeOf(refused)).toBe('VALIDATION_FAILED');
        expect(refused.status).toBe(400);
      }
      expect(messageOf(await gql(boss, OPS.setSupport, { e: 'nope' }))).toBe(SUPPORT_EMAIL_INVALID);
      expect(await snapshot()).toEqual(before);
    });

    it('keeps every change in the log when staff change it at once', async () => {
      const [a, b] = [await staff('Staff A'), await staff('Staff B')];
      const answers = await Promise.all([
        gql(a, OPS.setSupport, { e: 'a@vmu.example' }),
        gql(b, OPS.setSupport, { e: 'b@vmu.example' }),
      ]);
      for (const answer of answers) expect(answer.body.errors).toBeUndefined();
      const rows = await audit();
      expect(rows).toHaveLength(2);
      // Each change names the value it really replaced: the second's old is the first's new.
      expect(rows[0]!.details.old).toBeNull();
      expect(rows[1]!.details.old).toBe(rows[0]!.details.new);
      const [stored] = await t.db.select().from(portalSettings);
      expect(stored!.supportEmail).toBe(rows[1]!.details.new);
    });
  });

  describe('the notice', () => {
    it('is offered to everyone until its end, and audited', async () => {
      const boss = await staff();
      const upcoming = notice({
        startsAt: new Date(Date.now() + HOUR).toISOString(),
        endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      });
      const saved = await gql(boss, OPS.setNotice, {
        n: { ...upcoming, message: '  Maintenance  ' },
      });
      expect(dataOf(saved, 'updatePortalNotice')).toMatchObject({
        notice: { ...upcoming, message: 'Maintenance' },
      });
      // Not started yet: sent, so an open page shows it at its start.
      expect(dataOf(await gql(null, OPS.notice), 'portalNotice')).toEqual({
        ...upcoming,
        message: 'Maintenance',
      });
      const [row] = await audit();
      expect(row).toMatchObject({ targetId: 'portal-notice', details: { old: null } });
      expect(String(row!.details.new)).toContain('Maintenance (from ');

      // Once it has ended it is no longer offered (the end was set in the past by the clock).
      await t.db.execute(
        sql`update portal_settings set notice_starts_at = now() - interval '2 hours', notice_ends_at = now() - interval '1 second'`,
      );
      expect(dataOf(await gql(null, OPS.notice), 'portalNotice')).toBeNull();

      // Taking it down is a change too.
      await gql(boss, OPS.setNotice, { n: null });
      const rows = await audit();
      expect(rows).toHaveLength(2);
      expect(rows[1]!.details.new).toBeNull();
      expect(dataOf(await gql(boss, OPS.settings), 'portalSettings')).toMatchObject({
        notice: null,
      });
    });

    it('may have no end: offered to everyone from its start until staff take it down', async () => {
      const boss = await staff();
      // Started long ago: without an end no 90-day limit applies.
      const { endsAt: _end, ...openEnded } = notice({
        startsAt: new Date(Date.now() - 200 * 24 * HOUR).toISOString(),
      });
      const saved = await gql(boss, OPS.setNotice, { n: openEnded });
      expect(dataOf(saved, 'updatePortalNotice')).toMatchObject({
        notice: { ...openEnded, endsAt: null },
      });
      expect(dataOf(await gql(null, OPS.notice), 'portalNotice')).toEqual({
        ...openEnded,
        endsAt: null,
      });
      const [row] = await audit();
      expect(String(row!.details.new)).toContain('until taken down');
      // An explicit null is the same notice: nothing changes, nothing is recorded.
      await gql(boss, OPS.setNotice, { n: { ...openEnded, endsAt: null } });
      expect(await audit()).toHaveLength(1);

      await gql(boss, OPS.setNotice, { n: null });
      expect(dataOf(await gql(null, OPS.notice), 'portalNotice')).toBeNull();
    });

    it('refuses a notice without text, too long, ending before it starts, ended or too long running', async () => {
      const boss = await staff();
      const before = await snapshot();
      const now = Date.now();
      const cases: [Record<string, unknown>, string][] = [
        [notice({ message: '   ' }), PORTAL_NOTICE_REQUIRED],
        [notice({ message: 'x'.repeat(301) }), PORTAL_NOTICE_TOO_LONG],
        [
          notice({ endsAt: new Date(now - 2 * HOUR).toISOString() }),
          PORTAL_NOTICE_END_BEFORE_START,
        ],
        [
          notice({
            startsAt: new Date(now - 3 * HOUR).toISOString(),
            endsAt: new Date(now - 2 * HOUR).toISOString(),
          }),
          PORTAL_NOTICE_ALREADY_ENDED,
        ],
        [
          notice({ endsAt: new Date(now + 91 * 24 * HOUR).toISOString() }),
          PORTAL_NOTICE_TOO_LONG_RUNNING,
        ],
      ];
      for (const [input, message] of cases) {
        const refused = await gql(boss, OPS.setNotice, { n: input });
        expect(messageOf(refused)).toBe(message);
        expect(codeOf(refused)).toBe('VALIDATION_FAILED');
      }
      const badDate = await gql(boss, OPS.setNotice, { n: notice({ endsAt: 'tomorrow' }) });
      expect(codeOf(badDate)).toBe('VALIDATION_FAILED');
      expect(await snapshot()).toEqual(before);
    });
  });

  it('stores the staff two-factor switch for the sign-in to enforce, audited', async () => {
    const boss = await staff();
    // Only staff who sign in with two-factor themselves may require it: it locks out the others.
    const refused = await gql(boss, OPS.setTwoFactor, { r: true });
    expect(messageOf(refused)).toBe(STAFF_TWO_FACTOR_OWN_FIRST);
    expect(codeOf(refused)).toBe('TWO_FACTOR_NOT_ENABLED');
    expect(await isStaffTwoFactorRequired(t.db)).toBe(false);
    await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, boss.id));
    const answer = await gql(boss, OPS.setTwoFactor, { r: true });
    expect(dataOf(answer, 'setStaffTwoFactorRequired')).toEqual({ staffTwoFactorRequired: true });
    expect(await isStaffTwoFactorRequired(t.db)).toBe(true);
    await gql(boss, OPS.setTwoFactor, { r: true });
    const off = await gql(boss, OPS.setTwoFactor, { r: false });
    expect(off.body.errors).toBeUndefined();
    expect(await isStaffTwoFactorRequired(t.db)).toBe(false);
    expect((await audit()).map((row) => [row.targetId, row.details])).toEqual([
      ['staff-two-factor', { old: false, new: true }],
      ['staff-two-factor', { old: true, new: false }],
    ]);
  });

  describe('saved rejection reasons', () => {
    it('are added, edited, ordered and removed, each change audited', async () => {
      const boss = await staff();
      const crash = await addReason(boss, ' Crashes on start ', ' The app closes at once. ');
      expect(crash).toMatchObject({ title: 'Crashes on start', body: 'The app closes at once.' });
      const icon = await addReason(boss, 'Icon unclear');
      const edited = dataOf<Reason>(
        await gql(boss, OPS.edit, {
          id: icon.id,
          i: { title: 'Icon', body: 'Use a clearer icon.' },
        }),
        'editSavedRejectionReason',
      );
      expect(edited).toEqual({ id: icon.id, title: 'Icon', body: 'Use a clearer icon.' });
      const ordered = dataOf<Reason[]>(
        await gql(boss, OPS.reorder, { ids: [icon.id, crash.id] }),
        'reorderSavedRejectionReasons',
      );
      expect(ordered.map((reason) => reason.title)).toEqual(['Icon', 'Crashes on start']);
      expect(
        dataOf<Reason[]>(await gql(boss, OPS.reasons), 'savedRejectionReasons').map((r) => r.id),
      ).toEqual([icon.id, crash.id]);
      await gql(boss, OPS.remove, { id: crash.id });
      expect(dataOf<Reason[]>(await gql(boss, OPS.reasons), 'savedRejectionReasons')).toEqual([
        edited,
      ]);
      // The rejection is audited too (REJECT_DEVELOPER): the setting's own rows are compared.
      const settingChanges = (await audit()).filter((row) => row.action === 'CHANGE_SETTING');
      expect(settingChanges.map((row) => row.details)).toEqual([
        { change: 'added', old: null, new: 'Crashes on start: The app closes at once.' },
        { change: 'added', old: null, new: 'Icon unclear: Icon unclear: please fix it.' },
        {
          change: 'edited',
          old: 'Icon unclear: Icon unclear: please fix it.',
          new: 'Icon: Use a clearer icon.',
        },
        { change: 'reordered', old: 'Crashes on start | Icon', new: 'Icon | Crashes on start' },
        { change: 'removed', old: 'Crashes on start: The app closes at once.', new: null },
      ]);
    });

    it('refuses bad input, unknown reasons and a stale order, changing nothing', async () => {
      const boss = await staff();
      const kept = await addReason(boss, 'Kept');
      const before = await snapshot();
      expect(messageOf(await gql(boss, OPS.add, { i: { title: ' ', body: 'x' } }))).toBe(
        SAVED_REASON_TITLE_REQUIRED,
      );
      expect(
        messageOf(await gql(boss, OPS.add, { i: { title: 'Long', body: 'x'.repeat(1001) } })),
      ).toBe(SAVED_REASON_BODY_TOO_LONG);
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const edit = await gql(boss, OPS.edit, { id, i: { title: 'T', body: 'B' } });
        expect(messageOf(edit)).toBe(SAVED_REASON_NOT_FOUND);
        expect(codeOf(edit)).toBe('NOT_FOUND');
        expect(codeOf(await gql(boss, OPS.remove, { id }))).toBe('NOT_FOUND');
      }
      for (const ids of [[], [kept.id, kept.id], ['00000000-0000-4000-8000-000000000000']]) {
        expect(messageOf(await gql(boss, OPS.reorder, { ids }))).toBe(SAVED_REASONS_ORDER_STALE);
      }
      expect(await snapshot()).toEqual(before);
    });

    it(`holds at most ${SAVED_REASONS_MAX} when staff add at once`, async () => {
      const boss = await staff();
      await t.db.insert(savedRejectionReason).values(
        Array.from({ length: SAVED_REASONS_MAX - 2 }, (_, position) => ({
          title: `Reason ${position}`,
          body: 'Body',
          position,
        })),
      );
      const answers = await Promise.all(
        ['One', 'Two', 'Three', 'Four'].map((title) =>
          gql(boss, OPS.add, { i: { title, body: 'Body' } }),
        ),
      );
      expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(2);
      const refused = answers.filter((answer) => answer.body.errors);
      expect(refused.map(messageOf)).toEqual([
        SAVED_REASONS_LIMIT_REACHED,
        SAVED_REASONS_LIMIT_REACHED,
      ]);
      expect(await t.db.select().from(savedRejectionReason)).toHaveLength(SAVED_REASONS_MAX);
      // Only the added ones were audited; the positions follow the order they were added in.
      expect(await audit()).toHaveLength(2);
      const positions = (await t.db.select().from(savedRejectionReason)).map((r) => r.position);
      expect(new Set(positions).size).toBe(SAVED_REASONS_MAX);
    });
  });
});
