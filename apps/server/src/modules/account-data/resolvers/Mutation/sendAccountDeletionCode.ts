import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireSignedIn } from '../../require-signed-in';
import { sendAccountDeletionCode as send } from '../../services/send-account-deletion-code';

export const sendAccountDeletionCode: NonNullable<
  MutationResolvers['sendAccountDeletionCode']
> = async (_parent, _args, ctx) => send(ctx, requireSignedIn(ctx));
