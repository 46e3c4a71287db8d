import type { QueryResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireSignedIn } from '../../../account-data';
import { listSignInMethods } from '../../services/list-sign-in-methods';

export const signInMethods: NonNullable<QueryResolvers['signInMethods']> = async (
  _parent,
  _arg,
  ctx,
) => listSignInMethods(ctx.db, requireSignedIn(ctx).id);
