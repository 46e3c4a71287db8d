import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  downloadFileName,
  NO_OPEN_UPDATE,
  packageOfAnotherApp,
  RELEASE_NOTES_REQUIRED,
  UPDATE_IN_REVIEW,
  UPDATE_ONLY_FOR_PUBLISHED,
  versionNotNewer,
} from '@vmu/domain';
import { application, applicationVersion, storedFile } from '../../db/schema/apps';
import { applicationReviewEvent, reviewMessage } from '../../db/schema/review';
import { appReviewMailSubject } from '../../platform/mail/app-review-mails';
import {
  seedApplication,
  storeCompleteAssets,
  storeUploadedFile,
  verifiedDeveloper,
} from '../../test/app-fixtures';
import { REVIEW_OPERATIONS as REVIEW } from '../../test/app-review-operations';
import {
  OPERATIONS as OPS,
  completeForm,
  dataOf,
  gqlWith,
  messageOf,
} from '../../test/apps-operations';
import { codeOf, signedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { removeUnreferencedFiles } from '../apps/services/remove-unreferenced-files';
import { OWN_APPLICATION_MESSAGE } from '../app-review/review-errors';
import {
  APP_NAME,
  LIVE_VERSION,
  seedPublishedApp,
  storePackage,
  updateInput,
} from '../../test/version-fixtures';

type Version = {
  id: string;
  versionNumber: string;
  reviewStatus: string;
  reviewNotes: string | null;
  status: string;
  isUpdate: boolean;
  submittedAt: string | null;
  decidedAt: string | null;
  packageName: string | null;
  listing: { shortDescription: string; assets: { webIcon: { key: string } | null } } | null;
  changes: {
    field: string;
    kind: string;
    before: string | null;
    after: string | null;
    beforeFiles: { key: string }[];
    afterFiles: { key: string }[];
  }[];
  application: { appId: string; currentVersion: string; status: string };
};

type AppWithUpdates = {
  status: string;
  currentVersion: string;
  shortDescription: string;
  assets: { vmupack: { key: string } | null; webIcon: { key: string } | null };
  versions: { id: string; status: string; isUpdate: boolean }[];
  openUpdate: { id: string; status: string } | null;
  latestSubmission: { id: string } | null;
};

describe.each(testTargets())('updates of published apps [%s]', (target) => {
  const t = useTestApp(target, { mail: true });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);
  const developer = () => verifiedDeveloper(t.app, t.db, { email: email('dev'), name: 'Ada Dev' });
  const admin = () =>
    signedInUser(t.app, t.db, { email: email('admin'), role: 'admin', name: 'Grace Admin' });

  /** A developer's published app. */
  async function published(status: 'LIVE' | 'SUSPENDED' = 'LIVE') {
    const dev = await developer();
    return { dev, ...(await seedPublishedApp(t.app, t.db, dev.id, status)) };
  }

  const save = (
    appId: string,
    input: Record<string, unknown>,
    cookie: string,
    saveAction: 'SAVE_DRAFT' | 'SUBMIT' = 'SUBMIT',
  ) => gql(OPS.saveUpdate, { appId, input, saveAction }, cookie);

  /** A published app with an update of version 1.1.0 in review. */
  async function withUpdateInReview(status: 'LIVE' | 'SUSPENDED' = 'LIVE') {
    const live = await published(status);
    const pack = await storePackage(t.app, t.db, live.dev.id, '1.1.0');
    const webIcon = (
      await storeUploadedFile(t.app, t.db, { ownerId: live.dev.id, assetType: 'web-icon' })
    ).key;
    const input = updateInput(live.assets, pack, {
      shortDescription: 'Chase faster comets',
      assets: { ...live.assets, vmupack: pack, webIcon },
    });
    const update = dataOf<Version>(
      await save(live.app.id, input, live.dev.cookie),
      'saveApplicationUpdate',
    );
    return { ...live, pack, webIcon, input, update };
  }

  const appOf = (appId: string, cookie: string) =>
    gql(OPS.getWithUpdates, { appId }, cookie).then((r) =>
      dataOf<AppWithUpdates>(r, 'getApplication'),
    );
  const appRow = async (appId: string) =>
    (await t.db.select().from(application).where(eq(application.id, appId)))[0];
  const openUpdates = (appId: string) =>
    t.db
      .select()
      .from(applicationVersion)
      .where(
        and(
          eq(applicationVersion.applicationId, appId),
          eq(applicationVersion.isUpdate, true),
          inArray(applicationVersion.reviewStatus, ['DRAFT', 'PENDING']),
        ),
      );

  it('refuses a package that is not newer (naming both versions) or of another app, submits only with release notes, and only for published apps', async () => {
    const { dev, app, assets } = await published();
    for (const version of [LIVE_VERSION, '0.9.9']) {
      const pack = await storePackage(t.app, t.db, dev.id, version);
      const result = await save(app.id, updateInput(assets, pack), dev.cookie, 'SAVE_DRAFT');
      expect(codeOf(result)).toBe('VERSION_NOT_NEWER');
      expect(messageOf(result)).toBe(versionNotNewer(version, LIVE_VERSION));
    }
    const other = await storePackage(t.app, t.db, dev.id, '2.0.0', 'Comet Dash');
    const foreign = await save(app.id, updateInput(assets, other), dev.cookie);
    expect(codeOf(foreign)).toBe('PACKAGE_OF_ANOTHER_APP');
    expect(messageOf(foreign)).toBe(packageOfAnotherApp('Comet Dash', APP_NAME));

    const pack = await storePackage(t.app, t.db, dev.id, '1.0.1');
    const noNotes = await save(
      app.id,
      updateInput(assets, pack, { releaseNotes: '  ' }),
      dev.cookie,
    );
    expect(codeOf(noNotes)).toBe('VALIDATION_FAILED');
    expect(messageOf(noNotes)).toBe(RELEASE_NOTES_REQUIRED);
    expect(await openUpdates(app.id)).toEqual([]);

    const draftApp = await seedApplication(t.db, dev.id, { status: 'DRAFT' });
    const notPublished = await save(draftApp.id, updateInput(assets, pack), dev.cookie);
    expect(codeOf(notPublished)).toBe('INVALID_TRANSITION');
    expect(messageOf(notPublished)).toBe(UPDATE_ONLY_FOR_PUBLISHED);
  });

  it('saves a draft, edits and submits it; in review the live app is unchanged and another save is refused; withdraw ends it', async () => {
    const { dev, app, assets } = await published();
    const boss = await admin();
    const draft = dataOf<Version>(
      await save(app.id, updateInput(assets, null, { releaseNotes: '' }), dev.cookie, 'SAVE_DRAFT'),
      'saveApplicationUpdate',
    );
    expect(draft).toMatchObject({
      isUpdate: true,
      reviewStatus: 'DRAFT',
      status: 'DRAFT',
      versionNumber: LIVE_VERSION,
      submittedAt: null,
      changes: [],
    });
    // A draft is the developer's: the admin's view of the app does not list it.
    const adminView = await appOf(app.id, boss.cookie);
    expect(adminView.versions.map((v) => v.id)).not.toContain(draft.id);
    expect(adminView.openUpdate).toBeNull();

    const firstIcon = (
      await storeUploadedFile(t.app, t.db, { ownerId: dev.id, assetType: 'web-icon' })
    ).key;
    await save(
      app.id,
      updateInput(assets, null, { assets: { ...assets, vmupack: null, webIcon: firstIcon } }),
      dev.cookie,
      'SAVE_DRAFT',
    );
    const pack = await storePackage(t.app, t.db, dev.id, '1.1.0');
    const webIcon = (
      await storeUploadedFile(t.app, t.db, { ownerId: dev.id, assetType: 'web-icon' })
    ).key;
    const edited = dataOf<Version>(
      await save(
        app.id,
        updateInput(assets, pack, {
          shortDescription: 'Chase faster comets',
          assets: { ...assets, vmupack: pack, webIcon },
        }),
        dev.cookie,
        'SAVE_DRAFT',
      ),
      'saveApplicationUpdate',
    );
    expect(edited).toMatchObject({ id: draft.id, versionNumber: '1.1.0', packageName: APP_NAME });
    // The icon the draft replaced is removed; the live one and the draft's new one stay.
    const files = await t.db
      .select({ key: storedFile.key })
      .from(storedFile)
      .where(inArray(storedFile.key, [firstIcon, webIcon, assets.webIcon]));
    expect(files.map((f) => f.key).sort()).toEqual([webIcon, assets.webIcon].sort());
    // A file only the draft's listing names is still referenced (the upload clean-up asks this).
    const cleanup = { db: t.db, storage: t.app.storage, log: t.app.log };
    expect(await removeUnreferencedFiles(cleanup, dev.id, [webIcon, pack])).toEqual([]);
    expect(edited.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'version', before: '1.0.0', after: '1.1.0' }),
        expect.objectContaining({
          field: 'shortDescription',
          kind: 'TEXT',
          before: 'Chase comets',
          after: 'Chase faster comets',
        }),
        expect.objectContaining({
          field: 'webIcon',
          kind: 'FILES',
          beforeFiles: [expect.objectContaining({ key: assets.webIcon })],
          afterFiles: [expect.objectContaining({ key: webIcon })],
        }),
      ]),
    );
    expect(edited.changes.map((c) => c.field)).not.toContain('longDescription');

    const submitted = dataOf<Version>(
      await save(
        app.id,
        updateInput(assets, pack, {
          shortDescription: 'Chase faster comets',
          assets: { ...assets, vmupack: pack, webIcon },
        }),
        dev.cookie,
      ),
      'saveApplicationUpdate',
    );
    expect(submitted).toMatchObject({ id: draft.id, reviewStatus: 'PENDING', status: 'IN_REVIEW' });
    expect(submitted.submittedAt).not.toBeNull();

    const live = await appOf(app.id, dev.cookie);
    expect(live).toMatchObject({
      status: 'LIVE',
      currentVersion: LIVE_VERSION,
      shortDescription: 'Chase comets',
      assets: { vmupack: { key: assets.vmupack }, webIcon: { key: assets.webIcon } },
      openUpdate: { id: draft.id, status: 'IN_REVIEW' },
      latestSubmission: { id: draft.id },
    });
    for (const action of ['SUBMIT', 'SAVE_DRAFT'] as const) {
      const again = await save(app.id, updateInput(assets, pack), dev.cookie, action);
      expect(codeOf(again)).toBe('UPDATE_IN_REVIEW');
      expect(messageOf(again)).toBe(UPDATE_IN_REVIEW);
    }

    const withdrawn = dataOf<Version>(
      await gql(OPS.withdrawUpdate, { appId: app.id }, dev.cookie),
      'withdrawApplicationUpdate',
    );
    expect(withdrawn).toMatchObject({ id: draft.id, status: 'WITHDRAWN' });
    const again = await gql(OPS.withdrawUpdate, { appId: app.id }, dev.cookie);
    expect(codeOf(again)).toBe('NO_OPEN_UPDATE');
    expect(messageOf(again)).toBe(NO_OPEN_UPDATE);
    expect((await appOf(app.id, dev.cookie)).openUpdate).toBeNull();
  });

  it('approving makes the update live: package, listing, current version; the old one is superseded and still downloads', async () => {
    const { dev, app, version: old, update, pack, webIcon } = await withUpdateInReview();
    const boss = await admin();
    const since = new Date(0).toISOString();
    const queue = async () =>
      dataOf<{ items: { id: string }[] }>(
        await gql(REVIEW.listUpdates, {}, boss.cookie),
        'listUpdatesInReview',
      );
    expect((await queue()).items.map((v) => v.id)).toEqual([update.id]);
    expect(
      dataOf<{ updatesInReview: number }>(
        await gql(REVIEW.updatesCount, { since }, boss.cookie),
        'getAdminApplicationCounts',
      ).updatesInReview,
    ).toBe(1);

    const sent = t.mail.mails.length;
    const approved = dataOf<Version>(
      await gql(REVIEW.approveUpdate, { versionId: update.id }, boss.cookie),
      'approveApplicationUpdate',
    );
    expect(approved).toMatchObject({ reviewStatus: 'APPROVED', status: 'LIVE' });
    expect(approved.decidedAt).not.toBeNull();

    const live = await appOf(app.id, dev.cookie);
    expect(live).toMatchObject({
      status: 'LIVE',
      currentVersion: '1.1.0',
      shortDescription: 'Chase faster comets',
      assets: { vmupack: { key: pack }, webIcon: { key: webIcon } },
      openUpdate: null,
    });
    expect(live.versions.map(({ id, status }) => ({ id, status }))).toEqual([
      { id: update.id, status: 'LIVE' },
      { id: old.id, status: 'SUPERSEDED' },
    ]);
    expect(await appRow(app.id)).toMatchObject({
      currentVersionId: update.id,
      extractedVersion: '1.1.0',
      extractedAppName: APP_NAME,
    });
    const events = await t.db
      .select()
      .from(applicationReviewEvent)
      .where(eq(applicationReviewEvent.applicationId, app.id));
    expect(events).toEqual([
      expect.objectContaining({ action: 'APPROVE_UPDATE', fromStatus: 'LIVE', toStatus: 'LIVE' }),
    ]);
    expect((await queue()).items).toEqual([]);
    await t.mail.waitFor(dev.email, {
      since: sent,
      subject: appReviewMailSubject('approveUpdate', APP_NAME, '1.1.0'),
    });

    // The superseded package is kept: its owner can still download it under its version.
    const link = dataOf<{ fileName: string; downloadUrl: string }>(
      await gql(OPS.downloadVersion, { versionId: old.id }, dev.cookie),
      'generateVersionDownloadUrl',
    );
    expect(link.fileName).toBe(downloadFileName(APP_NAME, LIVE_VERSION));
    const parsed = new URL(link.downloadUrl);
    const response = await t.app.inject({
      method: 'GET',
      url: `${parsed.pathname}${parsed.search}`,
    });
    expect(response.statusCode).toBe(200);

    const twice = await gql(REVIEW.approveUpdate, { versionId: update.id }, boss.cookie);
    expect(codeOf(twice)).toBe('UPDATE_NOT_IN_REVIEW');
  });

  it('lists updates in review oldest submission first, a page at a time', async () => {
    const first = await withUpdateInReview();
    const second = await withUpdateInReview();
    const boss = await admin();
    type Page = { items: { id: string }[]; nextToken: string | null };
    const page = async (variables: Record<string, unknown>) =>
      dataOf<Page>(await gql(REVIEW.listUpdates, variables, boss.cookie), 'listUpdatesInReview');
    const one = await page({ limit: 1 });
    expect(one.items.map((v) => v.id)).toEqual([first.update.id]);
    const two = await page({ limit: 1, nextToken: one.nextToken });
    expect(two.items.map((v) => v.id)).toEqual([second.update.id]);
    expect(two.nextToken).toBeNull();
    const bad = await gql(REVIEW.listUpdates, { nextToken: 'nope' }, boss.cookie);
    expect(codeOf(bad)).toBe('INVALID_NEXT_TOKEN');
    expect(codeOf(await gql(REVIEW.listUpdates, { limit: 101 }, boss.cookie))).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('approving the update of a suspended app keeps it suspended', async () => {
    const { app, update } = await withUpdateInReview('SUSPENDED');
    const boss = await admin();
    dataOf(
      await gql(REVIEW.approveUpdate, { versionId: update.id }, boss.cookie),
      'approveApplicationUpdate',
    );
    expect(await appRow(app.id)).toMatchObject({
      status: 'SUSPENDED',
      visibility: 'PRIVATE',
      currentVersion: '1.1.0',
      currentVersionId: update.id,
    });
  });

  it("rejecting keeps the live version and writes the reason as the reviewer's message; resubmitting continues the same version", async () => {
    const { dev, app, assets, update, input } = await withUpdateInReview();
    const boss = await admin();
    const sent = t.mail.mails.length;
    const rejected = dataOf<Version>(
      await gql(
        REVIEW.rejectUpdate,
        { versionId: update.id, reason: '  The new icon is blurry.  ' },
        boss.cookie,
      ),
      'rejectApplicationUpdate',
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', reviewNotes: 'The new icon is blurry.' });
    expect(await appRow(app.id)).toMatchObject({
      currentVersion: LIVE_VERSION,
      shortDescription: 'Chase comets',
      assets: expect.objectContaining({ vmupack: assets.vmupack }),
    });
    const messages = await t.db
      .select()
      .from(reviewMessage)
      .where(eq(reviewMessage.versionId, update.id));
    expect(messages).toEqual([
      expect.objectContaining({
        authorId: boss.id,
        authorRole: 'REVIEWER',
        body: 'The new icon is blurry.',
      }),
    ]);
    const mail = await t.mail.waitFor(dev.email, {
      since: sent,
      subject: appReviewMailSubject('rejectUpdate', APP_NAME, '1.1.0'),
    });
    expect(mail.text).toContain('The new icon is blurry.');
    expect(mail.text).toContain(`/apps/${app.id}/versions`);

    const empty = await gql(
      REVIEW.rejectUpdate,
      { versionId: update.id, reason: ' ' },
      boss.cookie,
    );
    expect(codeOf(empty)).toBe('VALIDATION_FAILED');

    expect((await appOf(app.id, dev.cookie)).openUpdate).toMatchObject({
      id: update.id,
      status: 'REJECTED',
    });
    // Saving the fix as a draft keeps it rejected: its reason and conversation stay open.
    const fixing = dataOf<Version>(
      await save(app.id, input, dev.cookie, 'SAVE_DRAFT'),
      'saveApplicationUpdate',
    );
    expect(fixing).toMatchObject({
      id: update.id,
      status: 'REJECTED',
      reviewNotes: 'The new icon is blurry.',
    });
    const resubmitted = dataOf<Version>(
      await save(app.id, input, dev.cookie),
      'saveApplicationUpdate',
    );
    expect(resubmitted).toMatchObject({
      id: update.id,
      status: 'IN_REVIEW',
      reviewNotes: null,
      decidedAt: null,
    });
  });

  it('of two first saves at once exactly one update opens; of two submits one is refused', async () => {
    const { dev, app, assets } = await published();
    const pack = await storePackage(t.app, t.db, dev.id, '1.1.0');
    const drafts = await Promise.all(
      [0, 1].map(() => save(app.id, updateInput(assets, pack), dev.cookie, 'SAVE_DRAFT')),
    );
    expect(drafts.filter((r) => !r.body.errors)).not.toHaveLength(0);
    for (const r of drafts) if (r.body.errors) expect(codeOf(r)).toBe('UPDATE_ALREADY_OPEN');
    expect(await openUpdates(app.id)).toHaveLength(1);

    const other = await published();
    const otherPack = await storePackage(t.app, t.db, other.dev.id, '1.1.0');
    const submits = await Promise.all(
      [0, 1].map(() => save(other.app.id, updateInput(other.assets, otherPack), other.dev.cookie)),
    );
    expect(submits.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(['UPDATE_IN_REVIEW', 'UPDATE_ALREADY_OPEN']).toContain(
      codeOf(submits.find((r) => r.body.errors) ?? submits[0]!),
    );
    expect(await openUpdates(other.app.id)).toHaveLength(1);
  });

  it('of an approval and a withdrawal at once exactly one wins; an approval racing an unpublish leaves a consistent app', async () => {
    const first = await withUpdateInReview();
    const boss = await admin();
    const [approve, withdraw] = await Promise.all([
      gql(REVIEW.approveUpdate, { versionId: first.update.id }, boss.cookie),
      gql(OPS.withdrawUpdate, { appId: first.app.id }, first.dev.cookie),
    ]);
    expect([approve, withdraw].filter((r) => !r.body.errors)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(applicationVersion)
      .where(eq(applicationVersion.id, first.update.id));
    if (approve.body.errors) {
      expect(codeOf(approve)).toBe('UPDATE_NOT_IN_REVIEW');
      expect(row?.reviewStatus).toBe('WITHDRAWN');
      expect((await appRow(first.app.id))?.currentVersion).toBe(LIVE_VERSION);
    } else {
      expect(codeOf(withdraw)).toBe('NO_OPEN_UPDATE');
      expect(row?.reviewStatus).toBe('APPROVED');
      expect((await appRow(first.app.id))?.currentVersion).toBe('1.1.0');
    }

    const second = await withUpdateInReview();
    const [approved, unpublished] = await Promise.all([
      gql(REVIEW.approveUpdate, { versionId: second.update.id }, boss.cookie),
      gql(OPS.update, { appId: second.app.id, input: { action: 'UNPUBLISH' } }, second.dev.cookie),
    ]);
    expect(unpublished.body.errors).toBeUndefined();
    const app = await appRow(second.app.id);
    const [version] = await t.db
      .select()
      .from(applicationVersion)
      .where(eq(applicationVersion.id, second.update.id));
    expect(app?.status).toBe('DRAFT');
    if (approved.body.errors) {
      expect(codeOf(approved)).toBe('UPDATE_APP_NOT_PUBLISHED');
      expect(version?.reviewStatus).toBe('WITHDRAWN');
      expect(app).toMatchObject({
        currentVersion: LIVE_VERSION,
        currentVersionId: second.version.id,
      });
    } else {
      expect(version?.reviewStatus).toBe('APPROVED');
      expect(app).toMatchObject({ currentVersion: '1.1.0', currentVersionId: second.update.id });
    }
    expect(await openUpdates(second.app.id)).toEqual([]);
  });

  it('lets only the owner and admins near a version: others get NOT_FOUND, developers cannot decide or list', async () => {
    const { dev, app, version: old, update, input } = await withUpdateInReview();
    const stranger = await developer();
    const boss = await admin();
    for (const [query, variables] of [
      [OPS.getVersion, { versionId: update.id }],
      [OPS.downloadVersion, { versionId: update.id }],
      [OPS.saveUpdate, { appId: app.id, input, saveAction: 'SAVE_DRAFT' }],
      [OPS.withdrawUpdate, { appId: app.id }],
      [OPS.getVersion, { versionId: 'not-a-uuid' }],
    ] as const) {
      expect(codeOf(await gql(query, variables, stranger.cookie))).toBe('NOT_FOUND');
    }
    for (const [query, variables] of [
      [REVIEW.approveUpdate, { versionId: update.id }],
      [REVIEW.rejectUpdate, { versionId: update.id, reason: 'No' }],
      [REVIEW.listUpdates, {}],
    ] as const) {
      expect(codeOf(await gql(query, variables, dev.cookie))).toBe('FORBIDDEN');
    }
    expect(
      dataOf<Version>(
        await gql(OPS.getVersion, { versionId: update.id }, dev.cookie),
        'getApplicationVersion',
      ).id,
    ).toBe(update.id);
    for (const versionId of [old.id, update.id]) {
      const link = dataOf<{ fileName: string }>(
        await gql(OPS.downloadVersion, { versionId }, boss.cookie),
        'generateVersionDownloadUrl',
      );
      expect(link.fileName).toMatch(/\.vmupack$/);
    }
    // An admin who also develops has their own updates decided by another admin.
    const own = await seedPublishedApp(t.app, t.db, boss.id);
    const ownPack = await storePackage(t.app, t.db, boss.id, '1.1.0');
    const ownUpdate = dataOf<Version>(
      await save(own.app.id, updateInput(own.assets, ownPack), boss.cookie),
      'saveApplicationUpdate',
    );
    const ownDecision = await gql(REVIEW.approveUpdate, { versionId: ownUpdate.id }, boss.cookie);
    expect(codeOf(ownDecision)).toBe('FORBIDDEN');
    expect(messageOf(ownDecision)).toBe(OWN_APPLICATION_MESSAGE);
  });

  it("a first submission: the rejection is the reviewer's message of its version, a resubmission continues it, the approval makes it current", async () => {
    const dev = await developer();
    const boss = await admin();
    const assets = await storeCompleteAssets(t.app, t.db, dev.id, { appVersion: '1.0.0' });
    const created = dataOf<{ appId: string; versions: { id: string }[] }>(
      await gql(OPS.create, { input: completeForm(assets), saveAction: 'SUBMIT' }, dev.cookie),
      'createApplication',
    );
    const [first] = created.versions;
    dataOf(
      await gql(REVIEW.reject, { appId: created.appId, reason: 'Blurry icon' }, boss.cookie),
      'rejectApplication',
    );
    const messages = await t.db
      .select()
      .from(reviewMessage)
      .where(eq(reviewMessage.versionId, first!.id));
    expect(messages).toEqual([
      expect.objectContaining({ authorId: boss.id, authorRole: 'REVIEWER', body: 'Blurry icon' }),
    ]);

    const resubmitted = dataOf<{ versions: { id: string; reviewStatus: string }[] }>(
      await gql(
        OPS.update,
        { appId: created.appId, input: { form: completeForm(assets), saveAction: 'SUBMIT' } },
        dev.cookie,
      ),
      'updateApplication',
    );
    expect(resubmitted.versions).toEqual([
      expect.objectContaining({ id: first!.id, reviewStatus: 'PENDING' }),
    ]);
    dataOf(await gql(REVIEW.approve, { appId: created.appId }, boss.cookie), 'approveApplication');
    expect(await appRow(created.appId)).toMatchObject({ currentVersionId: first!.id });
    const version = await gql(OPS.getVersion, { versionId: first!.id }, dev.cookie);
    expect(dataOf<Version>(version, 'getApplicationVersion')).toMatchObject({
      status: 'LIVE',
      isUpdate: false,
      listing: null,
      changes: [],
    });
  });
});
