import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppStatus, RefusedStep } from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { invalidTransition } from '../application-errors';
import type { ApplicationRow } from '../schema.mappers';
import { findApplication } from './find-application';

/**
 * Updates the developer's app only while its status is one of `from` (a lifecycle step's
 * conditional update): of two requests racing on one app exactly one wins, the other gets
 * INVALID_TRANSITION for `step`, naming the status it found.
 */
export async function updateApplicationWhile(
  tx: Database,
  target: { appId: string; developerId: string; from: readonly AppStatus[]; step: RefusedStep },
  values: PgUpdateSetSource<typeof application>,
): Promise<ApplicationRow> {
  const { appId, developerId, from, step } = target;
  const [row] = await tx
    .update(application)
    .set(values)
    .where(
      and(
        eq(application.id, appId),
        eq(application.developerId, developerId),
        inArray(application.status, [...from]),
      ),
    )
    .returning();
  if (row) return row;
  const now = await findApplication(tx, appId, { id: developerId });
  throw invalidTransition(step, now.status);
}
