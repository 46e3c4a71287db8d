import { count } from 'drizzle-orm';
import {
  REVIEW_MESSAGE_REQUIRED,
  REVIEW_MESSAGE_TOO_LONG,
  REVIEW_THREAD_CLOSED,
  REVIEW_THREAD_NOT_STARTED,
  VERSION_NOT_FOUND,
} from '@vmu/domain';
import { describe, expect, it } from 'vitest';
import { reviewMessage } from '../../db/schema/review';
import { reviewMessageMailSubject } from '../../platform/mail/review-message-mails';
import { seedApplication, seedVersion, verifiedDeveloper } from '../../test/app-fixtures';
import { dataOf, gqlWith, messageOf, OPERATIONS } from '../../test/apps-operations';
import { codeOf, signedInUser, type SignedInUser } from '../../test/developer-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const SUPPORT = 'review-inbox@vmu.example';

const MESSAGE_FIELDS = 'id authorRole authorName body createdAt';
const SEND = `mutation Send($versionId: ID!, $body: String!) {
  sendReviewMessage(versionId: $versionId, body: $body) { ${MESSAGE_FIELDS} } }`;
const THREADS = `query Threads($appId: ID!) {
  getApplication(appId: $appId) { versions { id messages { ${MESSAGE_FIELDS} } } } }`;

const LIST_THREADS = `query ListThreads {
  listDeveloperApplications { items { appId versions { id messages { ${MESSAGE_FIELDS} } } } } }`;

type Message = {
  id: string;
  authorRole: 'REVIEWER' | 'DEVELOPER';
  authorName: string;
  body: string;
  createdAt: string;
};
type Threads = { versions: { id: string; messages: Message[] }[] };

describe.each(testTargets())('review conversation [%s]', (target) => {
  const t = useTestApp(target, { mail: true, env: { SUPPORT_EMAIL: SUPPORT } });
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);
  const send = (who: SignedInUser, versionId: string, body: string) =>
    gql(SEND, { versionId, body }, who.cookie);
  const threadsOf = async (who: SignedInUser, appId: string) =>
    dataOf<Threads>(await gql(THREADS, { appId }, who.cookie), 'getApplication').versions;
  const storedMessages = async () => (await t.db.select({ n: count() }).from(reviewMessage))[0]?.n;

  /** A first submission in review, as the app form's submit leaves it; its version's id read back. */
  async function submittedApp(owner: SignedInUser) {
    const app = await seedApplication(t.db, owner.id, {
      status: 'SUBMITTED',
      appName: 'Space Chase',
    });
    await seedVersion(t.db, app.id, { reviewStatus: 'PENDING', versionNumber: '1.0.0' });
    const [version] = await threadsOf(owner, app.id);
    return { appId: app.id, versionId: version!.id };
  }

  it('reviewer and developer write in turn, each side is mailed, both read the thread in order', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev'), name: 'Ada Dev' });
    const grace = await signedInUser(t.app, t.db, {
      email: email('admin'),
      role: 'admin',
      name: 'Grace Reviewer',
    });
    const { appId, versionId } = await submittedApp(dev);
    const since = t.mail.mails.length;

    // No reviewer has written yet: the developer's question reaches the review team's inbox.
    const question = dataOf<Message>(
      await send(dev, versionId, '  Is the icon size right?  '),
      'sendReviewMessage',
    );
    expect(question).toMatchObject({
      authorRole: 'DEVELOPER',
      authorName: 'Ada Dev',
      body: 'Is the icon size right?',
    });
    await t.drainJobs();
    const toSupport = await t.mail.waitFor(SUPPORT, {
      since,
      subject: reviewMessageMailSubject('DEVELOPER', 'Space Chase'),
    });
    expect(toSupport.text).toContain('Ada Dev, the developer, wrote about version 1.0.0');
    expect(toSupport.text).toContain(`${TEST_PUBLIC_URL}/admin/review`);

    // The reviewer's answer is plain text: stored and returned as written, escaped in the mail.
    const answer = 'Use <script>alert("x")</script> & see https://example.com/icons?a=1&b=2';
    const reply = dataOf<Message>(await send(grace, versionId, answer), 'sendReviewMessage');
    expect(reply).toMatchObject({
      authorRole: 'REVIEWER',
      authorName: 'Grace Reviewer',
      body: answer,
    });
    await t.drainJobs();
    const toDeveloper = await t.mail.waitFor(dev.email, {
      since,
      subject: reviewMessageMailSubject('REVIEWER', 'Space Chase'),
    });
    expect(toDeveloper.text).toContain('Hello Ada Dev,');
    expect(toDeveloper.text).toContain(answer);
    expect(toDeveloper.text).toContain(`${TEST_PUBLIC_URL}/apps/${appId}/versions`);
    // Once decided, the conversation closes: the mail says where to write then.
    expect(toDeveloper.text).toContain(
      `Once it is decided or withdrawn, the conversation closes: then reply to this email or write to ${SUPPORT}.`,
    );
    expect(toDeveloper.replyTo).toBe(SUPPORT);
    expect(toDeveloper.html).toContain(
      'Use &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; see',
    );
    expect(toDeveloper.html).not.toContain('<script>');

    // Once a reviewer wrote, the developer's messages go to that reviewer.
    const thanks = dataOf<Message>(await send(dev, versionId, 'Thanks!'), 'sendReviewMessage');
    await t.drainJobs();
    const toReviewer = await t.mail.waitFor(grace.email, {
      since,
      subject: reviewMessageMailSubject('DEVELOPER', 'Space Chase'),
    });
    expect(toReviewer.text).toContain('Hello Grace Reviewer,');
    expect(toReviewer.text).toContain('Thanks!');
    expect(t.mail.mails.slice(since).filter((mail) => mail.to.includes(SUPPORT))).toHaveLength(1);

    // Both sides read the same thread, oldest first, with names and roles.
    const thread = [question, reply, thanks];
    expect(await threadsOf(dev, appId)).toEqual([{ id: versionId, messages: thread }]);
    expect(await threadsOf(grace, appId)).toEqual([{ id: versionId, messages: thread }]);
  });

  it('refuses strangers, bad bodies, drafts and closed threads, storing nothing', async () => {
    const dev = await verifiedDeveloper(t.app, t.db, { email: email('dev') });
    const other = await verifiedDeveloper(t.app, t.db, { email: email('other') });
    const admin = await signedInUser(t.app, t.db, { email: email('admin'), role: 'admin' });
    const { appId, versionId } = await submittedApp(dev);
    dataOf(await send(admin, versionId, 'Please check the icon.'), 'sendReviewMessage');

    // Another developer can neither write nor read: the thread is only reachable through the app.
    const intrusion = await send(other, versionId, 'Hello');
    expect(codeOf(intrusion)).toBe('NOT_FOUND');
    expect(messageOf(intrusion)).toBe(VERSION_NOT_FOUND);
    expect(codeOf(await gql(THREADS, { appId }, other.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await send(dev, 'not-a-version', 'Hello'))).toBe('NOT_FOUND');
    expect(codeOf(await gql(SEND, { versionId, body: 'Hello' }))).toBe('UNAUTHENTICATED');

    const tooLong = await send(dev, versionId, 'x'.repeat(2001));
    expect(codeOf(tooLong)).toBe('VALIDATION_FAILED');
    expect(messageOf(tooLong)).toBe(REVIEW_MESSAGE_TOO_LONG);
    expect(messageOf(await send(dev, versionId, ' \n '))).toBe(REVIEW_MESSAGE_REQUIRED);
    expect(await storedMessages()).toBe(1);

    // A draft update has no thread yet; admins do not see drafts at all.
    const live = await seedApplication(t.db, dev.id, { status: 'LIVE', visibility: 'PUBLIC' });
    const draft = await seedVersion(t.db, live.id, { reviewStatus: 'DRAFT', isUpdate: true });
    const toDraft = await send(dev, draft.id, 'Hello');
    expect(codeOf(toDraft)).toBe('REVIEW_THREAD_NOT_STARTED');
    expect(messageOf(toDraft)).toBe(REVIEW_THREAD_NOT_STARTED);
    expect(codeOf(await send(admin, draft.id, 'Hello'))).toBe('NOT_FOUND');

    // Withdrawn: the thread stays readable and takes no more messages from either side.
    dataOf(
      await gql(OPERATIONS.update, { appId, input: { action: 'WITHDRAW' } }, dev.cookie),
      'updateApplication',
    );
    for (const who of [dev, admin]) {
      const closed = await send(who, versionId, 'One more thing');
      expect(codeOf(closed)).toBe('REVIEW_THREAD_CLOSED');
      expect(messageOf(closed)).toBe(REVIEW_THREAD_CLOSED);
    }
    expect(await storedMessages()).toBe(1);
    // A list reads every version's thread at once, each with its own messages.
    const listed = dataOf<{ items: { appId: string; versions: Threads['versions'] }[] }>(
      await gql(LIST_THREADS, {}, dev.cookie),
      'listDeveloperApplications',
    );
    expect(Object.fromEntries(listed.items.map((item) => [item.appId, item.versions]))).toEqual({
      [appId]: [
        { id: versionId, messages: [expect.objectContaining({ body: 'Please check the icon.' })] },
      ],
      [live.id]: [{ id: draft.id, messages: [] }],
    });

    // An admin's own app: they write in its thread as its developer.
    const own = await submittedApp(admin);
    const asOwner = dataOf<Message>(await send(admin, own.versionId, 'Ready'), 'sendReviewMessage');
    expect(asOwner.authorRole).toBe('DEVELOPER');
  });
});
