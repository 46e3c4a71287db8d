import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';

export const authProviders: NonNullable<QueryResolvers['authProviders']> = (_parent, _arg, ctx) =>
  ctx.authProviders;
