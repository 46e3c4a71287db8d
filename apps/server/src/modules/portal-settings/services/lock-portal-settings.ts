import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { portalSettings } from '../../../db/schema/portal-settings';
import type { PortalSettingsRow } from './read-portal-settings';

/**
 * The settings row, made if staff never changed anything, locked until the transaction ends:
 * every change of a setting or of the saved reasons takes it first, so two staff changing at
 * once are applied one after the other, each audit row naming the value it really replaced.
 */
export async function lockPortalSettings(tx: Database): Promise<PortalSettingsRow> {
  await tx.insert(portalSettings).values({ singleton: true }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(portalSettings)
    .where(eq(portalSettings.singleton, true))
    .for('update');
  return row!;
}
