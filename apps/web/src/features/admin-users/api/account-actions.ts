import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAction } from '@vmu/domain';
import { withFragments } from '@/lib/api/fragments';
import { adminKeys } from '@/lib/api/query-keys';
import { graphql } from '@/lib/graphql-document';
import { request } from '@/lib/graphql';
import { AdminUserFragment } from './fragments';

// The four staff actions on an account, each one GraphQL mutation with a reason.

export const GrantAdminMutation = withFragments(
  graphql(`
    mutation GrantAdmin($userId: ID!, $reason: String!) {
      grantAdmin(userId: $userId, reason: $reason) {
        ...AdminUserFields
      }
    }
  `),
  AdminUserFragment,
);

export const RevokeAdminMutation = withFragments(
  graphql(`
    mutation RevokeAdmin($userId: ID!, $reason: String!) {
      revokeAdmin(userId: $userId, reason: $reason) {
        ...AdminUserFields
      }
    }
  `),
  AdminUserFragment,
);

export const SuspendAccountMutation = withFragments(
  graphql(`
    mutation SuspendAccount($userId: ID!, $reason: String!) {
      suspendAccount(userId: $userId, reason: $reason) {
        ...AdminUserFields
      }
    }
  `),
  AdminUserFragment,
);

export const RestoreAccountMutation = withFragments(
  graphql(`
    mutation RestoreAccount($userId: ID!, $reason: String!, $restoreApps: Boolean!) {
      restoreAccount(userId: $userId, reason: $reason, restoreApps: $restoreApps) {
        ...AdminUserFields
      }
    }
  `),
  AdminUserFragment,
);

export type AccountActionRequest = {
  action: AccountAction;
  userId: string;
  reason: string;
  /** Restore only: put back the apps the suspension took off the store. */
  restoreApps?: boolean;
};

async function sendAccountAction({ action, userId, reason, restoreApps }: AccountActionRequest) {
  switch (action) {
    case 'grantAdmin':
      return (await request(GrantAdminMutation, { userId, reason })).grantAdmin;
    case 'revokeAdmin':
      return (await request(RevokeAdminMutation, { userId, reason })).revokeAdmin;
    case 'suspend':
      return (await request(SuspendAccountMutation, { userId, reason })).suspendAccount;
    case 'restore':
      return (
        await request(RestoreAccountMutation, {
          userId,
          reason,
          restoreApps: restoreApps ?? false,
        })
      ).restoreAccount;
  }
}

/** Grants or revokes admin, suspends or restores; every admin screen reloads after it. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAccountAction,
    // An account's suspension changes its apps too: every admin list reloads.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
