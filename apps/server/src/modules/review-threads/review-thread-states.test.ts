import { eq } from 'drizzle-orm';
import {
  APP_STATUSES,
  REVIEW_THREAD_CLOSED,
  REVIEW_THREAD_NOT_STARTED,
  VERSION_NOT_FOUND,
  VERSION_REVIEW_STATUSES,
  VERSION_STATUSES,
  type AppStatus,
  type VersionReviewStatus,
  type VersionStatus,
} from '@vmu/domain';
import { describe, expect, it } from 'vitest';
import { applicationVersion } from '../../db/schema/apps';
import { reviewMessageMailSubject } from '../../platform/mail/review-message-mails';
import { storeCompleteAssets, verifiedDeveloper, type AssetKeys } from '../../test/app-fixtures';
import { REVIEW_OPERATIONS as REVIEW } from '../../test/app-review-operations';
import {
  completeForm,
  dataOf,
  gqlWith,
  messageOf,
  OPERATIONS as OPS,
} from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { seedPublishedApp, storePackage, updateInput } from '../../test/version-fixtures';

// Conversations have no dead ends: whatever state a thread's version and app are in, a
// developer whose thread ends with the reviewer's question either answers it there or is told
// why not and where to write instead. The states are the domain's: every status the version
// history shows (VERSION_STATUSES, a Record so a new one does not compile until it is handled
// here), reached through the product's own steps, and together they must end in every stored
// review status and every app status, so a new one of those fails the coverage test until a
// way into it is added. The rule under test is send-review-message.ts's (decision 0034: a
// thread takes messages while its version is in review or rejected); where it refuses, Version
// History says why and where to write (apps/web/.../version-history-thread-states.test.tsx,
// state by state, and the journey e2e/tests/review-conversation.spec.ts), and so does the mail
// that brought the question.

const SUPPORT = 'review-inbox@vmu.example';
const QUESTION = 'Does the game save between levels?';
const ANSWER = 'Yes: after each level, on the VMU.';

/** What a developer can do when the reviewer's last message in the thread is a question. */
type Expectation =
  /** The answer is taken, is the thread's last message for both sides, and the reviewer is mailed. */
  | 'ANSWERS_IN_THE_THREAD'
  /**
   * The answer is refused as a closed conversation (the domain's message says why), nothing is
   * stored, the question stays readable, and the mail that brought it said where to write once
   * the conversation closes: a reply to it, or the support address.
   */
  | 'TOLD_WHY_AND_WHERE_TO_WRITE'
  /**
   * Nobody reviews a draft, so no question can wait in its thread: a reviewer's message is
   * refused as for a version that does not exist, and the developer's own says to submit first.
   */
  | 'NO_QUESTION_CAN_WAIT';

type Actors = { dev: SignedInUser; reviewer: SignedInUser };
type Reached = { appId: string; versionId: string };

/** One way into a state: the product's steps, with the reviewer's question where it can be asked. */
type Way = {
  how: string;
  /** The app's status once there. */
  app: AppStatus;
  /** The version's review status as stored once there. */
  stored: VersionReviewStatus;
  reach: (steps: Steps, actors: Actors) => Promise<Reached>;
};

type Steps = ReturnType<typeof stepsOf>;

const THREAD_STATES: Record<VersionStatus, { expect: Expectation; ways: Way[] }> = {
  DRAFT: {
    expect: 'NO_QUESTION_CAN_WAIT',
    ways: [
      {
        how: 'a draft update of a live app',
        app: 'LIVE',
        stored: 'DRAFT',
        reach: (s, a) => s.draftUpdate(a),
      },
    ],
  },
  IN_REVIEW: {
    expect: 'ANSWERS_IN_THE_THREAD',
    ways: [
      {
        how: 'a first submission in review',
        app: 'SUBMITTED',
        stored: 'PENDING',
        reach: async (s, a) => s.ask(a, await s.firstSubmission(a)),
      },
      {
        how: 'an update of a live app in review',
        app: 'LIVE',
        stored: 'PENDING',
        reach: async (s, a) => s.ask(a, await s.updateInReview(a, 'LIVE')),
      },
      {
        how: 'an update of a suspended app in review',
        app: 'SUSPENDED',
        stored: 'PENDING',
        reach: async (s, a) => s.ask(a, await s.updateInReview(a, 'SUSPENDED')),
      },
    ],
  },
  REJECTED: {
    expect: 'ANSWERS_IN_THE_THREAD',
    ways: [
      {
        how: 'a rejected first submission',
        app: 'REJECTED',
        stored: 'REJECTED',
        reach: async (s, a) => s.ask(a, await s.reject(a, await s.firstSubmission(a))),
      },
      {
        how: 'a rejected first submission whose fix is saved as a draft',
        app: 'DRAFT',
        stored: 'REJECTED',
        reach: async (s, a) =>
          s.ask(
            a,
            await s.saveForm(a, await s.reject(a, await s.firstSubmission(a)), 'SAVE_DRAFT'),
          ),
      },
      {
        how: 'a rejected update of a live app',
        app: 'LIVE',
        stored: 'REJECTED',
        reach: async (s, a) => s.ask(a, await s.rejectUpdate(a, await s.updateInReview(a, 'LIVE'))),
      },
      {
        how: 'a rejected update of a suspended app',
        app: 'SUSPENDED',
        stored: 'REJECTED',
        reach: async (s, a) =>
          s.ask(a, await s.rejectUpdate(a, await s.updateInReview(a, 'SUSPENDED'))),
      },
      {
        how: 'a rejected update of an app unpublished since',
        app: 'DRAFT',
        stored: 'REJECTED',
        reach: async (s, a) =>
          s.ask(
            a,
            await s.unpublish(a, await s.rejectUpdate(a, await s.updateInReview(a, 'LIVE'))),
          ),
      },
    ],
  },
  WITHDRAWN: {
    expect: 'TOLD_WHY_AND_WHERE_TO_WRITE',
    ways: [
      {
        how: 'a first submission withdrawn after the question',
        app: 'DRAFT',
        stored: 'WITHDRAWN',
        reach: async (s, a) => s.withdraw(a, await s.ask(a, await s.firstSubmission(a))),
      },
      {
        how: 'an update withdrawn after the question',
        app: 'LIVE',
        stored: 'WITHDRAWN',
        reach: async (s, a) =>
          s.withdrawUpdate(a, await s.ask(a, await s.updateInReview(a, 'LIVE'))),
      },
      {
        how: 'an update in review when its app was unpublished',
        app: 'DRAFT',
        stored: 'WITHDRAWN',
        reach: async (s, a) => s.unpublish(a, await s.ask(a, await s.updateInReview(a, 'LIVE'))),
      },
    ],
  },
  LIVE: {
    expect: 'TOLD_WHY_AND_WHERE_TO_WRITE',
    ways: [
      {
        how: 'a first submission approved after the question',
        app: 'LIVE',
        stored: 'APPROVED',
        reach: async (s, a) => s.approve(a, await s.ask(a, await s.firstSubmission(a))),
      },
      {
        how: 'a first submission approved after the question, the app suspended since',
        app: 'SUSPENDED',
        stored: 'APPROVED',
        reach: async (s, a) =>
          s.suspend(a, await s.approve(a, await s.ask(a, await s.firstSubmission(a)))),
      },
      {
        how: 'an update approved after the question',
        app: 'LIVE',
        stored: 'APPROVED',
        reach: async (s, a) =>
          s.approveUpdate(a, await s.ask(a, await s.updateInReview(a, 'LIVE'))),
      },
      {
        how: 'an update of a suspended app approved after the question',
        app: 'SUSPENDED',
        stored: 'APPROVED',
        reach: async (s, a) =>
          s.approveUpdate(a, await s.ask(a, await s.updateInReview(a, 'SUSPENDED'))),
      },
    ],
  },
  APPROVED: {
    expect: 'TOLD_WHY_AND_WHERE_TO_WRITE',
    ways: [
      {
        how: 'a first submission approved after the question, the app unpublished since',
        app: 'DRAFT',
        stored: 'APPROVED',
        reach: async (s, a) =>
          s.unpublish(a, await s.approve(a, await s.ask(a, await s.firstSubmission(a)))),
      },
      {
        how: 'the same, the app submitted again',
        app: 'SUBMITTED',
        stored: 'APPROVED',
        reach: async (s, a) =>
          s.saveForm(
            a,
            await s.unpublish(a, await s.approve(a, await s.ask(a, await s.firstSubmission(a)))),
            'SUBMIT',
          ),
      },
      {
        how: 'the same, its new submission rejected',
        app: 'REJECTED',
        stored: 'APPROVED',
        reach: async (s, a) =>
          // Staff reject the app's new submission; the thread followed is the approved one's.
          s.reject(
            a,
            await s.saveForm(
              a,
              await s.unpublish(a, await s.approve(a, await s.ask(a, await s.firstSubmission(a)))),
              'SUBMIT',
            ),
          ),
      },
    ],
  },
  SUPERSEDED: {
    expect: 'TOLD_WHY_AND_WHERE_TO_WRITE',
    ways: [
      {
        how: 'a first submission approved after the question, an update approved since',
        app: 'LIVE',
        stored: 'APPROVED',
        reach: async (s, a) =>
          s.supersede(a, await s.approve(a, await s.ask(a, await s.firstSubmission(a)))),
      },
      {
        how: 'an update approved after the question, the next update approved since',
        app: 'LIVE',
        stored: 'APPROVED',
        reach: async (s, a) =>
          s.supersede(
            a,
            await s.approveUpdate(a, await s.ask(a, await s.updateInReview(a, 'LIVE'))),
          ),
      },
    ],
  },
};

const SEND = `mutation Send($versionId: ID!, $body: String!) {
  sendReviewMessage(versionId: $versionId, body: $body) { id authorRole body } }`;
const THREAD = `query Thread($appId: ID!) { getApplication(appId: $appId) {
  status versions { id status messages { authorRole authorName body } } } }`;

type Thread = {
  status: AppStatus;
  versions: {
    id: string;
    status: VersionStatus;
    messages: { authorRole: string; authorName: string; body: string }[];
  }[];
};

/** The product's steps a thread's version and app go through, as the screens send them. */
function stepsOf(t: ReturnType<typeof useTestApp>) {
  const gql = (query: string, variables: Record<string, unknown>, who: SignedInUser) =>
    gqlWith(t.app, query, variables, who.cookie);
  const forms = new Map<string, AssetKeys>();
  /** The package number of each app's next update. */
  const nextUpdate = new Map<string, number>();

  async function submitUpdate(dev: SignedInUser, appId: string, assets: AssetKeys) {
    const minor = (nextUpdate.get(appId) ?? 0) + 1;
    nextUpdate.set(appId, minor);
    const pack = await storePackage(t.app, t.db, dev.id, `1.${minor}.0`);
    return dataOf<{ id: string }>(
      await gql(
        OPS.saveUpdate,
        { appId, input: updateInput(assets, pack), saveAction: 'SUBMIT' },
        dev,
      ),
      'saveApplicationUpdate',
    ).id;
  }

  return {
    /** The developer's first submission of a new app, through the app form's submit. */
    async firstSubmission({ dev }: Actors): Promise<Reached> {
      const assets = await storeCompleteAssets(t.app, t.db, dev.id, { appVersion: '1.0.0' });
      const created = dataOf<{ appId: string; versions: { id: string }[] }>(
        await gql(OPS.create, { input: completeForm(assets), saveAction: 'SUBMIT' }, dev),
        'createApplication',
      );
      forms.set(created.appId, assets);
      return { appId: created.appId, versionId: created.versions[0]!.id };
    },
    /** A published app (live, or suspended by staff) with an update in review. */
    async updateInReview({ dev }: Actors, status: 'LIVE' | 'SUSPENDED'): Promise<Reached> {
      const { app, assets } = await seedPublishedApp(t.app, t.db, dev.id, status);
      forms.set(app.id, assets);
      return { appId: app.id, versionId: await submitUpdate(dev, app.id, assets) };
    },
    async draftUpdate({ dev }: Actors): Promise<Reached> {
      const { app, assets } = await seedPublishedApp(t.app, t.db, dev.id);
      const pack = await storePackage(t.app, t.db, dev.id, '1.1.0');
      const draft = dataOf<{ id: string }>(
        await gql(
          OPS.saveUpdate,
          { appId: app.id, input: updateInput(assets, pack), saveAction: 'SAVE_DRAFT' },
          dev,
        ),
        'saveApplicationUpdate',
      );
      return { appId: app.id, versionId: draft.id };
    },
    /** The reviewer's question, while the version is in review or rejected. */
    async ask({ reviewer }: Actors, at: Reached): Promise<Reached> {
      dataOf(
        await gql(SEND, { versionId: at.versionId, body: QUESTION }, reviewer),
        'sendReviewMessage',
      );
      return at;
    },
    async approve({ reviewer }: Actors, at: Reached): Promise<Reached> {
      dataOf(await gql(REVIEW.approve, { appId: at.appId }, reviewer), 'approveApplication');
      return at;
    },
    async reject({ reviewer }: Actors, at: Reached): Promise<Reached> {
      const reason = 'The icon is blurry.';
      dataOf(await gql(REVIEW.reject, { appId: at.appId, reason }, reviewer), 'rejectApplication');
      return at;
    },
    async suspend({ reviewer }: Actors, at: Reached): Promise<Reached> {
      dataOf(
        await gql(REVIEW.suspend, { appId: at.appId, reason: 'Crashes' }, reviewer),
        'suspendApplication',
      );
      return at;
    },
    async withdraw({ dev }: Actors, at: Reached): Promise<Reached> {
      dataOf(
        await gql(OPS.update, { appId: at.appId, input: { action: 'WITHDRAW' } }, dev),
        'updateApplication',
      );
      return at;
    },
    async unpublish({ dev }: Actors, at: Reached): Promise<Reached> {
      dataOf(
        await gql(OPS.update, { appId: at.appId, input: { action: 'UNPUBLISH' } }, dev),
        'updateApplication',
      );
      return at;
    },
    /** The app form saved over a rejected or unpublished app, as a draft or submitted. */
    async saveForm({ dev }: Actors, at: Reached, saveAction: 'SAVE_DRAFT' | 'SUBMIT') {
      const form = completeForm(forms.get(at.appId)!);
      dataOf(
        await gql(OPS.update, { appId: at.appId, input: { form, saveAction } }, dev),
        'updateApplication',
      );
      return at;
    },
    async rejectUpdate({ reviewer }: Actors, at: Reached): Promise<Reached> {
      const reason = 'The game crashes at start.';
      dataOf(
        await gql(REVIEW.rejectUpdate, { versionId: at.versionId, reason }, reviewer),
        'rejectApplicationUpdate',
      );
      return at;
    },
    async approveUpdate({ reviewer }: Actors, at: Reached): Promise<Reached> {
      dataOf(
        await gql(REVIEW.approveUpdate, { versionId: at.versionId }, reviewer),
        'approveApplicationUpdate',
      );
      return at;
    },
    async withdrawUpdate({ dev }: Actors, at: Reached): Promise<Reached> {
      dataOf(await gql(OPS.withdrawUpdate, { appId: at.appId }, dev), 'withdrawApplicationUpdate');
      return at;
    },
    /** The next update of the app, submitted and approved: the version followed is superseded. */
    async supersede(actors: Actors, at: Reached): Promise<Reached> {
      const next = await submitUpdate(actors.dev, at.appId, forms.get(at.appId)!);
      dataOf(
        await gql(REVIEW.approveUpdate, { versionId: next }, actors.reviewer),
        'approveApplicationUpdate',
      );
      return at;
    },
  };
}

const WAYS = VERSION_STATUSES.flatMap((state) =>
  THREAD_STATES[state].ways.map((way) => ({
    title: `${state}, app ${way.app}: ${way.how}, so ${THREAD_STATES[state].expect}`,
    state,
    expect: THREAD_STATES[state].expect,
    way,
  })),
);

describe('the thread states under test', () => {
  it('reach every status the history shows, every stored review status and every app status', () => {
    expect(VERSION_STATUSES.filter((state) => THREAD_STATES[state].ways.length === 0)).toEqual([]);
    const stored = new Set(WAYS.map(({ way }) => way.stored));
    expect(VERSION_REVIEW_STATUSES.filter((status) => !stored.has(status))).toEqual([]);
    const apps = new Set(WAYS.map(({ way }) => way.app));
    expect(APP_STATUSES.filter((status) => !apps.has(status))).toEqual([]);
  });
});

describe.each(testTargets())('a reviewer’s last question in every thread state [%s]', (target) => {
  const t = useTestApp(target, { mail: true, env: { SUPPORT_EMAIL: SUPPORT } });
  const steps = stepsOf(t);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const send = (who: SignedInUser, versionId: string, body: string) =>
    gqlWith(t.app, SEND, { versionId, body }, who.cookie);
  const threadOf = async (who: SignedInUser, appId: string, versionId: string) => {
    const app = dataOf<Thread>(
      await gqlWith(t.app, THREAD, { appId }, who.cookie),
      'getApplication',
    );
    const version = app.versions.find((each) => each.id === versionId);
    if (!version) throw new Error(`version ${versionId} is not in its app's history`);
    return { appStatus: app.status, ...version };
  };
  const storedStatusOf = async (versionId: string) =>
    (
      await t.db
        .select({ reviewStatus: applicationVersion.reviewStatus })
        .from(applicationVersion)
        .where(eq(applicationVersion.id, versionId))
    )[0]?.reviewStatus;

  it.for(WAYS.map((each) => [each.title, each] as const))('%s', async ([, each]) => {
    const { state, expect: expected, way } = each;
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev'), name: 'Ada Dev' });
    const reviewer = await signedInUser(t.app, t.db, {
      email: email('reviewer'),
      role: 'admin',
      name: 'Grace Reviewer',
    });
    const since = t.mail.mails.length;
    const { appId, versionId } = await way.reach(steps, { dev, reviewer });

    // The thread is in the state named, as the developer's history shows it and as stored.
    const before = await threadOf(dev, appId, versionId);
    expect({ shown: before.status, app: before.appStatus }).toEqual({ shown: state, app: way.app });
    expect(await storedStatusOf(versionId)).toBe(way.stored);

    if (expected === 'NO_QUESTION_CAN_WAIT') {
      const asked = await send(reviewer, versionId, QUESTION);
      expect(codeOf(asked)).toBe('NOT_FOUND');
      expect(messageOf(asked)).toBe(VERSION_NOT_FOUND);
      const answered = await send(dev, versionId, ANSWER);
      expect(codeOf(answered)).toBe('REVIEW_THREAD_NOT_STARTED');
      expect(messageOf(answered)).toBe(REVIEW_THREAD_NOT_STARTED);
      expect((await threadOf(dev, appId, versionId)).messages).toEqual([]);
      return;
    }

    // The reviewer's question is the thread's last message, and the developer was mailed it
    // with a link to the history that shows the thread.
    expect(before.messages.at(-1)).toEqual({
      authorRole: 'REVIEWER',
      authorName: 'Grace Reviewer',
      body: QUESTION,
    });
    await t.drainJobs();
    const question = await t.mail.waitFor(dev.email, {
      since,
      subject: reviewMessageMailSubject('REVIEWER', 'Space Chase'),
    });
    expect(question.text).toContain(QUESTION);
    expect(question.text).toContain(`${TEST_PUBLIC_URL}/apps/${appId}/versions`);

    const answered = await send(dev, versionId, ANSWER);
    const after = await threadOf(dev, appId, versionId);
    if (expected === 'ANSWERS_IN_THE_THREAD') {
      expect(dataOf(answered, 'sendReviewMessage')).toMatchObject({
        authorRole: 'DEVELOPER',
        body: ANSWER,
      });
      expect(after.messages).toEqual([
        ...before.messages,
        { authorRole: 'DEVELOPER', authorName: 'Ada Dev', body: ANSWER },
      ]);
      // The reviewer sees the same thread, and is told of the answer.
      expect((await threadOf(reviewer, appId, versionId)).messages).toEqual(after.messages);
      await t.drainJobs();
      const toReviewer = await t.mail.waitFor(reviewer.email, {
        since,
        subject: reviewMessageMailSubject('DEVELOPER', 'Space Chase'),
      });
      expect(toReviewer.text).toContain(ANSWER);
      return;
    }

    // Closed: refused with why, nothing stored, the question still readable; the mail that
    // brought it said where to write once the conversation closes, and replies go there.
    expect(codeOf(answered)).toBe('REVIEW_THREAD_CLOSED');
    expect(messageOf(answered)).toBe(REVIEW_THREAD_CLOSED);
    expect(after.messages).toEqual(before.messages);
    expect(question.text).toContain(
      `Once it is decided or withdrawn, the conversation closes: then reply to this email or write to ${SUPPORT}.`,
    );
    expect(question.replyTo).toBe(SUPPORT);
  });
});
