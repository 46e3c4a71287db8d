import crypto from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { appOpen } from '../../../db/schema/analytics';
import { application } from '../../../db/schema/apps';
import type { Database } from '../../../db/client';
import { appNotInStore } from './find-catalogue-app';

/**
 * The device's store client reports that an app was opened (issue 18: active users), with an
 * anonymous id of its own for that app. Counted once per device, app and UTC day (the primary
 * key of app_open; a repeat counts nothing); the id is kept only as its sha-256. An app that
 * left the store since it was installed is still opened on devices and still counted; one that
 * was never published is not the store's.
 */
export async function recordAppOpen(
  db: Database,
  bundleIdentifier: string,
  deviceId: string,
): Promise<void> {
  const [app] = await db
    .select({ id: application.id })
    .from(application)
    .where(
      and(eq(application.bundleIdentifier, bundleIdentifier), isNotNull(application.publishedAt)),
    );
  if (!app) throw appNotInStore();
  await db
    .insert(appOpen)
    .values({
      applicationId: app.id,
      day: sql`(now() at time zone 'UTC')::date`,
      device: crypto.createHash('sha256').update(deviceId).digest('hex'),
    })
    .onConflictDoNothing();
}
