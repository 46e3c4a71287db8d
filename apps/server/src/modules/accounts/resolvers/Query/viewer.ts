import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';

export const viewer: NonNullable<QueryResolvers['viewer']> = (_parent, _arg, ctx) => ctx.viewer;
