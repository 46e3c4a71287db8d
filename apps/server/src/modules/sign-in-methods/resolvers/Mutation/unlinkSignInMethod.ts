import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireSignedIn } from '../../../account-data';
import { unlinkSignInMethod as unlink } from '../../services/unlink-sign-in-method';
import { METHOD_OF_GRAPHQL_PROVIDER } from '../../sign-in-method-providers';

export const unlinkSignInMethod: NonNullable<MutationResolvers['unlinkSignInMethod']> = async (
  _parent,
  { provider },
  ctx,
) => unlink(ctx.db, requireSignedIn(ctx).id, METHOD_OF_GRAPHQL_PROVIDER[provider]);
