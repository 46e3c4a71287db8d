import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  buildASTSchema,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  getNamedType,
  isLeafType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { AuditAction } from '@vmu/domain';
import { user } from '../../db/schema/accounts';
import { typeDefs } from '../../graphql/generated/typeDefs.generated';
import {
  seedApplication,
  seedVersion,
  storeUploadedFile,
  verifiedDeveloper,
} from '../../test/app-fixtures';
import { REVIEW_OPERATIONS as REVIEW } from '../../test/app-review-operations';
import { OPERATIONS as OPS, dataOf, gqlWith } from '../../test/apps-operations';
import {
  codeOf,
  seedDeveloperProfile,
  signedInUser,
  type GraphQLResult,
  type SignedInUser,
} from '../../test/developer-fixtures';
import { testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';
import { seedSandboxAccount } from '../../test/payment-fixtures';
import { purchaseOfApp, seedPaidApp } from '../../test/purchase-fixtures';
import { seedPublishedApp, storePackage, updateInput } from '../../test/version-fixtures';

// Every staff action is kept where staff look (decision 0058): each admin-only mutation of the
// schema, and each mutation staff may make on others' things, leaves an event on the audit
// screen. The admin-only mutations are found from the schema itself (a developer calling one
// gets the admin guard's refusal), so a new staff action fails here until it records one.

const ADMIN_ONLY_MESSAGE = 'Admin access required.';

type Scenario = {
  /** What the action leaves on the audit screen. */
  action: AuditAction;
  /** Makes what the action acts on; returns the action itself, run as `staff`. */
  arrange(staff: SignedInUser): Promise<() => Promise<GraphQLResult>>;
};

/** A value of the argument's type that passes GraphQL's validation (ids of nothing). */
function placeholder(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return placeholder(type.ofType);
  if (type instanceof GraphQLList) return [];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.value;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => field.type instanceof GraphQLNonNull)
        .map((field) => [field.name, placeholder(field.type)]),
    );
  }
  switch (getNamedType(type).name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTime':
      return new Date().toISOString();
    case 'ID':
      return randomUUID();
    default:
      return 'x';
  }
}

/** The mutation with every argument as a variable, asking for the result's first leaf field. */
function mutationOf(field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isLeafType(named) ? '' : `{ __typename }`;
  return `mutation${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

const mutationsOf = (schema: GraphQLSchema) =>
  Object.values(schema.getMutationType()?.getFields() ?? {});

describe.each(testTargets())('every staff action is audited [%s]', (target) => {
  const t = useTestApp(target);
  let counter = 0;
  const email = (label: string) => `${label}${(counter += 1)}-${target}@example.com`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) =>
    gqlWith(t.app, query, variables, cookie);
  const developer = () =>
    verifiedDeveloper(t.app, t.db, { email: email('dev'), name: 'Ada Developer' });
  const otherAdmin = () =>
    signedInUser(t.app, t.db, { email: email('admin'), name: 'Linus Admin', role: 'admin' });

  const auditedActions = async (staff: SignedInUser) =>
    dataOf<{ items: { action: string; actor: { id: string } }[] }>(
      await gql(
        `query { auditEvents(limit: 100) { items { action actor { id } } } }`,
        {},
        staff.cookie,
      ),
      'auditEvents',
    ).items;

  const pendingDeveloper = async () => {
    const dev = await signedInUser(t.app, t.db, { email: email('pending'), name: 'Pat Pending' });
    await seedDeveloperProfile(t.db, dev.id, { developerStatus: 'pending' });
    return dev;
  };
  const appIn = async (status: 'SUBMITTED' | 'LIVE' | 'SUSPENDED') => {
    const dev = await developer();
    const row = await seedApplication(t.db, dev.id, {
      status,
      appName: 'Space Chase',
      visibility: status === 'LIVE' ? 'PUBLIC' : 'PRIVATE',
    });
    if (status === 'SUBMITTED') await seedVersion(t.db, row.id, { reviewStatus: 'PENDING' });
    return { dev, appId: row.id };
  };
  const updateInReview = async () => {
    const dev = await developer();
    const live = await seedPublishedApp(t.app, t.db, dev.id);
    const pack = await storePackage(t.app, t.db, dev.id, '1.1.0');
    const webIcon = (
      await storeUploadedFile(t.app, t.db, { ownerId: dev.id, assetType: 'web-icon' })
    ).key;
    const input = updateInput(live.assets, pack, {
      assets: { ...live.assets, vmupack: pack, webIcon },
    });
    const saved = await gql(
      OPS.saveUpdate,
      { appId: live.app.id, input, saveAction: 'SUBMIT' },
      dev.cookie,
    );
    return {
      dev,
      appId: live.app.id,
      versionId: dataOf<{ id: string }>(saved, 'saveApplicationUpdate').id,
    };
  };
  const addReason = (staff: SignedInUser, title: string) =>
    gql(
      `mutation($input: SavedRejectionReasonInput!) { addSavedRejectionReason(input: $input) { id } }`,
      { input: { title, body: `${title}: see the guidelines.` } },
      staff.cookie,
    ).then((result) => dataOf<{ id: string }>(result, 'addSavedRejectionReason').id);
  const suspend = (staff: SignedInUser, userId: string) =>
    gql(
      `mutation($userId: ID!) { suspendAccount(userId: $userId, reason: "Spam uploads") { id } }`,
      { userId },
      staff.cookie,
    );

  const ADMIN_ONLY: Record<string, Scenario> = {
    approveDeveloperAccount: {
      action: 'APPROVE_DEVELOPER',
      async arrange(staff) {
        const dev = await pendingDeveloper();
        return () =>
          gql(
            `mutation($userId: ID!) { approveDeveloperAccount(userId: $userId) { userId } }`,
            { userId: dev.id },
            staff.cookie,
          );
      },
    },
    rejectDeveloperAccount: {
      action: 'REJECT_DEVELOPER',
      async arrange(staff) {
        const dev = await pendingDeveloper();
        return () =>
          gql(
            `mutation($userId: ID!) { rejectDeveloperAccount(userId: $userId, notes: "No company registration") { userId } }`,
            { userId: dev.id },
            staff.cookie,
          );
      },
    },
    approveApplication: {
      action: 'APPROVE_APP',
      async arrange(staff) {
        const { appId } = await appIn('SUBMITTED');
        return () => gql(REVIEW.approve, { appId }, staff.cookie);
      },
    },
    rejectApplication: {
      action: 'REJECT_APP',
      async arrange(staff) {
        const { appId } = await appIn('SUBMITTED');
        return () => gql(REVIEW.reject, { appId, reason: 'Crashes on start' }, staff.cookie);
      },
    },
    suspendApplication: {
      action: 'SUSPEND_APP',
      async arrange(staff) {
        const { appId } = await appIn('LIVE');
        return () => gql(REVIEW.suspend, { appId, reason: 'Malware' }, staff.cookie);
      },
    },
    restoreApplication: {
      action: 'RESTORE_APP',
      async arrange(staff) {
        const { appId } = await appIn('LIVE');
        dataOf(
          await gql(REVIEW.suspend, { appId, reason: 'Malware' }, staff.cookie),
          'suspendApplication',
        );
        return () => gql(REVIEW.restore, { appId }, staff.cookie);
      },
    },
    approveApplicationUpdate: {
      action: 'APPROVE_UPDATE',
      async arrange(staff) {
        const { versionId } = await updateInReview();
        return () => gql(REVIEW.approveUpdate, { versionId }, staff.cookie);
      },
    },
    rejectApplicationUpdate: {
      action: 'REJECT_UPDATE',
      async arrange(staff) {
        const { versionId } = await updateInReview();
        return () => gql(REVIEW.rejectUpdate, { versionId, reason: 'Broken icon' }, staff.cookie);
      },
    },
    grantAdmin: {
      action: 'GRANT_ADMIN',
      async arrange(staff) {
        const dev = await developer();
        return () =>
          gql(
            `mutation($userId: ID!) { grantAdmin(userId: $userId, reason: "Joins the review team") { id } }`,
            { userId: dev.id },
            staff.cookie,
          );
      },
    },
    revokeAdmin: {
      action: 'REVOKE_ADMIN',
      async arrange(staff) {
        const other = await otherAdmin();
        return () =>
          gql(
            `mutation($userId: ID!) { revokeAdmin(userId: $userId, reason: "Left the team") { id } }`,
            { userId: other.id },
            staff.cookie,
          );
      },
    },
    suspendAccount: {
      action: 'SUSPEND_ACCOUNT',
      async arrange(staff) {
        const dev = await developer();
        return () => suspend(staff, dev.id);
      },
    },
    restoreAccount: {
      action: 'RESTORE_ACCOUNT',
      async arrange(staff) {
        const dev = await developer();
        dataOf(await suspend(staff, dev.id), 'suspendAccount');
        return () =>
          gql(
            `mutation($userId: ID!) { restoreAccount(userId: $userId, reason: "Appeal granted", restoreApps: true) { id } }`,
            { userId: dev.id },
            staff.cookie,
          );
      },
    },
    updateSupportEmail: {
      action: 'CHANGE_SETTING',
      async arrange(staff) {
        return () =>
          gql(
            `mutation { updateSupportEmail(supportEmail: "desk@vmu.example") { supportEmail } }`,
            {},
            staff.cookie,
          );
      },
    },
    updatePortalNotice: {
      action: 'CHANGE_SETTING',
      async arrange(staff) {
        const startsAt = new Date();
        const endsAt = new Date(startsAt.getTime() + 86_400_000);
        return () =>
          gql(
            `mutation($notice: PortalNoticeInput) { updatePortalNotice(notice: $notice) { supportEmail } }`,
            { notice: { message: 'Maintenance tonight', startsAt, endsAt } },
            staff.cookie,
          );
      },
    },
    setStaffTwoFactorRequired: {
      action: 'CHANGE_SETTING',
      async arrange(staff) {
        // Only staff who use two-factor themselves may require it.
        await t.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, staff.id));
        return () =>
          gql(
            `mutation { setStaffTwoFactorRequired(required: true) { staffTwoFactorRequired } }`,
            {},
            staff.cookie,
          );
      },
    },
    addSavedRejectionReason: {
      action: 'CHANGE_SETTING',
      async arrange(staff) {
        return () =>
          gql(
            `mutation { addSavedRejectionReason(input: { title: "Crash", body: "It crashes." }) { id } }`,
            {},
            staff.cookie,
          );
      },
    },
    editSavedRejectionReason: {
      action: 'CHANGE_SETTING',
      async arrange(staff) {
        const id = await addReason(staff, 'Crash');
        return () =>
          gql(
            `mutation($id: ID!) { editSavedRejectionReason(id: $id, input: { title: "Crash", body: "It crashes at once." }) { id } }`,
            { id },
            staff.cookie,
          );
      },
    },
    removeSavedRejectionReason: {
      action: 'CHANGE_SETTING',
      async arrange(staff) {
        const id = await addReason(staff, 'Crash');
        return () =>
          gql(
            `mutation($id: ID!) { removeSavedRejectionReason(id: $id) { id } }`,
            { id },
            staff.cookie,
          );
      },
    },
    reorderSavedRejectionReasons: {
      action: 'CHANGE_SETTING',
      async arrange(staff) {
        const first = await addReason(staff, 'Crash');
        const second = await addReason(staff, 'Icon');
        return () =>
          gql(
            `mutation($ids: [ID!]!) { reorderSavedRejectionReasons(ids: $ids) { id } }`,
            { ids: [second, first] },
            staff.cookie,
          );
      },
    },
  };

  /** Mutations anyone may call on their own things, and staff on everyone's. */
  const STAFF_ON_OTHERS: Record<string, Scenario> = {
    refundSandboxPurchase: {
      action: 'REFUND_PURCHASE',
      async arrange(staff) {
        const dev = await developer();
        await seedSandboxAccount(t.db, dev.id);
        const paid = await seedPaidApp(t.app, t.db, dev.id);
        const fan = await signedInUser(t.app, t.db, { email: email('fan'), name: 'Fan' });
        const { purchaseId } = await purchaseOfApp(t.app, paid.bundleIdentifier, fan);
        return () =>
          gql(
            `mutation($purchaseId: ID!) { refundSandboxPurchase(purchaseId: $purchaseId) { status } }`,
            { purchaseId },
            staff.cookie,
          );
      },
    },
    sendReviewMessage: {
      action: 'MESSAGE_DEVELOPER',
      async arrange(staff) {
        const { appId } = await appIn('SUBMITTED');
        const { id: versionId } = (
          await t.db.query.applicationVersion.findMany({
            where: (version, { eq: equals }) => equals(version.applicationId, appId),
          })
        )[0]!;
        return () =>
          gql(
            `mutation($versionId: ID!) { sendReviewMessage(versionId: $versionId, body: "Which controller?") { id } }`,
            { versionId },
            staff.cookie,
          );
      },
    },
  };

  // One request per mutation of the schema, each by a developer of its own: a long test.
  it('knows every admin-only mutation of the schema', { timeout: 300_000 }, async () => {
    const adminOnly: string[] = [];
    for (const field of mutationsOf(buildASTSchema(typeDefs))) {
      // A developer of their own, as one mutation may end the caller's sessions.
      const dev = await developer();
      const variables = Object.fromEntries(
        field.args.map((arg) => [arg.name, placeholder(arg.type)]),
      );
      const result = await gql(mutationOf(field), variables, dev.cookie);
      expect(result.body.errors?.[0]?.message ?? '', field.name).not.toMatch(
        /Cannot query field|Variable/,
      );
      if (
        codeOf(result) === 'FORBIDDEN' &&
        result.body.errors?.[0]?.message === ADMIN_ONLY_MESSAGE
      ) {
        adminOnly.push(field.name);
      }
    }
    // A new staff action needs a scenario below showing it leaves an audit event.
    expect(adminOnly.sort()).toEqual(Object.keys(ADMIN_ONLY).sort());
  });

  it.each(Object.entries({ ...ADMIN_ONLY, ...STAFF_ON_OTHERS }))(
    '%s leaves an event on the audit screen',
    async (name, scenario) => {
      const staff = await signedInUser(t.app, t.db, {
        email: email('staff'),
        name: 'Grace Hopper',
        role: 'admin',
      });
      const act = await scenario.arrange(staff);
      const before = await auditedActions(staff);
      const result = await act();
      expect(result.body.errors, name).toBeUndefined();
      const after = await auditedActions(staff);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toEqual({ action: scenario.action, actor: { id: staff.id } });
    },
  );
});
