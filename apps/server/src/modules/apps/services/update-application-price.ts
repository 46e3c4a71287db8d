import { and, eq, inArray, sql } from 'drizzle-orm';
import { editModeOf, livePriceError, PRICE_EDITABLE_STATUSES, toCents } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { AppError } from '../../../errors';
import { invalidTransition } from '../application-errors';
import type { ApplicationRow } from '../schema.mappers';
import { findApplication } from './find-application';
import { assertCanChargeForApps } from './prepare-application-save';

// A price that keeps changing underneath is contention, not a rule to explain.
const ATTEMPTS = 3;

/**
 * The price dialog of a LIVE or SUSPENDED app (docs/product.md, "Price edit"): the live price rules
 * (a free app stays free, a paid one stays paid, 0.01-999.99) against the price it read, and a paid
 * price only from a developer who can charge (docs/product.md, "Payment eligibility"). The update
 * is conditional on that price, so the free-to-paid rule cannot be raced; if another change won,
 * the rules are judged again.
 */
export async function updateApplicationPrice(
  db: Database,
  request: { appId: string; developerId: string; price: number },
): Promise<ApplicationRow> {
  const { appId, developerId, price } = request;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await findApplication(db, appId, { id: developerId });
    if (editModeOf(current.status) !== 'price')
      throw invalidTransition('editPrice', current.status);
    const error = livePriceError(current.priceCents / 100, price, current.currency);
    if (error) throw new AppError('VALIDATION_FAILED', error);
    const priceCents = toCents(price);
    if (priceCents > 0) await assertCanChargeForApps(db, developerId);
    const [row] = await db
      .update(application)
      .set({ priceCents, updatedAt: sql`now()` })
      .where(
        and(
          eq(application.id, appId),
          eq(application.developerId, developerId),
          inArray(application.status, [...PRICE_EDITABLE_STATUSES]),
          eq(application.priceCents, current.priceCents),
        ),
      )
      .returning();
    if (row) return row;
  }
  throw new AppError(
    'CONFLICT',
    'The app changed while its price was being updated. Please try again.',
    409,
  );
}
