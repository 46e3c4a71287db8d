import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { portalSettings } from '../../../db/schema/portal-settings';

export type PortalSettingsRow = typeof portalSettings.$inferSelect;

/** The settings row, or null while staff have changed nothing (every default holds). */
export async function readPortalSettings(db: Database): Promise<PortalSettingsRow | null> {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.singleton, true));
  return row ?? null;
}

/**
 * Whether staff must sign in with two-factor (the /admin/settings switch; off until staff turn
 * it on). The two-factor sign-in enforces it; this only reads the setting.
 */
export async function isStaffTwoFactorRequired(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ required: portalSettings.staffTwoFactorRequired })
    .from(portalSettings)
    .where(eq(portalSettings.singleton, true));
  return row?.required ?? false;
}
