import { asc, count, eq, sql } from 'drizzle-orm';
import {
  PORTAL_SETTING_KEYS,
  SAVED_REASON_NOT_FOUND,
  SAVED_REASONS_LIMIT_REACHED,
  SAVED_REASONS_MAX,
  SAVED_REASONS_ORDER_STALE,
  type SavedRejectionReasonInput,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { savedRejectionReason } from '../../../db/schema/portal-settings';
import { AppError } from '../../../errors';
import { lockPortalSettings } from './lock-portal-settings';
import { recordSettingChange } from './record-setting-change';

// The saved rejection reasons staff pick from in the reject dialogs. Every change takes the
// settings row's lock (so the limit and the order hold when staff change them at once) and is
// audited with the reason's text before and after in the same transaction.

export type SavedRejectionReasonRow = typeof savedRejectionReason.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', SAVED_REASON_NOT_FOUND, 404);

/** How a reason reads in the audit log. */
const reasonText = (reason: SavedRejectionReasonInput) => `${reason.title}: ${reason.body}`;

/** Every saved reason in staff's order. */
export function listSavedRejectionReasons(db: Database): Promise<SavedRejectionReasonRow[]> {
  return db
    .select()
    .from(savedRejectionReason)
    .orderBy(
      asc(savedRejectionReason.position),
      asc(savedRejectionReason.createdAt),
      asc(savedRejectionReason.id),
    );
}

export async function addSavedRejectionReason(
  db: Database,
  actorId: string,
  input: SavedRejectionReasonInput,
): Promise<SavedRejectionReasonRow> {
  return db.transaction(async (tx) => {
    await lockPortalSettings(tx);
    const [saved] = await tx.select({ count: count() }).from(savedRejectionReason);
    if ((saved?.count ?? 0) >= SAVED_REASONS_MAX) {
      throw new AppError('SAVED_REASONS_LIMIT_REACHED', SAVED_REASONS_LIMIT_REACHED, 409);
    }
    const [row] = await tx
      .insert(savedRejectionReason)
      .values({
        ...input,
        position: sql`(select coalesce(max(${savedRejectionReason.position}), -1) + 1 from ${savedRejectionReason})`,
      })
      .returning();
    await recordSettingChange(tx, {
      actorId,
      setting: PORTAL_SETTING_KEYS.rejectionReasons,
      old: null,
      new: reasonText(input),
      details: { change: 'added' },
    });
    return row!;
  });
}

async function lockedReason(tx: Database, id: string): Promise<SavedRejectionReasonRow> {
  if (!UUID.test(id)) throw notFound();
  await lockPortalSettings(tx);
  const [row] = await tx.select().from(savedRejectionReason).where(eq(savedRejectionReason.id, id));
  if (!row) throw notFound();
  return row;
}

export async function editSavedRejectionReason(
  db: Database,
  actorId: string,
  id: string,
  input: SavedRejectionReasonInput,
  now: Date = new Date(),
): Promise<SavedRejectionReasonRow> {
  return db.transaction(async (tx) => {
    const before = await lockedReason(tx, id);
    if (before.title === input.title && before.body === input.body) return before;
    const [row] = await tx
      .update(savedRejectionReason)
      .set({ ...input, updatedAt: now })
      .where(eq(savedRejectionReason.id, id))
      .returning();
    await recordSettingChange(tx, {
      actorId,
      setting: PORTAL_SETTING_KEYS.rejectionReasons,
      old: reasonText(before),
      new: reasonText(input),
      details: { change: 'edited' },
    });
    return row!;
  });
}

export async function removeSavedRejectionReason(
  db: Database,
  actorId: string,
  id: string,
): Promise<SavedRejectionReasonRow> {
  return db.transaction(async (tx) => {
    const before = await lockedReason(tx, id);
    await tx.delete(savedRejectionReason).where(eq(savedRejectionReason.id, id));
    await recordSettingChange(tx, {
      actorId,
      setting: PORTAL_SETTING_KEYS.rejectionReasons,
      old: reasonText(before),
      new: null,
      details: { change: 'removed' },
    });
    return before;
  });
}

/**
 * Puts the saved reasons in the given order: every saved reason's id once (parsed with the
 * domain's SavedReasonsOrderSchema). A list that is not exactly the saved ones (a reason added
 * or removed meanwhile) is refused, so nothing is lost from the order.
 */
export async function reorderSavedRejectionReasons(
  db: Database,
  actorId: string,
  ids: readonly string[],
): Promise<SavedRejectionReasonRow[]> {
  return db.transaction(async (tx) => {
    await lockPortalSettings(tx);
    const before = await listSavedRejectionReasons(tx);
    const saved = new Set(before.map((reason) => reason.id));
    if (ids.length !== saved.size || ids.some((id) => !saved.has(id))) {
      throw new AppError('SAVED_REASONS_ORDER_STALE', SAVED_REASONS_ORDER_STALE, 409);
    }
    const titles = (rows: readonly { title: string }[]) => rows.map((r) => r.title).join(' | ');
    if (before.every((reason, position) => reason.id === ids[position])) return before;
    for (const [position, id] of ids.entries()) {
      await tx
        .update(savedRejectionReason)
        .set({ position })
        .where(eq(savedRejectionReason.id, id));
    }
    const after = await listSavedRejectionReasons(tx);
    await recordSettingChange(tx, {
      actorId,
      setting: PORTAL_SETTING_KEYS.rejectionReasons,
      old: titles(before),
      new: titles(after),
      details: { change: 'reordered' },
    });
    return after;
  });
}
