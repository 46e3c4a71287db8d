import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { APP_TRANSITIONS, type AppStatus } from '@vmu/domain';
import { user } from '../../../db/schema/accounts';
import { application, applicationVersion } from '../../../db/schema/apps';
import { applicationReviewEvent, type ReviewAction } from '../../../db/schema/review';
import { appReviewMail, type AppReviewMailAction } from '../../../platform/mail/app-review-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import type { MailingDeps } from '../../shared/mailing-deps';
import { applicationNotFound, isApplicationId } from '../../apps';
import type { ApplicationRow } from '../../apps';
import { recordReviewMessage } from '../../review-threads';
import { deletedNow, suspendedNow } from '../../user-management';
import {
  alreadyReviewed,
  developerDeleted,
  developerSuspended,
  ownApplication,
} from '../review-errors';

/**
 * The lifecycle's admin steps (docs/product.md, "Application status"), as the state machine names
 * them.
 */
export type ModerationStep = Extract<AppReviewMailAction, keyof typeof APP_TRANSITIONS>;

const AUDIT_ACTION: Record<ModerationStep, ReviewAction> = {
  approve: 'APPROVE',
  reject: 'REJECT',
  suspend: 'SUSPEND',
  restore: 'RESTORE',
};

// Each admin step leaves exactly one status, so the audit row's "from" is known once it matched.
function fromStatusOf(step: ModerationStep): AppStatus {
  const [from, ...others] = APP_TRANSITIONS[step].from;
  if (!from || others.length > 0) throw new Error(`${step} must leave exactly one status`);
  return from;
}

/**
 * One admin step through the lifecycle's transition table, in one transaction: a conditional
 * update of the app (`where id = $1 and status in (from)`, never the admin's own app), the
 * version's review outcome, and the audit row. Of two admins acting at once exactly one wins;
 * the other gets ALREADY_REVIEWED and nothing is written. The developer's mail is queued in
 * the same transaction, so it goes out exactly when the step commits.
 */
export async function moderateApplication(
  deps: MailingDeps,
  request: { appId: string; adminId: string; step: ModerationStep; reason: string | null },
): Promise<ApplicationRow> {
  const { appId, adminId, step, reason } = request;
  if (!isApplicationId(appId)) throw applicationNotFound();
  const { from, to, visibility } = APP_TRANSITIONS[step];
  const fromStatus = fromStatusOf(step);
  const publishes = step === 'approve' || step === 'restore';

  return deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(application)
      .set({
        status: to,
        ...(visibility ? { visibility } : {}),
        // The reason the developer sees on the card: set by reject, cleared by approve.
        ...(step === 'reject' ? { rejectionReason: reason } : {}),
        ...(step === 'approve' ? { rejectionReason: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(application.id, appId),
          inArray(application.status, [...from]),
          ne(application.developerId, adminId),
          sql`not ${deletedNow(application.developerId)}`,
          // A suspended account's apps stay off the store until the account is restored.
          publishes ? sql`not ${suspendedNow(application.developerId)}` : undefined,
        ),
      )
      .returning();
    if (!moved) {
      const [found] = await tx
        .select({
          developerId: application.developerId,
          status: application.status,
          developerSuspended: suspendedNow(application.developerId),
          developerDeleted: deletedNow(application.developerId),
        })
        .from(application)
        .where(eq(application.id, appId));
      if (!found) throw applicationNotFound();
      if (found.developerId === adminId) throw ownApplication();
      if (found.developerDeleted) throw developerDeleted();
      if (publishes && found.developerSuspended && from.includes(found.status)) {
        throw developerSuspended();
      }
      throw alreadyReviewed(step, found.status);
    }
    let row = moved;
    if (step === 'approve' || step === 'reject') {
      // The submission of the app itself in review (an update in review is decided apart).
      const [version] = await tx
        .update(applicationVersion)
        .set(
          step === 'approve'
            ? { reviewStatus: 'APPROVED', approvedAt: sql`now()`, decidedAt: sql`now()` }
            : { reviewStatus: 'REJECTED', reviewNotes: reason, decidedAt: sql`now()` },
        )
        .where(
          and(
            eq(applicationVersion.applicationId, appId),
            eq(applicationVersion.isUpdate, false),
            eq(applicationVersion.reviewStatus, 'PENDING'),
          ),
        )
        .returning({ id: applicationVersion.id });
      if (version && step === 'approve') {
        const [current] = await tx
          .update(application)
          .set({ currentVersionId: version.id })
          .where(eq(application.id, appId))
          .returning();
        if (current) row = current;
      }
      // The reason is the reviewer's last message of the rejected submission's conversation.
      if (version && step === 'reject' && reason) {
        await recordReviewMessage(tx, {
          versionId: version.id,
          authorId: adminId,
          authorRole: 'REVIEWER',
          body: reason,
        });
      }
    }
    await tx.insert(applicationReviewEvent).values({
      applicationId: appId,
      actorId: adminId,
      action: AUDIT_ACTION[step],
      fromStatus,
      toStatus: to,
      reason,
    });
    const [developer] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, moved.developerId));
    if (!developer) throw new Error(`the developer of application ${appId} vanished`);
    await queueMail(
      deps.jobs,
      appReviewMail(step, {
        to: developer.email,
        name: developer.name,
        appId,
        appName: moved.appName,
        reason,
        publicUrl: deps.publicUrl,
        supportEmail: deps.supportEmail,
      }),
      { tx },
    );
    return row;
  });
}
