import { eq } from 'drizzle-orm';
import { PORTAL_SETTING_KEYS, type PortalNoticeInput } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { portalSettings } from '../../../db/schema/portal-settings';
import { noticeOf } from '../portal-settings-view';
import { lockPortalSettings } from './lock-portal-settings';
import type { PortalSettingsRow } from './read-portal-settings';
import { recordSettingChange } from './record-setting-change';
import { forgetSupportEmail } from './support-email';

// Each setting's change (the input parsed with the domain's schema, the caller staff): under
// the settings row's lock, written with an audit row of the old and new value in the same
// transaction. Saving the value it already has changes nothing and records nothing.

type Change = { actorId: string; now?: Date };

async function saveSettings(
  tx: Database,
  actorId: string,
  values: Partial<typeof portalSettings.$inferInsert>,
  now: Date,
): Promise<PortalSettingsRow> {
  const [row] = await tx
    .update(portalSettings)
    .set({ ...values, updatedAt: now, updatedBy: actorId })
    .where(eq(portalSettings.singleton, true))
    .returning();
  return row!;
}

/** The support address; null puts back the server's own. */
export async function updateSupportEmail(
  db: Database,
  { actorId, now = new Date() }: Change,
  supportEmail: string | null,
): Promise<PortalSettingsRow> {
  const row = await db.transaction(async (tx) => {
    const before = await lockPortalSettings(tx);
    if (before.supportEmail === supportEmail) return before;
    await recordSettingChange(tx, {
      actorId,
      setting: PORTAL_SETTING_KEYS.supportEmail,
      old: before.supportEmail,
      new: supportEmail,
    });
    return saveSettings(tx, actorId, { supportEmail }, now);
  });
  forgetSupportEmail(db);
  return row;
}

/** A moment as the audit log writes it: to the minute, in UTC ('2026-11-25 21:30 UTC'). */
const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** How a notice reads in the audit log. */
export const noticeText = (notice: PortalNoticeInput | null) =>
  notice &&
  `${notice.message} (from ${utcMinute(notice.startsAt)} ${
    notice.endsAt ? `until ${utcMinute(notice.endsAt)}` : 'until taken down'
  })`;

/** The notice on the portal's pages; null takes it down. */
export async function updatePortalNotice(
  db: Database,
  { actorId, now = new Date() }: Change,
  notice: PortalNoticeInput | null,
): Promise<PortalSettingsRow> {
  return db.transaction(async (tx) => {
    const before = await lockPortalSettings(tx);
    const [oldText, newText] = [noticeText(noticeOf(before)), noticeText(notice)];
    if (oldText === newText) return before;
    await recordSettingChange(tx, {
      actorId,
      setting: PORTAL_SETTING_KEYS.notice,
      old: oldText,
      new: newText,
    });
    return saveSettings(
      tx,
      actorId,
      {
        noticeMessage: notice?.message ?? null,
        noticeStartsAt: notice?.startsAt ?? null,
        noticeEndsAt: notice?.endsAt ?? null,
      },
      now,
    );
  });
}

/** Whether staff must sign in with two-factor. */
export async function setStaffTwoFactorRequired(
  db: Database,
  { actorId, now = new Date() }: Change,
  required: boolean,
): Promise<PortalSettingsRow> {
  return db.transaction(async (tx) => {
    const before = await lockPortalSettings(tx);
    if (before.staffTwoFactorRequired === required) return before;
    await recordSettingChange(tx, {
      actorId,
      setting: PORTAL_SETTING_KEYS.staffTwoFactor,
      old: before.staffTwoFactorRequired,
      new: required,
    });
    return saveSettings(tx, actorId, { staffTwoFactorRequired: required }, now);
  });
}
