import { and, eq, sql } from 'drizzle-orm';
import {
  API_APP_NOT_FOUND,
  API_CURSOR_INVALID,
  API_VERSION_NOT_FOUND,
  type ApiAppDetail,
  type ApiAppPage,
  type ApiAppsQuery,
  type ApiVersionDetail,
} from '@vmu/domain';
import type { Database } from '../../../db/client';
import { application } from '../../../db/schema/apps';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../db/keyset-cursor';
import { AppError, isAppError } from '../../../errors';
import { ALL_APPLICATION_COLUMNS, type ApplicationColumn } from '../../apps';
import { isApplicationId } from '../../apps';
import { appsLoadersOf } from '../../apps';
import type { ApplicationRow, ApplicationVersionRow } from '../../apps';
import { listDeveloperApplications } from '../../apps';
import { isVersionId } from '../../shared/version-lookup';
import { reviewThreadLoadersOf } from '../../review-threads';
import { preparedPerDatabase } from '../../shared/prepared-query';
import { apiAppOf, apiReviewMessageOf, apiVersionOf } from '../api-answers';

// What a token with READ_APPS reads: the developer's own apps, one app with its versions, and
// one version with its conversation. Another developer's app or version answers exactly like
// one that does not exist.

export const appNotFound = () => new AppError('NOT_FOUND', API_APP_NOT_FOUND, 404);
export const versionNotFound = () => new AppError('NOT_FOUND', API_VERSION_NOT_FOUND, 404);

/** The columns ApiApp shows, in the table's order (one statement for every page). */
const API_APP_COLUMN_SET = new Set<ApplicationColumn>([
  'id',
  'bundleIdentifier',
  'appName',
  'status',
  'visibility',
  'currentVersionId',
  'updatedAt',
]);
const API_APP_COLUMNS = ALL_APPLICATION_COLUMNS.filter((column) => API_APP_COLUMN_SET.has(column));

const ownApplicationByBundle = preparedPerDatabase((db) =>
  db
    .select()
    .from(application)
    .where(
      and(
        eq(application.bundleIdentifier, sql.placeholder('bundleIdentifier')),
        eq(application.developerId, sql.placeholder('developerId')),
      ),
    )
    .prepare('application_by_bundle_and_developer'),
);

/** The developer's app with this bundle identifier; NOT_FOUND for anyone else's or none. */
export async function findOwnApp(
  db: Database,
  developerId: string,
  bundleIdentifier: string,
): Promise<ApplicationRow> {
  const [app] = await ownApplicationByBundle(db).execute({ bundleIdentifier, developerId });
  if (!app) throw appNotFound();
  return app;
}

/** The app's versions, newest first, read once per request (a scope of request loaders). */
const versionsOf = (scope: { db: Database }, appId: string) => appsLoadersOf(scope).versions(appId);

/** A page of the developer's apps, most recently changed first. */
export async function listOwnApps(
  db: Database,
  developerId: string,
  query: ApiAppsQuery,
): Promise<ApiAppPage> {
  let after = null;
  if (query.cursor !== undefined) {
    try {
      after = decodeKeysetCursor(query.cursor, isApplicationId);
    } catch (error) {
      if (!isAppError(error)) throw error;
      throw new AppError('VALIDATION_FAILED', API_CURSOR_INVALID, 400, 'cursor');
    }
  }
  const page = await listDeveloperApplications(db, {
    developerId,
    limit: query.limit,
    after,
    status: null,
    search: '',
    columns: API_APP_COLUMNS,
  });
  const scope = { db };
  const items = await Promise.all(
    page.items.map(async (app) => apiAppOf(app, await versionsOf(scope, app.id))),
  );
  return { items, nextCursor: page.next && encodeKeysetCursor(page.next) };
}

/** One of the developer's apps with its versions, newest first. */
export async function readOwnApp(
  db: Database,
  developerId: string,
  bundleIdentifier: string,
): Promise<ApiAppDetail> {
  const app = await findOwnApp(db, developerId, bundleIdentifier);
  const versions = await versionsOf({ db }, app.id);
  return {
    ...apiAppOf(app, versions),
    versions: versions.map((version) => apiVersionOf(version, app)),
  };
}

/** A version of one of the developer's apps, or NOT_FOUND. */
export async function findOwnVersion(
  db: Database,
  app: ApplicationRow,
  versionId: string,
): Promise<ApplicationVersionRow> {
  if (!isVersionId(versionId)) throw versionNotFound();
  const version = (await versionsOf({ db }, app.id)).find((each) => each.id === versionId);
  if (!version) throw versionNotFound();
  return version;
}

/** One version of one of the developer's apps, with its conversation with the reviewer. */
export async function readOwnVersion(
  db: Database,
  developerId: string,
  bundleIdentifier: string,
  versionId: string,
): Promise<ApiVersionDetail> {
  const app = await findOwnApp(db, developerId, bundleIdentifier);
  const version = await findOwnVersion(db, app, versionId);
  const messages = await reviewThreadLoadersOf({ db }).messages(version.id);
  return { ...apiVersionOf(version, app), messages: messages.map(apiReviewMessageOf) };
}
