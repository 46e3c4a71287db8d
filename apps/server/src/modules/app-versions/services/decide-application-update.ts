import { and, eq, sql } from 'drizzle-orm';
import { hasBeenPublished, versionStatusOf } from '@vmu/domain';
import { user } from '../../../db/schema/accounts';
import { application, applicationVersion } from '../../../db/schema/apps';
import { applicationReviewEvent } from '../../../db/schema/review';
import { appReviewMail } from '../../../platform/mail/app-review-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import type { ApplicationVersionRow } from '../../apps';
import { developerDeleted, ownApplication } from '../../app-review';
import { recordReviewMessage } from '../../review-threads';
import type { MailingDeps } from '../../shared/mailing-deps';
import { updateAppNotPublished, updateNotInReview } from '../version-errors';
import { isVersionId, versionNotFound } from '../../shared/version-lookup';
import { lockApplication } from './lock-application';

export type UpdateDecision = { step: 'approve'; reason: null } | { step: 'reject'; reason: string };

/**
 * An admin's decision on an update in review (decision 0034), in one transaction under the app
 * row's lock: the app must still be published (or suspended), and the version still in review (a
 * conditional update, so of an approval and a withdrawal or another decision exactly one wins).
 * Approving makes the update the app's: package, listing, assets and current version; the
 * status stays (a suspended app stays suspended) and no file is removed (a superseded package
 * stays downloadable). Rejecting keeps the live version and writes the reason as the reviewer's
 * message. Both are audited and mail the developer when they commit.
 */
export async function decideApplicationUpdate(
  deps: MailingDeps,
  request: { versionId: string; adminId: string } & UpdateDecision,
): Promise<ApplicationVersionRow> {
  const { versionId, adminId, step, reason } = request;
  if (!isVersionId(versionId)) throw versionNotFound();
  return deps.db.transaction(async (tx) => {
    const [version] = await tx
      .select({ applicationId: applicationVersion.applicationId })
      .from(applicationVersion)
      .where(and(eq(applicationVersion.id, versionId), eq(applicationVersion.isUpdate, true)));
    if (!version) throw versionNotFound();
    const app = await lockApplication(tx, { appId: version.applicationId });
    if (!app) throw versionNotFound();
    if (app.developerId === adminId) throw ownApplication();
    const [owner] = await tx
      .select({ deletedAt: user.deletedAt })
      .from(user)
      .where(eq(user.id, app.developerId));
    if (owner?.deletedAt) throw developerDeleted();
    if (!hasBeenPublished(app.status)) throw updateAppNotPublished(app.status);

    const [decided] = await tx
      .update(applicationVersion)
      .set(
        step === 'approve'
          ? {
              reviewStatus: 'APPROVED',
              approvedAt: sql`now()`,
              decidedAt: sql`now()`,
              updatedAt: sql`now()`,
            }
          : {
              reviewStatus: 'REJECTED',
              reviewNotes: reason,
              decidedAt: sql`now()`,
              updatedAt: sql`now()`,
            },
      )
      .where(
        and(
          eq(applicationVersion.id, versionId),
          eq(applicationVersion.isUpdate, true),
          eq(applicationVersion.reviewStatus, 'PENDING'),
        ),
      )
      .returning();
    if (!decided) {
      const [found] = await tx
        .select()
        .from(applicationVersion)
        .where(eq(applicationVersion.id, versionId));
      if (!found) throw versionNotFound();
      throw updateNotInReview(versionStatusOf(found, app));
    }

    if (step === 'approve') {
      const listing = decided.listing;
      if (!listing) throw new Error(`update ${versionId} has no listing`);
      await tx
        .update(application)
        .set({
          shortDescription: listing.shortDescription,
          longDescription: listing.longDescription,
          ageRating: { ...app.ageRating, pegi: listing.pegiRating },
          termsAndConditionsUrl: listing.termsAndConditionsUrl,
          privacyPolicyUrl: listing.privacyPolicyUrl,
          assets: { ...listing.assets, vmupack: decided.binaryKey },
          currentVersion: decided.versionNumber,
          extractedVersion: decided.versionNumber,
          extractedAppName: decided.packageName,
          vmupackSize: decided.fileSize,
          currentVersionId: decided.id,
          updatedAt: sql`now()`,
        })
        .where(eq(application.id, app.id));
    } else {
      await recordReviewMessage(tx, {
        versionId,
        authorId: adminId,
        authorRole: 'REVIEWER',
        body: reason,
      });
    }

    await tx.insert(applicationReviewEvent).values({
      applicationId: app.id,
      actorId: adminId,
      action: step === 'approve' ? 'APPROVE_UPDATE' : 'REJECT_UPDATE',
      fromStatus: app.status,
      toStatus: app.status,
      reason,
    });
    const [developer] = await tx
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, app.developerId));
    if (!developer) throw new Error(`the developer of application ${app.id} vanished`);
    await queueMail(
      deps.jobs,
      appReviewMail(step === 'approve' ? 'approveUpdate' : 'rejectUpdate', {
        to: developer.email,
        name: developer.name,
        appId: app.id,
        appName: app.appName,
        version: decided.versionNumber,
        reason,
        publicUrl: deps.publicUrl,
        supportEmail: deps.supportEmail,
      }),
      { tx },
    );
    return decided;
  });
}
