import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { requireAdmin } from '../../../shared/guards/require-admin';
import { removeSavedRejectionReason as remove } from '../../services/manage-saved-rejection-reasons';

export const removeSavedRejectionReason: NonNullable<
  MutationResolvers['removeSavedRejectionReason']
> = async (_parent, { id }, ctx) => remove(ctx.db, requireAdmin(ctx).id, id);
