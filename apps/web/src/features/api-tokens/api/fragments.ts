import { graphql } from '@/lib/graphql-document';
import type { ApiTokenFieldsFragment } from '@/lib/graphql/graphql';

/** A token as the list shows it, in every answer that carries one: never its secret. */
export const ApiTokenFragment = graphql(`
  fragment ApiTokenFields on ApiToken {
    id
    name
    scopes
    prefix
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
  }
`);

export type ApiToken = ApiTokenFieldsFragment;
