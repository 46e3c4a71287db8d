import { describe, expect, it } from 'vitest';
import { storeCompleteAssets, verifiedDeveloper } from '../../test/app-fixtures';
import { REVIEW_OPERATIONS as REVIEW } from '../../test/app-review-operations';
import { OPERATIONS as OPS, completeForm, dataOf, gqlWith } from '../../test/apps-operations';
import { signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { seedPublishedApp, storePackage, updateInput } from '../../test/version-fixtures';

// The admin dashboard's Pending Review figure (getAdminStats) counts what the review queue
// shows staff, no more and no less: apps submitted for the store, and updates of published apps
// in review (decision 0058 serves both queues oldest first). Every submission here is made and
// decided through the operations the developer's and the review screens send, so a count and a
// queue that read different rows (a draft, a decided submission, a first submission's own
// version taken for an update) would disagree.

const STATS = `{ getAdminStats { pendingReview pendingNewApps pendingUpdates } }`;

type Page<T> = { items: T[]; nextToken: string | null };

describe.each(testTargets())('the pending review count and the review queue [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie: string) =>
    gqlWith(t.app, query, variables, cookie);

  /** A new app of `dev` through the app form, saved as a draft or submitted for review. */
  async function createApp(
    dev: SignedInUser,
    name: string,
    saveAction: 'SAVE_DRAFT' | 'SUBMIT',
  ): Promise<string> {
    const assets = await storeCompleteAssets(t.app, t.db, dev.id, { appName: name });
    const input = completeForm(assets, {
      appName: name,
      bundleIdentifier: `com.example.${name.toLowerCase().replace(/\W/g, '')}`,
    });
    const created = dataOf<{ appId: string }>(
      await gql(OPS.create, { input, saveAction }, dev.cookie),
      'createApplication',
    );
    return created.appId;
  }

  /** A published app of `dev` with an update 1.1.0 saved as a draft or submitted for review. */
  async function appWithUpdate(
    dev: SignedInUser,
    saveAction: 'SAVE_DRAFT' | 'SUBMIT',
    status: 'LIVE' | 'SUSPENDED' = 'LIVE',
  ): Promise<{ appId: string; versionId: string }> {
    const live = await seedPublishedApp(t.app, t.db, dev.id, status);
    const pack = await storePackage(t.app, t.db, dev.id, '1.1.0');
    const update = dataOf<{ id: string; reviewStatus: string }>(
      await gql(
        OPS.saveUpdate,
        { appId: live.app.id, input: updateInput(live.assets, pack), saveAction },
        dev.cookie,
      ),
      'saveApplicationUpdate',
    );
    expect(update.reviewStatus).toBe(saveAction === 'SUBMIT' ? 'PENDING' : 'DRAFT');
    return { appId: live.app.id, versionId: update.id };
  }

  /** Every page of a queue, as staff see it by loading more, two items a page. */
  async function wholeQueue<T>(
    query: string,
    field: string,
    variables: Record<string, unknown>,
    cookie: string,
  ): Promise<T[]> {
    const items: T[] = [];
    let nextToken: string | null = null;
    do {
      const page: Page<T> = dataOf<Page<T>>(
        await gql(query, { ...variables, limit: 2, nextToken }, cookie),
        field,
      );
      items.push(...page.items);
      nextToken = page.nextToken;
    } while (nextToken);
    return items;
  }

  /** What the review screen lists: its first submissions and its updates in review. */
  async function reviewQueue(boss: SignedInUser) {
    const newApps = await wholeQueue<{ appId: string; status: string }>(
      REVIEW.list,
      'listAllApplications',
      // The review screen's filter (features/admin/components/app-review.tsx).
      { status: 'SUBMITTED', excludeStatus: null, search: '' },
      boss.cookie,
    );
    const updates = await wholeQueue<{ id: string; application: { appId: string } }>(
      REVIEW.listUpdates,
      'listUpdatesInReview',
      {},
      boss.cookie,
    );
    return {
      newApps: newApps.map((app) => app.appId).sort(),
      updates: updates.map((update) => update.id).sort(),
    };
  }

  const statsOf = async (boss: SignedInUser) =>
    dataOf<{ pendingReview: number; pendingNewApps: number; pendingUpdates: number }>(
      await gql(STATS, {}, boss.cookie),
      'getAdminStats',
    );

  /** The count and the queue agree, and the queue holds exactly `expected`. */
  async function expectCountOfQueue(
    boss: SignedInUser,
    expected: { newApps: string[]; updates: string[] },
  ) {
    const queue = await reviewQueue(boss);
    expect(queue).toEqual({
      newApps: [...expected.newApps].sort(),
      updates: [...expected.updates].sort(),
    });
    expect(await statsOf(boss)).toEqual({
      pendingReview: queue.newApps.length + queue.updates.length,
      pendingNewApps: queue.newApps.length,
      pendingUpdates: queue.updates.length,
    });
  }

  it('counts exactly the new apps and updates the queue shows: not drafts, not decided ones', async () => {
    const boss = await signedInUser(t.app, t.db, { email: email('boss'), role: 'admin' });
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });

    // New apps waiting: two first submissions and one resubmitted after a rejection.
    const first = await createApp(dev, 'Comet One', 'SUBMIT');
    const second = await createApp(dev, 'Comet Two', 'SUBMIT');
    const resubmitted = await createApp(dev, 'Comet Again', 'SUBMIT');
    dataOf(
      await gql(REVIEW.reject, { appId: resubmitted, reason: 'Blurry icon' }, boss.cookie),
      'rejectApplication',
    );
    dataOf(
      await gql(
        OPS.update,
        {
          appId: resubmitted,
          input: {
            form: completeForm(
              await storeCompleteAssets(t.app, t.db, dev.id, { appName: 'Comet Again' }),
              { appName: 'Comet Again', bundleIdentifier: 'com.example.cometagain' },
            ),
            saveAction: 'SUBMIT',
          },
        },
        dev.cookie,
      ),
      'updateApplication',
    );
    // New apps not waiting: a draft, an approved one, a rejected one, a withdrawn one.
    await createApp(dev, 'Comet Draft', 'SAVE_DRAFT');
    const approved = await createApp(dev, 'Comet Approved', 'SUBMIT');
    dataOf(await gql(REVIEW.approve, { appId: approved }, boss.cookie), 'approveApplication');
    const rejected = await createApp(dev, 'Comet Rejected', 'SUBMIT');
    dataOf(
      await gql(REVIEW.reject, { appId: rejected, reason: 'No gameplay shown' }, boss.cookie),
      'rejectApplication',
    );
    const withdrawn = await createApp(dev, 'Comet Withdrawn', 'SUBMIT');
    dataOf(
      await gql(OPS.update, { appId: withdrawn, input: { action: 'WITHDRAW' } }, dev.cookie),
      'updateApplication',
    );

    // Updates waiting: one of a live app, one of an app staff suspended meanwhile.
    const liveUpdate = await appWithUpdate(dev, 'SUBMIT');
    const suspendedUpdate = await appWithUpdate(dev, 'SUBMIT', 'SUSPENDED');
    // Updates not waiting: a draft, an approved one, a rejected one, a withdrawn one.
    await appWithUpdate(dev, 'SAVE_DRAFT');
    const approvedUpdate = await appWithUpdate(dev, 'SUBMIT');
    dataOf(
      await gql(REVIEW.approveUpdate, { versionId: approvedUpdate.versionId }, boss.cookie),
      'approveApplicationUpdate',
    );
    const rejectedUpdate = await appWithUpdate(dev, 'SUBMIT');
    dataOf(
      await gql(
        REVIEW.rejectUpdate,
        { versionId: rejectedUpdate.versionId, reason: 'Crashes on start' },
        boss.cookie,
      ),
      'rejectApplicationUpdate',
    );
    const withdrawnUpdate = await appWithUpdate(dev, 'SUBMIT');
    dataOf(
      await gql(OPS.withdrawUpdate, { appId: withdrawnUpdate.appId }, dev.cookie),
      'withdrawApplicationUpdate',
    );

    await expectCountOfQueue(boss, {
      newApps: [first, second, resubmitted],
      updates: [liveUpdate.versionId, suspendedUpdate.versionId],
    });
    expect(await statsOf(boss)).toEqual({ pendingReview: 5, pendingNewApps: 3, pendingUpdates: 2 });

    // Staff decide from the queue: what leaves it leaves the count with it.
    dataOf(await gql(REVIEW.approve, { appId: first }, boss.cookie), 'approveApplication');
    dataOf(
      await gql(REVIEW.approveUpdate, { versionId: liveUpdate.versionId }, boss.cookie),
      'approveApplicationUpdate',
    );
    await expectCountOfQueue(boss, {
      newApps: [second, resubmitted],
      updates: [suspendedUpdate.versionId],
    });
    expect(await statsOf(boss)).toEqual({ pendingReview: 3, pendingNewApps: 2, pendingUpdates: 1 });
  });
});
