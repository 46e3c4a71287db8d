import crypto from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { countsInStoreFigures, type FigureCounter } from '@vmu/domain';
import { appOpen } from '../../../db/schema/analytics';
import { application } from '../../../db/schema/apps';
import type { Database } from '../../../db/client';
import { appNotInStore } from './find-catalogue-app';
import { withinStoreFigureLimits } from './within-store-figure-limits';

const today = sql`(now() at time zone 'UTC')::date`;

/**
 * The device's store client reports that an app was opened (its active users). Counted
 * once per account, app and UTC day (the primary key of app_open; a repeat counts nothing) when
 * a signed-in account with a confirmed email sent it, within the limits per address and account
 * (decision 0051): the device id a client sends is its own invention, so an open without an
 * account is answered and not counted. The account is kept as a hash of it with the app, so two
 * apps' opens cannot be joined by their rows. An app that left the store since it was installed
 * is still opened on devices and still counted; one that was never published is not the store's.
 */
export async function recordAppOpen(
  db: Database,
  bundleIdentifier: string,
  opener: { viewer: NonNullable<FigureCounter> | null; address: string },
): Promise<void> {
  const [app] = await db
    .select({ id: application.id, developerId: application.developerId })
    .from(application)
    .where(
      and(eq(application.bundleIdentifier, bundleIdentifier), isNotNull(application.publishedAt)),
    );
  if (!app) throw appNotInStore();
  const counter = opener.viewer;
  if (!countsInStoreFigures(counter, app)) return;
  const device = crypto
    .createHash('sha256')
    .update(`account:${counter.id}:${app.id}`)
    .digest('hex');
  const [counted] = await db
    .select({ day: appOpen.day })
    .from(appOpen)
    .where(
      and(eq(appOpen.applicationId, app.id), eq(appOpen.day, today), eq(appOpen.device, device)),
    );
  if (counted) return;
  const allowed = await withinStoreFigureLimits(db, 'open', {
    applicationId: app.id,
    accountId: counter.id,
    address: opener.address,
  });
  if (!allowed) return;
  await db
    .insert(appOpen)
    .values({ applicationId: app.id, day: today, device })
    .onConflictDoNothing();
}
