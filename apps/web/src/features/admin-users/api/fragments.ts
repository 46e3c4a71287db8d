import { graphql } from '@/lib/graphql-document';

/** An account as the users list and the account's page show it. */
export const AdminUserFragment = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    name
    email
    role
    developerStatus
    createdAt
    lastSignInAt
    deletedAt
    suspension {
      reason
      suspendedAt
      suspendedByName
      suspendedApplicationCount
    }
  }
`);
