import { and, desc, eq } from 'drizzle-orm';
import { THREAD_OPEN_STATUSES, type ReviewMessageAuthorRole } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/accounts';
import { application, applicationVersion } from '../../../db/schema/apps';
import { reviewMessage } from '../../../db/schema/review';
import { queueMail } from '../../../platform/mail/mail-queue';
import { reviewMessageMail } from '../../../platform/mail/review-message-mails';
import { isVersionId, versionNotFound } from '../../shared/version-lookup';
import { recordAuditEvent } from '../../audit-log';
import type { MailingDeps } from '../../shared/mailing-deps';
import { reviewThreadClosed, reviewThreadNotStarted } from '../review-thread-errors';
import type { ReviewMessageMapper } from '../schema.mappers';
import { recordReviewMessage } from './record-review-message';

const OPEN = new Set<string>(THREAD_OPEN_STATUSES);

/**
 * A message of the app's owner (as DEVELOPER) or of an admin (as REVIEWER; an admin who owns
 * the app writes as its developer) in a version's conversation (decision 0034). The version row is
 * locked while the message is written, so a decision or a withdrawal that changes its status
 * either commits first (and the message is refused) or waits for it. The other side's mail is
 * queued in the same transaction. Anyone else, and a draft for an admin (drafts are the
 * developer's own), get NOT_FOUND, as for a version that does not exist. `body` was parsed.
 */
export async function sendReviewMessage(
  deps: MailingDeps,
  request: {
    versionId: string;
    author: { id: string; name: string; isAdmin: boolean };
    body: string;
  },
): Promise<ReviewMessageMapper> {
  const { versionId, author, body } = request;
  if (!isVersionId(versionId)) throw versionNotFound();
  return deps.db.transaction(async (tx) => {
    const [version] = await tx
      .select({
        reviewStatus: applicationVersion.reviewStatus,
        versionNumber: applicationVersion.versionNumber,
        appId: application.id,
        appName: application.appName,
        developerId: application.developerId,
      })
      .from(applicationVersion)
      .innerJoin(application, eq(application.id, applicationVersion.applicationId))
      .where(eq(applicationVersion.id, versionId))
      .for('update', { of: applicationVersion });
    if (!version) throw versionNotFound();
    const authorRole: ReviewMessageAuthorRole | null =
      version.developerId === author.id ? 'DEVELOPER' : author.isAdmin ? 'REVIEWER' : null;
    if (!authorRole) throw versionNotFound();
    if (version.reviewStatus === 'DRAFT') {
      if (authorRole === 'REVIEWER') throw versionNotFound();
      throw reviewThreadNotStarted();
    }
    if (!OPEN.has(version.reviewStatus)) throw reviewThreadClosed();

    const row = await recordReviewMessage(tx, { versionId, authorId: author.id, authorRole, body });
    if (authorRole === 'REVIEWER') {
      // What staff tell a developer is a staff action like a decision (decision 0058).
      await recordAuditEvent(tx, {
        actorId: author.id,
        action: 'MESSAGE_DEVELOPER',
        targetType: 'APPLICATION',
        targetId: version.appId,
        targetLabel: version.appName,
        details: { version: version.versionNumber, message: row.body },
      });
    }
    const recipient =
      authorRole === 'REVIEWER'
        ? await developerOf(tx, version.developerId)
        : await lastReviewerOf(tx, versionId);
    await queueMail(
      deps.jobs,
      reviewMessageMail({
        // While no reviewer has written, the developer's message reaches the review team.
        to: recipient?.email ?? deps.supportEmail,
        name: recipient?.name ?? '',
        authorRole,
        authorName: author.name,
        appName: version.appName,
        versionNumber: version.versionNumber,
        body: row.body,
        link:
          authorRole === 'REVIEWER'
            ? `${deps.publicUrl}/apps/${version.appId}/versions`
            : `${deps.publicUrl}/admin/review`,
        supportEmail: deps.supportEmail,
      }),
      { tx },
    );
    return { ...row, authorName: author.name };
  });
}

async function developerOf(tx: Database, developerId: string) {
  const [developer] = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, developerId));
  if (!developer) throw new Error(`the developer ${developerId} of a version vanished`);
  return developer;
}

/** The reviewer who wrote last in this thread, or null while none has. */
async function lastReviewerOf(tx: Database, versionId: string) {
  const [reviewer] = await tx
    .select({ email: user.email, name: user.name })
    .from(reviewMessage)
    .innerJoin(user, eq(user.id, reviewMessage.authorId))
    .where(and(eq(reviewMessage.versionId, versionId), eq(reviewMessage.authorRole, 'REVIEWER')))
    .orderBy(desc(reviewMessage.createdAt), desc(reviewMessage.id))
    .limit(1);
  return reviewer ?? null;
}
