import * as z from 'zod/mini';
import { VerificationCodeSchema } from '../auth/fields';
import { maxGraphemes } from '../text-length';
import { LEGAL } from '../legal';

// Deleting one's own account (decision 0047): a typed confirmation (the account's
// email address) and a code mailed to that address. The profile's dialog and the server's
// deleteAccount parse with the schema below; the server alone knows the email to compare with.

/** How long a deletion code works after it is sent. */
export const ACCOUNT_DELETION_CODE_EXPIRY_MINUTES = 10;
/** Wrong codes allowed per account in a window before deleting is refused for a while. */
export const ACCOUNT_DELETION_CODE_ATTEMPTS = 5;

/** An email address is at most 254 characters; a longer confirmation can never match. */
export const ACCOUNT_DELETION_CONFIRMATION_MAX_LENGTH = 254;

export const ACCOUNT_DELETION_CONFIRMATION_REQUIRED =
  'Type your email address to confirm that you want to delete your account.';
export const ACCOUNT_DELETION_CONFIRMATION_MISMATCH =
  'That is not your email address. Type it exactly as shown.';
export const ACCOUNT_DELETION_CODE_INVALID =
  'That code is not right or has expired. Check the email we sent, or send a new code.';
export const ACCOUNT_DELETION_CODE_ATTEMPTS_EXCEEDED =
  'Too many wrong codes. Send a new code and try again in a few minutes.';
export const ACCOUNT_DELETION_CODE_REQUESTS_EXCEEDED =
  'Too many codes asked for. Please wait a few minutes before asking for another.';
export const ACCOUNT_ALREADY_DELETED = 'This account has already been deleted.';
export const LAST_ADMIN_CANNOT_DELETE_ACCOUNT =
  'You are the only admin. Make another account an admin before you delete yours.';

/** The refusal while a payout is on its way: it needs the account that receives it. */
export function payoutDueRefusal(amount: string, dueOn: string): string {
  return `A payout of ${amount} is due on ${dueOn}. You can delete your account once it has been paid.`;
}

/** What the confirmation dialog says happens, in the order a developer cares about. */
export const ACCOUNT_DELETION_CONSEQUENCES = [
  'Your apps come off the store at once. People who bought one can still download it.',
  'Your sign-in methods, sessions, API tokens, preferences, profile details and uploaded files are deleted, and you are signed out everywhere.',
  `Sales records and payout statements, with your legal name and country, are kept for ${LEGAL.retention.financialRecordsYears} years as tax law requires.`,
  'Money you have earned that is not due yet is still paid to your connected payment account when it falls due.',
] as const;

/** The typed confirmation matches the account's email, ignoring case and surrounding spaces. */
export function accountDeletionConfirmed(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

export const AccountDeletionConfirmationSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, ACCOUNT_DELETION_CONFIRMATION_REQUIRED),
    maxGraphemes(ACCOUNT_DELETION_CONFIRMATION_MAX_LENGTH, ACCOUNT_DELETION_CONFIRMATION_MISMATCH),
  );

export const DeleteAccountSchema = z.object({
  confirmation: AccountDeletionConfirmationSchema,
  code: VerificationCodeSchema,
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** What a deleted account is called wherever its id is still shown (audit rows, messages). */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** The email a deleted account's row keeps: unique, never deliverable (.invalid, RFC 2606). */
export const deletedAccountEmail = (accountId: string) => `deleted-${accountId}@deleted.invalid`;

const DELETED_ACCOUNT_EMAIL = /^deleted-[^@]+@deleted\.invalid$/i;

/** Whether an address is a deleted account's placeholder: nothing is ever mailed to one. */
export const isDeletedAccountEmail = (address: string) =>
  DELETED_ACCOUNT_EMAIL.test(address.trim());
