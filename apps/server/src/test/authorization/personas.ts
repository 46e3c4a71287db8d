import { developerApiAuthorization } from '@vmu/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { accountSuspension } from '../../db/schema/account-suspensions';
import { session, user } from '../../db/schema/accounts';
import { applicationVersion } from '../../db/schema/apps';
import { payoutStatement } from '../../db/schema/payouts';
import { savedRejectionReason } from '../../db/schema/portal-settings';
import { createApiToken } from '../../modules/api-tokens/services/manage-api-tokens';
import { seedApplication, seedVersion, verifiedDeveloper } from '../app-fixtures';
import {
  seedDeveloperProfile,
  seedUser,
  signedInUser,
  type SignedInUser,
} from '../developer-fixtures';
import { seedSandboxAccount } from '../payment-fixtures';
import { purchaseOfApp, seedPaidApp } from '../purchase-fixtures';
import { statementWithoutSales } from '../statement-fixtures';
import { seedPublishedApp } from '../version-fixtures';

// The callers of the authorization matrix and the rows their calls aim at, made straight in
// the database with real sessions (and an API token each, for the developer API), as the
// portal's own flows leave them.

/**
 * Who calls, in the order each operation's cells run: the owner of the world's apps comes last,
 * so what an operation does as them (deleting, withdrawing) happens after every refusal of it.
 */
export const PERSONAS = [
  'anonymous',
  'unverifiedEmail',
  'customer',
  'pendingDeveloper',
  'rejectedDeveloper',
  'suspended',
  'otherDeveloper',
  'admin',
  'owner',
] as const;

export type Persona = (typeof PERSONAS)[number];

export type Caller = {
  readonly persona: Persona;
  /** The user's id; none for anonymous. */
  readonly id: string | null;
  readonly email: string | null;
  /** The Cookie header of a session (a suspended account's ended with its suspension). */
  readonly cookie: string | null;
  /** The Authorization header of an API token of theirs with every scope, made for them. */
  readonly authorization: string | null;
  readonly apiTokenId: string | null;
  /** A second session of theirs, for signing one out. */
  readonly otherSessionId: string | null;
};

/** What the cells' arguments name: the owner's apps and versions, staff's targets. */
export type AuthorizationWorld = {
  readonly callers: Record<Persona, Caller>;
  /** The owner's apps: a draft, a published app with an update in review, one under review. */
  readonly draftAppId: string;
  readonly deletableAppId: string;
  readonly liveAppId: string;
  readonly liveBundleIdentifier: string;
  readonly moderatedAppId: string;
  readonly submittedAppId: string;
  readonly updateVersionId: string;
  /** Updates in review of two more published apps of the owner's, for staff to decide. */
  readonly approvableUpdateVersionId: string;
  readonly rejectableUpdateVersionId: string;
  /** The owner's paid app, bought by the customer. */
  readonly paidBundleIdentifier: string;
  readonly purchaseId: string;
  readonly statementId: string;
  /** A developer awaiting staff review, and an account staff act on: neither a caller. */
  readonly reviewedDeveloperId: string;
  readonly managedUserId: string;
  readonly savedReasonId: string;
};

const anonymous: Caller = {
  persona: 'anonymous',
  id: null,
  email: null,
  cookie: null,
  authorization: null,
  apiTokenId: null,
  otherSessionId: null,
};

async function callerOf(
  app: FastifyInstance,
  db: Database,
  persona: Persona,
  user: SignedInUser,
): Promise<Caller> {
  const auth = await app.auth.$context;
  const other = await auth.internalAdapter.createSession(user.id, false);
  const created = await createApiToken(db, user.id, {
    name: `matrix ${persona}`,
    scopes: ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'],
    lifetime: 'DAYS_30',
  });
  return {
    persona,
    id: user.id,
    email: user.email,
    cookie: user.cookie,
    authorization: developerApiAuthorization(created.secret),
    apiTokenId: created.token.id,
    otherSessionId: other.id,
  };
}

export async function seedAuthorizationWorld(
  app: FastifyInstance,
  db: Database,
  label: string,
): Promise<AuthorizationWorld> {
  const email = (name: string) => `${name}-${label}@example.com`;
  const owner = await verifiedDeveloper(app, db, { email: email('owner') });
  const otherDeveloper = await verifiedDeveloper(app, db, { email: email('other') });
  const admin = await signedInUser(app, db, { email: email('admin'), role: 'admin' });
  const customer = await signedInUser(app, db, { email: email('customer'), role: 'customer' });
  const pendingDeveloper = await signedInUser(app, db, { email: email('pending') });
  await seedDeveloperProfile(db, pendingDeveloper.id, { country: 'FR' });
  const rejectedDeveloper = await signedInUser(app, db, { email: email('rejected') });
  await seedDeveloperProfile(db, rejectedDeveloper.id, { developerStatus: 'rejected' });
  const suspended = await verifiedDeveloper(app, db, { email: email('suspended') });
  // Signed up with email and password, the emailed code not entered yet.
  const unverifiedEmail = await signedInUser(app, db, { email: email('unverified') });
  await db.update(user).set({ emailVerified: false }).where(eq(user.id, unverifiedEmail.id));

  const users = {
    unverifiedEmail,
    customer,
    pendingDeveloper,
    rejectedDeveloper,
    suspended,
    otherDeveloper,
  };
  const callers = { anonymous } as Record<Persona, Caller>;
  for (const [persona, user] of Object.entries({ ...users, admin, owner })) {
    callers[persona as Persona] = await callerOf(app, db, persona as Persona, user);
  }
  // Suspended as staff's suspension leaves the account: its sessions ended, its token kept
  // (the developer API checks the suspension at every use).
  await db
    .insert(accountSuspension)
    .values({ userId: suspended.id, suspendedBy: admin.id, reason: 'Matrix' });
  await db.delete(session).where(eq(session.userId, suspended.id));

  const draft = await seedApplication(db, owner.id);
  const deletable = await seedApplication(db, owner.id);
  const submitted = await seedApplication(db, owner.id, { status: 'SUBMITTED' });
  await seedVersion(db, submitted.id, { reviewStatus: 'PENDING', submittedAt: new Date() });
  /** A published app of the owner's with an update in review: the update's id. */
  const updateInReview = async () => {
    const { app: published } = await seedPublishedApp(app, db, owner.id);
    const [update] = await db
      .insert(applicationVersion)
      .values({
        applicationId: published.id,
        versionNumber: '1.1.0',
        isUpdate: true,
        reviewStatus: 'PENDING',
        submittedAt: new Date(),
        releaseNotes: 'Faster comets.',
      })
      .returning();
    if (!update) throw new Error('no update seeded');
    return { published, update };
  };
  const { published: live, update } = await updateInReview();
  const approvable = await updateInReview();
  const rejectable = await updateInReview();
  const moderated = await seedApplication(db, owner.id, { status: 'LIVE', visibility: 'PUBLIC' });

  await seedSandboxAccount(db, owner.id);
  const paid = await seedPaidApp(app, db, owner.id);
  const purchase = await purchaseOfApp(app, paid.bundleIdentifier, customer);

  const [statement] = await db
    .insert(payoutStatement)
    .values(statementWithoutSales(owner.id, '2026-10', '2026-11-30'))
    .returning();

  const reviewedDeveloperId = `matrix-reviewed-${label}`;
  await seedUser(db, reviewedDeveloperId);
  await seedDeveloperProfile(db, reviewedDeveloperId, { country: 'FR' });
  const managedUserId = `matrix-managed-${label}`;
  await seedUser(db, managedUserId);
  await seedDeveloperProfile(db, managedUserId, { developerStatus: 'verified' });
  const [reason] = await db
    .insert(savedRejectionReason)
    .values({ title: 'Crashes', body: 'The app crashes at start.', position: 0 })
    .returning();

  if (!statement || !reason) throw new Error('the matrix world was not seeded');
  return {
    callers,
    draftAppId: draft.id,
    deletableAppId: deletable.id,
    liveAppId: live.id,
    liveBundleIdentifier: live.bundleIdentifier,
    moderatedAppId: moderated.id,
    submittedAppId: submitted.id,
    updateVersionId: update.id,
    approvableUpdateVersionId: approvable.update.id,
    rejectableUpdateVersionId: rejectable.update.id,
    paidBundleIdentifier: paid.bundleIdentifier,
    purchaseId: purchase.purchaseId,
    statementId: statement.id,
    reviewedDeveloperId,
    managedUserId,
    savedReasonId: reason.id,
  };
}
