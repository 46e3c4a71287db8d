import { CreateApiTokenSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { parseInput } from '../../../shared/parse-input';
import { requireApiTokenHolder } from '../../api-token-holder';
import { createApiToken as create } from '../../services/manage-api-tokens';

export const createApiToken: NonNullable<MutationResolvers['createApiToken']> = async (
  _parent,
  { input },
  ctx,
) => {
  const developer = requireApiTokenHolder(ctx);
  return create(ctx.db, developer.id, parseInput(CreateApiTokenSchema, input));
};
