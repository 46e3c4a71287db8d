import {
  BACK_TO_REVIEW_NOT_CONFIRMED,
  backToReviewNote,
  businessNameOf,
  changedReviewedDetails,
  companyNameOf,
  currencyAfterCountryChange,
  detailsChangeNeedsReview,
  detailsChangeRefusal,
  reviewedDetailsOf,
  type AccountDetails,
} from '@vmu/domain';
import { eq, sql } from 'drizzle-orm';
import { user } from '../../../db/schema/accounts';
import { developerProfile, developerStatusChange } from '../../../db/schema/developers';
import { connectedAccount } from '../../../db/schema/payments';
import { AppError } from '../../../errors';
import { backInReviewMail } from '../../../platform/mail/account-details-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import type { DeveloperProfileRow } from '../../developers';
import { fullNameOf } from '../../developer-review';
import { recordAuditEvent } from '../../audit-log';
import type { MailingDeps } from '../../shared/mailing-deps';
import {
  PROFILE_NOT_FOUND_MESSAGE,
  PROFILE_NOT_VERIFIED_MESSAGE,
} from '../../shared/guards/require-profile-developer';

export type AccountDetailsSaved = {
  profile: DeveloperProfileRow;
  email: string;
  sentToReview: boolean;
};

/** The profile columns the details set, in the onboarding's shapes. */
function valuesOf(row: DeveloperProfileRow, details: AccountDetails) {
  const companyName = companyNameOf(details);
  const person = { firstName: details.firstName, lastName: details.lastName };
  // A business name the developer chose themselves (updateUserProfile) stays; the one the
  // onboarding computed follows the new details.
  const computedBefore =
    row.firstName && row.lastName
      ? businessNameOf({
          firstName: row.firstName,
          lastName: row.lastName,
          companyName: row.companyName,
        })
      : null;
  const keepsOwnBusinessName = row.businessName !== null && row.businessName !== computedBefore;
  const { stepData } = row;
  return {
    ...person,
    address: details.address,
    city: details.city,
    postalCode: details.postalCode,
    country: details.country,
    // The currency follows the country while it is the old country's default (decision 0057).
    currency: currencyAfterCountryChange({
      currency: row.currency,
      countryBefore: row.country,
      countryAfter: details.country,
    }),
    accountType: details.accountType,
    companyName,
    legalName: details.legalName,
    businessName: keepsOwnBusinessName
      ? row.businessName
      : businessNameOf({ ...person, companyName }),
    // The onboarding's own record of its steps follows, so its forms show what is current.
    stepData: {
      ...stepData,
      ...(stepData.country ? { country: { country: details.country } } : {}),
      ...(stepData.developerDetails
        ? {
            developerDetails: {
              ...person,
              address: details.address,
              city: details.city,
              postalCode: details.postalCode,
              ...(companyName ? { companyName } : {}),
            },
          }
        : {}),
    },
  };
}

function unchanged(row: DeveloperProfileRow, values: ReturnType<typeof valuesOf>): boolean {
  return (Object.keys(values) as (keyof typeof values)[]).every((key) =>
    key === 'stepData'
      ? JSON.stringify(values.stepData) === JSON.stringify(row.stepData)
      : values[key] === row[key],
  );
}

/**
 * Saves a verified developer's details in one transaction (decisions 0044 and 0057). A change to
 * any detail staff verified needs `confirmReview`, then sends the account back to review in the
 * same transaction: status pending (paid sales and payouts stop), a history row naming the
 * change (the staff's queue lists the account again), an entry in the staff's audit log, and the
 * developer's mail. A new country is refused once a payment account exists. The profile row is
 * locked, so two saves of the same developer do not both decide from the old details.
 */
export async function updateAccountDetails(
  deps: MailingDeps,
  userId: string,
  details: AccountDetails,
  options: { confirmReview: boolean },
  now: Date = new Date(),
): Promise<AccountDetailsSaved> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ profile: developerProfile, email: user.email })
      .from(developerProfile)
      .innerJoin(user, eq(user.id, developerProfile.userId))
      .where(eq(developerProfile.userId, userId))
      .for('update', { of: developerProfile });
    if (!found) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND_MESSAGE, 404);
    const { profile: row, email } = found;
    // Checked again under the lock: staff may have changed the status since the request began.
    if (row.developerStatus !== 'verified') {
      throw new AppError('ACCOUNT_NOT_VERIFIED', PROFILE_NOT_VERIFIED_MESSAGE, 403);
    }
    const [account] = await tx
      .select()
      .from(connectedAccount)
      .where(eq(connectedAccount.developerId, userId))
      .for('share');

    const values = valuesOf(row, details);
    if (unchanged(row, values)) return { profile: row, email, sentToReview: false };

    const before = reviewedDetailsOf(row);
    const after = reviewedDetailsOf(values);
    const changed = changedReviewedDetails(before, after);
    const refusal = detailsChangeRefusal({
      status: row.developerStatus,
      changed,
      hasPaymentAccount: account !== undefined,
    });
    if (refusal) throw new AppError('COUNTRY_FIXED_BY_PAYMENT_ACCOUNT', refusal, 409);
    const sentToReview = detailsChangeNeedsReview({ status: row.developerStatus, changed });
    if (sentToReview && !options.confirmReview) {
      throw new AppError('REVIEW_CONFIRMATION_REQUIRED', BACK_TO_REVIEW_NOT_CONFIRMED, 409);
    }
    const note = sentToReview ? backToReviewNote(changed, before, after) : null;

    const [updated] = await tx
      .update(developerProfile)
      .set({
        ...values,
        ...(note
          ? { developerStatus: 'pending' as const, lastStatusChange: now, verificationNotes: note }
          : {}),
        updatedAt: now,
        profileVersion: sql`${developerProfile.profileVersion} + 1`,
      })
      .where(eq(developerProfile.userId, userId))
      .returning();
    if (!updated) throw new Error(`developer profile of ${userId} vanished on update`);

    if (note) {
      await tx.insert(developerStatusChange).values({
        userId,
        changedBy: userId,
        fromStatus: 'verified',
        toStatus: 'pending',
        notes: note,
        changedAt: now,
      });
      await recordAuditEvent(tx, {
        actorId: userId,
        action: 'CHANGE_VERIFIED_DETAILS',
        targetType: 'USER',
        targetId: userId,
        targetLabel: fullNameOf(updated) || email,
        reason: note,
        // One line per changed detail, read on the audit screen as "Country: US → GB".
        details: Object.fromEntries(
          changed.map((field) => [
            field,
            `${before[field] || '(none)'} → ${after[field] || '(none)'}`,
          ]),
        ),
      });
      await queueMail(
        deps.jobs,
        backInReviewMail({
          to: email,
          name: fullNameOf(updated),
          changed,
          publicUrl: deps.publicUrl,
          supportEmail: deps.supportEmail,
        }),
        { tx },
      );
    }
    return { profile: updated, email, sentToReview };
  });
}
