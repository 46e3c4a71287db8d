import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_DELETION_CODE_EXPIRY_MINUTES,
  ACCOUNT_DELETION_CODE_REQUESTS_EXCEEDED,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { verification } from '../../../db/schema/accounts';
import { AppError } from '../../../errors';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import { accountDeletionCodeMail } from '../../../platform/mail/account-deletion-mails';
import { queueMail } from '../../../platform/mail/mail-queue';
import { hitAccountLimit } from '../../shared/account-rate-limit';
import { deletionCodeIdentifier, hashDeletionCode, newDeletionCode } from './deletion-code';
import {
  lockLiveAccount,
  lockWorkingAdmins,
  refuseBlockedDeletion,
} from './refuse-blocked-deletion';

/** Codes an account may ask for in a window: each is a mail. */
export const DELETION_CODE_REQUESTS = { max: 5, windowSeconds: 10 * 60 } as const;

/**
 * Mails the account a code that confirms its deletion (decision 0047), replacing any earlier
 * one. An account that could not be deleted now (the last admin, a payout due) is told so here,
 * before any code is sent. The code and its mail job commit together.
 */
export async function sendAccountDeletionCode(
  deps: { db: Database; jobs: JobQueue },
  viewer: { id: string; role: Parameters<typeof lockWorkingAdmins>[1] },
): Promise<{ sentTo: string; expiresAt: Date }> {
  const verdict = await hitAccountLimit(
    deps.db,
    `account:deletion-code-requests:${viewer.id}`,
    DELETION_CODE_REQUESTS,
  );
  if (!verdict.allowed) {
    throw new AppError('RATE_LIMITED', ACCOUNT_DELETION_CODE_REQUESTS_EXCEEDED, 429);
  }
  return deps.db.transaction(async (tx) => {
    const admins = await lockWorkingAdmins(tx, viewer.role);
    const account = await lockLiveAccount(tx, viewer.id);
    await refuseBlockedDeletion(tx, account, admins);
    const code = newDeletionCode();
    const identifier = deletionCodeIdentifier(account.id);
    const expiresAt = new Date(Date.now() + ACCOUNT_DELETION_CODE_EXPIRY_MINUTES * 60_000);
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier,
      value: hashDeletionCode(code),
      expiresAt,
    });
    await queueMail(deps.jobs, accountDeletionCodeMail(account.email, code), { tx });
    return { sentTo: account.email, expiresAt };
  });
}
