import {
  APP_STATUS_LABELS,
  ApiAppPageSchema,
  DEVELOPER_API_APPS_PATH,
  DEVELOPER_API_PAGE_SIZE_MAX,
  type ApiApp,
} from '@vmu/domain';
import { CliError, EXIT_CODES } from '../cli-error';
import { portalClientFor, type CommandRunner } from '../command-result';
import type { PortalClient } from '../portal-client';
import { formatInstant, textTable } from '../text-table';

// `apps`: every app of the token's developer, all pages.

/** Every page, the largest the API gives, until it says there is no next one. */
export async function listAllApps(client: PortalClient): Promise<ApiApp[]> {
  const apps: ApiApp[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await client.get(DEVELOPER_API_APPS_PATH, ApiAppPageSchema, {
      limit: String(DEVELOPER_API_PAGE_SIZE_MAX),
      cursor,
    });
    apps.push(...page.items);
    cursor = page.nextCursor ?? undefined;
    // A cursor seen before would page forever: the answer is not what the contract says.
    if (cursor !== undefined && seen.has(cursor)) {
      throw new CliError(
        EXIT_CODES.UNREACHABLE,
        'UNEXPECTED_ANSWER',
        `The portal at ${client.url} gave the same page of apps twice.`,
      );
    }
    if (cursor !== undefined) seen.add(cursor);
  } while (cursor);
  return apps;
}

export const visibilityLabel = (visibility: ApiApp['visibility']) =>
  visibility === 'PUBLIC' ? 'Public' : 'Private';

export function appsTable(apps: readonly ApiApp[]): string {
  if (apps.length === 0) return 'You have no apps yet. Create one in the portal first.\n';
  return textTable(
    ['BUNDLE IDENTIFIER', 'NAME', 'STATUS', 'VISIBILITY', 'LIVE VERSION', 'UPDATED'],
    apps.map((app) => [
      app.bundleIdentifier,
      app.appName,
      APP_STATUS_LABELS[app.status],
      visibilityLabel(app.visibility),
      app.currentVersion ?? '-',
      formatInstant(app.updatedAt),
    ]),
  );
}

export const runApps: CommandRunner = async (line, context) => {
  const apps = await listAllApps(await portalClientFor(line, context));
  return { json: { apps }, text: appsTable(apps) };
};
