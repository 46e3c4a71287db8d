import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireApiTokenHolder } from '../../api-token-holder';
import { revokeApiToken as revoke } from '../../services/manage-api-tokens';

export const revokeApiToken: NonNullable<MutationResolvers['revokeApiToken']> = async (
  _parent,
  { id },
  ctx,
) => revoke(ctx.db, requireApiTokenHolder(ctx).id, id);
