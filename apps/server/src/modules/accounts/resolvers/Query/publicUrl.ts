import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';

// Public: a visitor whose sign-up was refused for the page's origin is told where to go.
export const publicUrl: NonNullable<QueryResolvers['publicUrl']> = (_parent, _arg, ctx) =>
  ctx.publicUrl;
