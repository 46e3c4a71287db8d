import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/accounts';
import { savedRejectionReason } from '../../db/schema/portal-settings';
import type { AuthorizationWorld, Caller } from './personas';

// The least valid arguments of each GraphQL operation that has required ones, aimed at the
// world's rows: the owner's apps and versions (so another developer's call is one on someone
// else's), the caller's own token and sessions, staff's targets. Valid, so a call the guard lets
// through gets past the arguments' checks; harmless where the call is allowed (a wrong code, a
// transition the row is not in), so the cells after it find the world as it was. An operation
// with no required arguments is called with none and needs no entry. `undo` puts back what an
// allowed call changed that the later cells rely on.

type Arguments = (world: AuthorizationWorld, caller: Caller) => Record<string, unknown>;

export type OperationCall = {
  variables: Arguments;
  undo?: (db: Database, world: AuthorizationWorld, caller: Caller) => Promise<unknown>;
};

const day = 24 * 60 * 60 * 1000;
const isoDay = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);
const lastWeek = () => ({ from: isoDay(-7), to: isoDay(0), grouping: 'DAY' });
const appOf = (pick: keyof AuthorizationWorld) => (world: AuthorizationWorld) => ({
  appId: world[pick],
});

const ownerForm = (bundleIdentifier: string) => ({
  appName: 'Matrix Game',
  bundleIdentifier,
});

export const GRAPHQL_ARGUMENTS: Record<string, Arguments | OperationCall> = {
  // Queries
  analytics: lastWeek,
  storeFigures: lastWeek,
  getAdminApplicationCounts: () => ({
    approvedSince: new Date(Date.now() - 7 * day).toISOString(),
  }),
  getApplicationVersion: (world) => ({ versionId: world.updateVersionId }),
  getApplication: appOf('draftAppId'),
  checkBundleIdentifier: () => ({ bundleIdentifier: 'com.example.matrix-free' }),
  getDeveloperForAdmin: (world) => ({ userId: world.reviewedDeveloperId }),
  payoutStatement: (world) => ({ id: world.statementId }),
  adminUser: (world) => ({ userId: world.managedUserId }),

  // Mutations on the caller's own account: a wrong code, the details they have.
  deleteAccount: (_world, caller) => ({
    input: { confirmation: caller.email ?? 'nobody@example.com', code: '000000' },
  }),
  updateAccountDetails: (_world, caller) => ({
    input: {
      firstName: 'Grace',
      lastName: `Hopper ${caller.id ?? ''}`,
      address: '1 Navy Way',
      city: 'Arlington',
      postalCode: '22202',
      country: 'FR',
      accountType: 'individual',
      legalName: `Grace Hopper ${caller.id ?? ''}`,
    },
    confirmReview: false,
  }),
  becomeDeveloper: {
    variables: () => ({}),
    // The store account goes on calling as one.
    undo: (db, _world, caller) =>
      db
        .update(user)
        .set({ role: 'customer' })
        .where(eq(user.id, caller.persona === 'customer' ? (caller.id ?? '') : '')),
  },
  createApiToken: (_world, caller) => ({
    input: { name: `matrix call ${caller.persona}`, scopes: ['READ_APPS'], lifetime: 'DAYS_30' },
  }),
  revokeApiToken: (_world, caller) => ({ id: caller.apiTokenId ?? crypto.randomUUID() }),

  // Staff's moderation of the owner's apps and updates.
  approveApplication: appOf('submittedAppId'),
  rejectApplication: (world) => ({ appId: world.submittedAppId, reason: 'Crashes at start.' }),
  suspendApplication: (world) => ({ appId: world.moderatedAppId, reason: 'Matrix.' }),
  restoreApplication: appOf('moderatedAppId'),
  approveApplicationUpdate: (world) => ({ versionId: world.approvableUpdateVersionId }),
  rejectApplicationUpdate: (world) => ({
    versionId: world.rejectableUpdateVersionId,
    reason: 'Crashes at start.',
  }),
  generateDownloadUrl: appOf('liveAppId'),
  generateVersionDownloadUrl: (world) => ({ versionId: world.updateVersionId }),
  sendReviewMessage: (world) => ({ versionId: world.updateVersionId, body: 'Which device?' }),

  // The owner's apps.
  saveApplicationUpdate: (world) => ({
    appId: world.liveAppId,
    input: { releaseNotes: 'Faster comets.' },
    saveAction: 'SAVE_DRAFT',
  }),
  withdrawApplicationUpdate: appOf('liveAppId'),
  createApplication: (_world, caller) => ({
    input: ownerForm(`com.example.matrix.${caller.persona.toLowerCase()}`),
    saveAction: 'SAVE_DRAFT',
  }),
  updateApplication: (world) => ({
    appId: world.draftAppId,
    input: { form: ownerForm('com.example.matrix.draft'), saveAction: 'SAVE_DRAFT' },
  }),
  deleteApplication: appOf('deletableAppId'),

  // Developer accounts.
  approveDeveloperAccount: (world) => ({ userId: world.reviewedDeveloperId }),
  rejectDeveloperAccount: (world) => ({ userId: world.reviewedDeveloperId, notes: 'No.' }),
  updateOnboardingProgress: () => ({ step: 'appDetails', data: { appName: 'Compiler' } }),
  createDeveloperProfile: (_world, caller) => ({ email: caller.email ?? 'nobody@example.com' }),
  updateNotificationPreferences: () => ({
    input: {
      emailNotifications: true,
      marketingEmails: false,
      currency: 'EUR',
      timezone: 'Europe/Paris',
    },
  }),
  setSandboxPaymentState: () => ({ country: 'FR', state: 'active' }),

  // Portal settings: staff's two-factor stays off, or the admin's later cells are refused.
  updateSupportEmail: () => ({ supportEmail: 'support@example.com' }),
  updatePortalNotice: () => ({ notice: null }),
  setStaffTwoFactorRequired: () => ({ required: false }),
  addSavedRejectionReason: () => ({ input: { title: 'Blurry', body: 'The icon is blurry.' } }),
  editSavedRejectionReason: (world) => ({
    id: world.savedReasonId,
    input: { title: 'Crashes', body: 'The app crashes at start.' },
  }),
  removeSavedRejectionReason: {
    variables: (world) => ({ id: world.savedReasonId }),
    // Reordering names it next.
    undo: (db, world) =>
      db
        .insert(savedRejectionReason)
        .values({ id: world.savedReasonId, title: 'Crashes', body: 'At start.', position: 0 })
        .onConflictDoNothing(),
  },
  reorderSavedRejectionReasons: (world) => ({ ids: [world.savedReasonId] }),
  refundSandboxPurchase: (world) => ({ purchaseId: world.purchaseId }),

  // The caller's own sessions and sign-in methods.
  signOutSession: (_world, caller) => ({ id: caller.otherSessionId ?? crypto.randomUUID() }),
  unlinkSignInMethod: () => ({ provider: 'GITHUB' }),
  setPassword: () => ({ password: 'Analytical#1843-matrix' }),

  // Staff's actions on an account.
  grantAdmin: (world) => ({ userId: world.managedUserId, reason: 'Matrix.' }),
  revokeAdmin: (world) => ({ userId: world.managedUserId, reason: 'Matrix.' }),
  suspendAccount: (world) => ({ userId: world.managedUserId, reason: 'Matrix.' }),
  restoreAccount: (world) => ({
    userId: world.managedUserId,
    reason: 'Matrix.',
    restoreApps: false,
  }),
};

export function operationCallOf(name: string): OperationCall | undefined {
  const entry = GRAPHQL_ARGUMENTS[name];
  if (!entry) return undefined;
  return typeof entry === 'function' ? { variables: entry } : entry;
}
