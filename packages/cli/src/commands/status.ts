import {
  APP_STATUS_LABELS,
  ApiAppDetailSchema,
  ApiVersionDetailSchema,
  VERSION_STATUS_LABELS,
  developerApiAppPath,
  developerApiVersionPath,
  parseVersion,
  versionThreadTakesMessages,
  type ApiAppDetail,
  type ApiVersion,
  type ApiVersionDetail,
} from '@vmu/domain';
import { CliError, EXIT_CODES, usageError } from '../cli-error';
import { portalClientFor, type CommandRunner } from '../command-result';
import { appsTable, listAllApps, visibilityLabel } from './apps';
import { parseBundleIdentifier } from './upload';
import { formatInstant, indent, textTable } from '../text-table';

// `status`: where each app stands; one app's versions and their review; one version's review
// and the conversation with the reviewer.

export const runStatus: CommandRunner = async (line, context) => {
  const app = line.options.app as string | undefined;
  const version = line.options.version as string | undefined;
  if (version !== undefined && app === undefined) {
    throw usageError('--version needs --app: versions are looked up within their app.');
  }
  const bundleIdentifier = app === undefined ? undefined : parseBundleIdentifier(app);
  const client = await portalClientFor(line, context);

  if (bundleIdentifier === undefined) {
    const apps = await listAllApps(client);
    return { json: { apps }, text: appsTable(apps) };
  }

  // A version number (1.4.2) is found in the app's versions; anything else is the version's id.
  let versionId = version;
  let detail: ApiAppDetail | undefined;
  if (version === undefined || parseVersion(version)) {
    detail = await client.get(developerApiAppPath(bundleIdentifier), ApiAppDetailSchema);
    if (version === undefined) return { json: { app: detail }, text: appText(detail) };
    const found = detail.versions.find((each) => each.versionNumber === version.trim());
    if (!found) {
      throw new CliError(
        EXIT_CODES.REFUSED,
        'NOT_FOUND',
        `${bundleIdentifier} has no version ${version.trim()}.`,
        {
          hint: detail.versions.length
            ? `Its versions: ${detail.versions.map((each) => each.versionNumber).join(', ')}.`
            : 'It has no versions yet.',
        },
      );
    }
    versionId = found.versionId;
  }
  const versionDetail = await client.get(
    developerApiVersionPath(bundleIdentifier, versionId!),
    ApiVersionDetailSchema,
  );
  return {
    json: { bundleIdentifier, version: versionDetail },
    text: versionText(bundleIdentifier, versionDetail, {
      portalUrl: client.url,
      appId: detail?.appId,
    }),
  };
};

/** 'Created ..., submitted ..., decided ...', saying what has not happened yet. */
function reviewTimes(version: ApiVersion): string {
  const times = [`Created ${formatInstant(version.createdAt)}`];
  if (!version.submittedAt) times.push('not submitted');
  else times.push(`submitted ${formatInstant(version.submittedAt)}`);
  if (version.decidedAt) times.push(`decided ${formatInstant(version.decidedAt)}`);
  else if (version.submittedAt) times.push('not decided yet');
  return times.join(', ');
}

const kindOf = (version: ApiVersion) => (version.isUpdate ? 'update' : 'first release');

export function appText(app: ApiAppDetail): string {
  const heading =
    `${app.appName} (${app.bundleIdentifier}): ${APP_STATUS_LABELS[app.status]}, ` +
    `${visibilityLabel(app.visibility).toLowerCase()}, ` +
    (app.currentVersion ? `live version ${app.currentVersion}` : 'never published') +
    '\n';
  if (app.versions.length === 0) return `${heading}\nNo versions yet.\n`;
  const versions = textTable(
    ['VERSION', 'STATUS', 'KIND', 'CREATED', 'SUBMITTED', 'DECIDED', 'ID'],
    app.versions.map((version) => [
      version.versionNumber,
      VERSION_STATUS_LABELS[version.status],
      kindOf(version),
      formatInstant(version.createdAt),
      formatInstant(version.submittedAt),
      formatInstant(version.decidedAt),
      version.versionId,
    ]),
  );
  const notes = app.versions
    .filter((version) => version.reviewNotes)
    .map(
      (version) =>
        `\nReviewer's notes on ${version.versionNumber} (${VERSION_STATUS_LABELS[version.status]}):\n` +
        `${indent(version.reviewNotes!)}\n`,
    )
    .join('');
  return `${heading}\n${versions}${notes}`;
}

/**
 * Where a developer answers the reviewer's last message: the version's conversation in the
 * portal while it takes messages, else the contact page or the next submission's conversation,
 * so a question read here is never a dead end (decision 0058).
 */
function answerHint(
  version: ApiVersionDetail,
  where: { portalUrl: string; appId?: string },
): string | undefined {
  if (version.messages.at(-1)?.authorRole !== 'reviewer') return undefined;
  if (versionThreadTakesMessages(version.status)) {
    const history = where.appId
      ? `${where.portalUrl}/apps/${where.appId}/versions`
      : where.portalUrl;
    return `Answer the reviewer in the version's conversation in the portal: ${history}`;
  }
  return (
    'This conversation is closed. To reach the review team, use the contact page ' +
    `(${where.portalUrl}/contact), or write in the conversation of your next submission.`
  );
}

export function versionText(
  bundleIdentifier: string,
  version: ApiVersionDetail,
  where: { portalUrl: string; appId?: string },
): string {
  const lines = [
    `${bundleIdentifier} ${version.versionNumber} (${kindOf(version)}): ${VERSION_STATUS_LABELS[version.status]}`,
    `Version id: ${version.versionId}`,
    reviewTimes(version),
    '',
    'Release notes:',
    version.releaseNotes ? indent(version.releaseNotes) : '  (none)',
  ];
  if (version.reviewNotes) lines.push('', "Reviewer's notes:", indent(version.reviewNotes));
  lines.push(
    '',
    version.messages.length ? `Messages (${version.messages.length}):` : 'No messages.',
  );
  for (const message of version.messages) {
    const author = message.authorRole === 'reviewer' ? 'Reviewer' : 'You';
    lines.push(`  ${formatInstant(message.createdAt)}, ${author}:`, indent(message.body, '    '));
  }
  const hint = answerHint(version, where);
  if (hint) lines.push('', hint);
  return lines.join('\n') + '\n';
}
