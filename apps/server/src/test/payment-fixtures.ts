import crypto from 'node:crypto';
import type { Database } from '../db/client';
import { connectedAccount } from '../db/schema/payments';
import {
  SANDBOX_ACCOUNT_VALUES,
  type SandboxAccountState,
} from '../platform/payments/sandbox-account-states';

// Connected accounts for integration tests, written straight to the database as the payment
// provider test screen leaves them (setSandboxPaymentState has its own tests).

/** Puts the developer's sandbox account in `state` (default active: charges enabled). */
export async function seedSandboxAccount(
  db: Database,
  developerId: string,
  state: Exclude<SandboxAccountState, 'not_started'> = 'active',
): Promise<string> {
  const accountId = `acct_sandbox_${crypto.randomBytes(8).toString('hex')}`;
  await db.insert(connectedAccount).values({
    developerId,
    provider: 'sandbox',
    accountId,
    ...SANDBOX_ACCOUNT_VALUES[state],
  });
  return accountId;
}
