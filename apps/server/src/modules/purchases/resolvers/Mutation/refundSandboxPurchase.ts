import * as z from 'zod/mini';
import type { MutationResolvers } from './../../../../graphql/generated/types.generated.js';
import { parseInput } from '../../../shared/parse-input';
import { purchaseOf } from '../../purchase-of';
import { refundScopeOf } from '../../sales-viewer';
import {
  PURCHASE_NOT_FOUND,
  refundSandboxPurchase as refundPurchase,
} from '../../services/refund-sandbox-purchase';

// A purchase id is a UUID; anything else names no purchase (and never reaches the database).
const RefundInputSchema = z.object({ purchaseId: z.uuid({ error: PURCHASE_NOT_FOUND }) });

export const refundSandboxPurchase: NonNullable<
  MutationResolvers['refundSandboxPurchase']
> = async (_parent, args, ctx) => {
  const scope = refundScopeOf(ctx);
  const { purchaseId } = parseInput(RefundInputSchema, args);
  return purchaseOf(
    await refundPurchase(ctx.db, ctx.payments, { purchaseId, scope, actorId: ctx.viewer!.id }),
  );
};
