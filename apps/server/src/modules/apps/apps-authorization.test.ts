import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { application, applicationVersion, storedFile } from '../../db/schema/apps';
import { seedApplication, storeCompleteAssets, verifiedDeveloper } from '../../test/app-fixtures';
import { codeOf, seedDeveloperProfile, signedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { APPLICATION_NOT_FOUND_MESSAGE } from './application-errors';
import { completeForm, dataOf, gqlWith, messageOf, OPERATIONS } from '../../test/apps-operations';
import { ACCOUNT_NOT_VERIFIED_MESSAGE } from '../shared/guards/require-apps-viewer';

describe.each(testTargets())('apps authorization [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const db = () => t.db;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);

  const snapshot = async () => ({
    apps: await db().select().from(application).orderBy(asc(application.id)),
    versions: await db().select().from(applicationVersion).orderBy(asc(applicationVersion.id)),
    files: await db().select().from(storedFile).orderBy(asc(storedFile.key)),
  });

  /** Every operation, aimed at `appId`, with a form whose files belong to the caller. */
  function operations(appId: string, assets: Awaited<ReturnType<typeof storeCompleteAssets>>) {
    const form = completeForm(assets, { bundleIdentifier: 'com.example.intruder' });
    return [
      { name: 'list', query: OPERATIONS.list, variables: {} },
      { name: 'get', query: OPERATIONS.get, variables: { appId } },
      { name: 'check', query: OPERATIONS.check, variables: { id: 'com.example.owned' } },
      {
        name: 'create',
        query: OPERATIONS.create,
        variables: { input: form, saveAction: 'SAVE_DRAFT' },
      },
      {
        name: 'save form',
        query: OPERATIONS.update,
        variables: { appId, input: { form, saveAction: 'SUBMIT' } },
      },
      {
        name: 'withdraw',
        query: OPERATIONS.update,
        variables: { appId, input: { action: 'WITHDRAW' } },
      },
      {
        name: 'unpublish',
        query: OPERATIONS.update,
        variables: { appId, input: { action: 'UNPUBLISH' } },
      },
      { name: 'price', query: OPERATIONS.update, variables: { appId, input: { price: 4.99 } } },
      { name: 'delete', query: OPERATIONS.delete, variables: { appId } },
    ];
  }

  it('refuses every operation to signed-out callers and to developers not yet verified, changing nothing', async () => {
    const owner = await verifiedDeveloper(t.app, db(), { email: email('owner') });
    const owned = await seedApplication(db(), owner.id, { bundleIdentifier: 'com.example.owned' });
    const pending = await signedInUser(t.app, db(), { email: email('pending') });
    await seedDeveloperProfile(db(), pending.id, { country: 'FR' });
    const rejected = await signedInUser(t.app, db(), { email: email('rejected') });
    await seedDeveloperProfile(db(), rejected.id, { developerStatus: 'rejected' });
    const fresh = await signedInUser(t.app, db(), { email: email('fresh') });
    const assets = await storeCompleteAssets(t.app, db(), pending.id);
    const before = await snapshot();

    for (const operation of operations(owned.id, assets)) {
      const anonymous = await gql(operation.query, operation.variables);
      expect(codeOf(anonymous), operation.name).toBe('UNAUTHENTICATED');
      expect(anonymous.status, operation.name).toBe(401);
      for (const caller of [pending, rejected, fresh]) {
        const refused = await gql(operation.query, operation.variables, caller.cookie);
        expect(codeOf(refused), operation.name).toBe('ACCOUNT_NOT_VERIFIED');
        expect(messageOf(refused)).toBe(ACCOUNT_NOT_VERIFIED_MESSAGE);
        expect(refused.status).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers another developer's app, a missing app and a malformed id alike: not found", async () => {
    const owner = await verifiedDeveloper(t.app, db(), { email: email('owner') });
    const other = await verifiedDeveloper(t.app, db(), { email: email('other') });
    const draft = await seedApplication(db(), owner.id, { bundleIdentifier: 'com.example.owned' });
    const live = await seedApplication(db(), owner.id, { status: 'LIVE', priceCents: 499 });
    const submitted = await seedApplication(db(), owner.id, { status: 'SUBMITTED' });
    const assets = await storeCompleteAssets(t.app, db(), other.id);
    const before = await snapshot();

    for (const appId of [
      draft.id,
      live.id,
      submitted.id,
      crypto.randomUUID(),
      'not-a-uuid',
      "1' or '1'='1",
    ]) {
      for (const operation of operations(appId, assets).filter((o) => o.variables.appId)) {
        const result = await gql(operation.query, operation.variables, other.cookie);
        expect(codeOf(result), `${operation.name} ${appId}`).toBe('NOT_FOUND');
        expect(messageOf(result)).toBe(APPLICATION_NOT_FOUND_MESSAGE);
        expect(result.status).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);

    // The other developer's list holds none of the owner's apps.
    const list = dataOf<{ items: unknown[] }>(
      await gql(OPERATIONS.list, {}, other.cookie),
      'listDeveloperApplications',
    );
    expect(list.items).toEqual([]);
    // The identifier is taken, but whose app holds it is not told.
    expect(
      dataOf(
        await gql(OPERATIONS.check, { id: 'com.example.owned' }, other.cookie),
        'checkBundleIdentifier',
      ),
    ).toEqual({ exists: true, existingAppId: null });
    expect(
      dataOf(
        await gql(OPERATIONS.check, { id: 'com.example.owned' }, owner.cookie),
        'checkBundleIdentifier',
      ),
    ).toEqual({ exists: true, existingAppId: draft.id });
  });

  it("lets an admin read any app but change none of another developer's", async () => {
    const owner = await verifiedDeveloper(t.app, db(), { email: email('owner') });
    const admin = await signedInUser(t.app, db(), { email: email('admin'), role: 'admin' });
    const draft = await seedApplication(db(), owner.id, { appName: 'Owned Draft' });
    const live = await seedApplication(db(), owner.id, { status: 'LIVE', priceCents: 499 });
    const submitted = await seedApplication(db(), owner.id, { status: 'SUBMITTED' });
    const assets = await storeCompleteAssets(t.app, db(), admin.id);

    const read = dataOf<{ appName: string }>(
      await gql(OPERATIONS.get, { appId: draft.id }, admin.cookie),
      'getApplication',
    );
    expect(read.appName).toBe('Owned Draft');

    const before = await snapshot();
    for (const appId of [draft.id, live.id, submitted.id]) {
      for (const operation of operations(appId, assets).filter(
        (o) => o.variables.appId && o.name !== 'get',
      )) {
        const result = await gql(operation.query, operation.variables, admin.cookie);
        expect(codeOf(result), `${operation.name} ${appId}`).toBe('NOT_FOUND');
      }
    }
    expect(await snapshot()).toEqual(before);
    // An admin's own list holds only their own apps.
    const list = dataOf<{ items: unknown[] }>(
      await gql(OPERATIONS.list, {}, admin.cookie),
      'listDeveloperApplications',
    );
    expect(list.items).toEqual([]);
  });

  it('lets the owner do each operation on their own app', async () => {
    const owner = await verifiedDeveloper(t.app, db(), { email: email('owner') });
    const assets = await storeCompleteAssets(t.app, db(), owner.id);
    const created = dataOf<{ appId: string; status: string }>(
      await gql(
        OPERATIONS.create,
        { input: completeForm(assets), saveAction: 'SUBMIT' },
        owner.cookie,
      ),
      'createApplication',
    );
    expect(created.status).toBe('SUBMITTED');
    const { appId } = created;
    expect(
      dataOf(await gql(OPERATIONS.get, { appId }, owner.cookie), 'getApplication'),
    ).toMatchObject({
      appId,
    });
    const withdrawn = dataOf<{ status: string }>(
      await gql(OPERATIONS.update, { appId, input: { action: 'WITHDRAW' } }, owner.cookie),
      'updateApplication',
    );
    expect(withdrawn.status).toBe('DRAFT');
    const saved = dataOf<{ status: string; appName: string }>(
      await gql(
        OPERATIONS.update,
        {
          appId,
          input: {
            form: completeForm(assets, { appName: 'Space Chase 2' }),
            saveAction: 'SAVE_DRAFT',
          },
        },
        owner.cookie,
      ),
      'updateApplication',
    );
    expect(saved).toMatchObject({ status: 'DRAFT', appName: 'Space Chase 2' });
    expect(
      dataOf(await gql(OPERATIONS.delete, { appId }, owner.cookie), 'deleteApplication'),
    ).toEqual({
      appId,
    });
    expect(await db().select().from(application)).toEqual([]);
  });
});
