import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireApiTokenHolder } from '../../api-token-holder';
import { listApiTokens } from '../../services/manage-api-tokens';

export const apiTokens: NonNullable<QueryResolvers['apiTokens']> = async (_parent, _arg, ctx) =>
  listApiTokens(ctx.db, requireApiTokenHolder(ctx).id);
