import { and, eq, inArray, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_DELETION_CODE_ATTEMPTS,
  ACCOUNT_DELETION_CODE_ATTEMPTS_EXCEEDED,
  ACCOUNT_DELETION_CODE_INVALID,
  ACCOUNT_DELETION_CONFIRMATION_MISMATCH,
  accountDeletionConfirmed,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DELETED_ACCOUNT_NAME,
  deletedAccountEmail,
  type DeleteAccountInput,
  type Role,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { lastSignIn } from '../../../db/schema/account-suspensions';
import {
  account as signInMethod,
  accountRateLimit,
  session,
  user,
  verification,
} from '../../../db/schema/accounts';
import { apiToken } from '../../../db/schema/api-tokens';
import { application, applicationVersion } from '../../../db/schema/apps';
import { developerProfile } from '../../../db/schema/developers';
import { purchase } from '../../../db/schema/purchases';
import { twoFactor } from '../../../db/schema/two-factor';
import { AppError } from '../../../errors';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import { accountDeletedMail } from '../../../platform/mail/account-deletion-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import { hitAccountLimit } from '../../shared/account-rate-limit';
import { recordAuditEvent } from '../../audit-log';
import { CLOSE_PURCHASE_CHECKOUT_JOB, type PurchaseToClose } from '../../purchases';
import { deletionCodeIdentifier, deletionCodeMatches } from './deletion-code';
import {
  lockLiveAccount,
  lockWorkingAdmins,
  refuseBlockedDeletion,
} from './refuse-blocked-deletion';
import { REMOVE_DELETED_ACCOUNT_FILES_JOB } from './remove-deleted-account-files';

/** The window in which ACCOUNT_DELETION_CODE_ATTEMPTS wrong codes are allowed. */
const CODE_ATTEMPT_WINDOW = { max: ACCOUNT_DELETION_CODE_ATTEMPTS, windowSeconds: 10 * 60 };

export type DeletedAccount = { deletedAt: Date };

/**
 * Deletes the signed-in account (decision 0047), in one transaction:
 * - its apps leave the store: apps never published go with their versions; published ones stay
 *   as private drafts (suspended and rejected ones keep their status) with their open versions
 *   withdrawn, so buyers' purchases and the app data the privacy policy keeps still have them;
 * - its personal data goes: sign-in methods, sessions (signed out everywhere), two-factor,
 *   API tokens, codes, the profile's personal and onboarding details and preferences;
 * - what tax law needs stays: the sales ledger and payout statements (no foreign keys), the
 *   profile's legal name, country and account type, and the connected payment account;
 * - the user row stays, emptied, so every record that names its id keeps working (the audit
 *   log, review messages, statements) and shows "Deleted account".
 * - its purchases still waiting for a payment close, their checkouts closed at the provider by
 *   jobs (decision 0056); a payment that arrives anyway is refused and given back.
 * The uploaded files no kept app uses are removed by a job, and the old address is told, both
 * recorded in the same transaction.
 */
export async function deleteAccount(
  deps: { db: Database; jobs: JobQueue },
  viewer: { id: string; email: string; role: Role },
  input: DeleteAccountInput,
): Promise<DeletedAccount> {
  const { db, jobs } = deps;
  if (!accountDeletionConfirmed(input.confirmation, viewer.email)) {
    throw new AppError(
      'CONFIRMATION_MISMATCH',
      ACCOUNT_DELETION_CONFIRMATION_MISMATCH,
      400,
      'confirmation',
    );
  }
  // Counted outside the transaction: a wrong code rolls the transaction back, not the count.
  const verdict = await hitAccountLimit(
    db,
    `account:deletion-code-attempts:${viewer.id}`,
    CODE_ATTEMPT_WINDOW,
  );
  if (!verdict.allowed) {
    throw new AppError('RATE_LIMITED', ACCOUNT_DELETION_CODE_ATTEMPTS_EXCEEDED, 429, 'code');
  }

  return db.transaction(async (tx) => {
    const admins = await lockWorkingAdmins(tx, viewer.role);
    const account = await lockLiveAccount(tx, viewer.id);
    await checkDeletionCode(tx, account.id, input.code);
    await refuseBlockedDeletion(tx, account, admins);

    await closeOpenCheckouts(tx, jobs, account.id);
    const apps = await takeAppsOffTheStore(tx, account.id);
    await removeSignInAndPersonalData(tx, account);
    const [deleted] = await tx
      .update(user)
      .set({
        name: DELETED_ACCOUNT_NAME,
        email: deletedAccountEmail(account.id),
        emailVerified: false,
        image: null,
        twoFactorEnabled: false,
        // A deleted admin must not count as one (the never-last-admin rules count the role).
        role: account.role === 'admin' ? 'customer' : account.role,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(user.id, account.id), isNull(user.deletedAt)))
      .returning({ deletedAt: user.deletedAt });

    // Staff's history says when the account went; it names no one (the label is not the name).
    await recordAuditEvent(tx, {
      actorId: account.id,
      action: 'DELETE_ACCOUNT',
      targetType: 'USER',
      targetId: account.id,
      targetLabel: DELETED_ACCOUNT_NAME,
      details: { role: account.role, ...apps },
    });
    await queueMail(jobs, accountDeletedMail(account.email, account.name), { tx });
    await jobs.enqueue(REMOVE_DELETED_ACCOUNT_FILES_JOB, { accountId: account.id }, { tx });
    return { deletedAt: deleted!.deletedAt! };
  });
}

async function checkDeletionCode(tx: Database, accountId: string, code: string): Promise<void> {
  const identifier = deletionCodeIdentifier(accountId);
  const [stored] = await tx
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, identifier));
  if (
    !stored ||
    stored.expiresAt.getTime() < Date.now() ||
    !deletionCodeMatches(code, stored.value)
  ) {
    throw new AppError('INVALID_CODE', ACCOUNT_DELETION_CODE_INVALID, 400, 'code');
  }
}

/**
 * The account's pending purchases, locked (after the account's row, in the order a completion
 * takes them), each closed with its checkout by a job of this transaction. From the commit on,
 * a completion sees the account deleted and sells it nothing.
 */
async function closeOpenCheckouts(tx: Database, jobs: JobQueue, accountId: string): Promise<void> {
  const pending = await tx
    .select({ id: purchase.id })
    .from(purchase)
    .where(and(eq(purchase.buyerId, accountId), eq(purchase.status, 'PENDING')))
    .for('update');
  for (const { id } of pending) {
    const request: PurchaseToClose = { purchaseId: id };
    await jobs.enqueue(CLOSE_PURCHASE_CHECKOUT_JOB, request, { tx });
  }
}

/** Never published apps go whole; the others stay off the store, their open versions withdrawn. */
async function takeAppsOffTheStore(
  tx: Database,
  accountId: string,
): Promise<{ appsDeleted: number; appsKeptOffTheStore: number }> {
  const deleted = await tx
    .delete(application)
    .where(and(eq(application.developerId, accountId), isNull(application.publishedAt)))
    .returning({ id: application.id });
  const kept = await tx
    .update(application)
    .set({
      status: sql`case when ${application.status} in ('LIVE', 'SUBMITTED') then 'DRAFT' else ${application.status} end`,
      visibility: 'PRIVATE',
      updatedAt: sql`now()`,
    })
    .where(and(eq(application.developerId, accountId), isNotNull(application.publishedAt)))
    .returning({ id: application.id });
  const counts = { appsDeleted: deleted.length, appsKeptOffTheStore: kept.length };
  if (kept.length === 0) return counts;
  await tx
    .update(applicationVersion)
    .set({ reviewStatus: 'WITHDRAWN', updatedAt: sql`now()` })
    .where(
      and(
        inArray(
          applicationVersion.applicationId,
          kept.map((app) => app.id),
        ),
        inArray(applicationVersion.reviewStatus, ['DRAFT', 'PENDING']),
      ),
    );
  return counts;
}

async function removeSignInAndPersonalData(
  tx: Database,
  account: { id: string; email: string },
): Promise<void> {
  await tx.delete(session).where(eq(session.userId, account.id));
  await tx.delete(signInMethod).where(eq(signInMethod.userId, account.id));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, account.id));
  await tx.delete(apiToken).where(eq(apiToken.developerId, account.id));
  await tx.delete(lastSignIn).where(eq(lastSignIn.userId, account.id));
  // Codes for the address (better-auth's identifiers end with it) and the deletion code.
  await tx
    .delete(verification)
    .where(
      or(
        eq(verification.identifier, deletionCodeIdentifier(account.id)),
        like(verification.identifier, `%-${escapeLike(account.email)}`),
      ),
    );
  // The per-address attempt counters name the address.
  await tx
    .delete(accountRateLimit)
    .where(like(accountRateLimit.key, `%:${escapeLike(account.email)}`));
  await tx
    .update(developerProfile)
    .set({
      firstName: null,
      lastName: null,
      address: null,
      city: null,
      postalCode: null,
      appName: null,
      appDescription: null,
      stepData: {},
      verificationNotes: null,
      // A business is named on its statements by its company; a person by the legal name.
      businessName: sql`case when ${developerProfile.accountType} = 'business' then ${developerProfile.businessName} else null end`,
      companyName: sql`case when ${developerProfile.accountType} = 'business' then ${developerProfile.companyName} else null end`,
      // Out of the staff's review queue: nobody is left to review.
      developerStatus: sql`nullif(${developerProfile.developerStatus}, 'pending')`,
      emailNotifications: DEFAULT_NOTIFICATION_PREFERENCES.emailNotifications,
      marketingEmails: DEFAULT_NOTIFICATION_PREFERENCES.marketingEmails,
      currency: DEFAULT_NOTIFICATION_PREFERENCES.currency,
      timezone: DEFAULT_NOTIFICATION_PREFERENCES.timezone,
      updatedAt: sql`now()`,
    })
    .where(eq(developerProfile.userId, account.id));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
