import { graphql } from '@/lib/graphql-document';
import type { ActiveSessionFieldsFragment } from '@/lib/graphql/graphql';

/** A session as the profile lists it, in every answer that carries one: never its token. */
export const ActiveSessionFragment = graphql(`
  fragment ActiveSessionFields on ActiveSession {
    id
    device
    signedInAt
    lastActiveAt
    isCurrent
  }
`);

export type ActiveSession = ActiveSessionFieldsFragment;
