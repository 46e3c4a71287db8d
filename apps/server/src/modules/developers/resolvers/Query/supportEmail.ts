import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';

// Public: a signed-out or rejected developer needs somewhere to write.
export const supportEmail: NonNullable<QueryResolvers['supportEmail']> = (_parent, _arg, ctx) =>
  ctx.supportEmail;
