import type { MercuriusContext } from 'mercurius';
import type { Database } from '../db/client';
import type { AuthProviders } from '../modules/accounts';
import type { ViewerMapper } from '../modules/shared/viewer';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { PaymentsProvider } from '../platform/payments/payments-provider';
import type { Storage } from '../platform/storage/storage';

export type GraphQLContext = MercuriusContext & {
  /** The signed-in user from the better-auth session cookie, or null. */
  viewer: ViewerMapper | null;
  db: Database;
  /** Social providers configured on this server. */
  authProviders: AuthProviders;
  /** The durable job queue: review decision mails are queued in the decision's transaction. */
  jobs: JobQueue;
  /** Where developers write to staff: the address staff set in the settings, else env SUPPORT_EMAIL. */
  supportEmail: string;
  /** The server's own support address (env SUPPORT_EMAIL), used while staff set none. */
  defaultSupportEmail: string;
  /** The portal's own address, for links in mails; no trailing slash. */
  publicUrl: string;
  /** Uploaded files (local disk or S3-compatible, decision 0013). */
  storage: Storage;
  /** The payment provider driver (sandbox or stripe, decision 0015). */
  payments: PaymentsProvider;
};
