import { DeleteAccountSchema } from '@vmu/domain';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { parseInput } from '../../../shared/parse-input';
import { requireSignedIn } from '../../require-signed-in';
import { deleteAccount as remove } from '../../services/delete-account';

export const deleteAccount: NonNullable<MutationResolvers['deleteAccount']> = async (
  _parent,
  { input },
  ctx,
) => {
  const viewer = requireSignedIn(ctx);
  return remove(ctx, viewer, parseInput(DeleteAccountSchema, input));
};
