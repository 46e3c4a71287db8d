import path from 'node:path';
import {
  ApiAppDetailSchema,
  ApiMeSchema,
  ApiVersionSchema,
  BundleIdentifierSchema,
  DEVELOPER_API_ME_PATH,
  apiTokenMissingScope,
  developerApiAppPath,
  hasApiTokenScope,
  type ApiTokenScope,
  VERSION_STATUS_LABELS,
  developerApiSubmitPath,
  developerApiVersionPath,
  developerApiUploadPath,
  type ApiVersion,
} from '@vmu/domain';
import { checkPackage } from '../check-package';
import { CliError, EXIT_CODES, usageError } from '../cli-error';
import { noteFor, portalClientFor, type CommandRunner } from '../command-result';
import type { PortalClient } from '../portal-client';
import { readReleaseNotes } from '../release-notes';
import { formatBytes, createUploadProgress } from '../upload-progress';

// `upload`: everything that can be checked here is checked before the first byte is sent (the
// bundle identifier's form, the release notes, the package itself), then what the portal would
// refuse up front (checkBeforeSending), then the package is streamed as a new version, its
// notes set and, when asked, the version submitted for review.

/** The bundle identifier as the API takes it, or the form's own message. */
export function parseBundleIdentifier(value: string): string {
  const parsed = BundleIdentifierSchema.safeParse(value);
  if (!parsed.success) {
    throw usageError(`--app: ${parsed.error.issues[0]?.message ?? 'not a bundle identifier'}`);
  }
  return parsed.data;
}

export const runUpload: CommandRunner = async (line, context) => {
  const note = noteFor(line, context);
  const file = path.resolve(context.cwd, line.positionals[0]!);
  const bundleIdentifier = parseBundleIdentifier(line.options.app as string);
  const releaseNotes = await readReleaseNotes(line.options.notes as string, context);
  const submit = line.options.submit === true;
  // Credentials next: a missing token is said before a large package is read.
  const client = await portalClientFor(line, context);

  const checked = await checkPackage(file);
  const { appName, appVersion } = checked.info;
  note(
    `Checked ${path.basename(file)}: ${appName} ${appVersion} (${formatBytes(checked.size)}), a valid package.`,
  );

  await checkBeforeSending(client, bundleIdentifier, submit);
  note(`Sending it to ${client.url} as a new version of ${bundleIdentifier}.`);

  const progress = line.json
    ? null
    : createUploadProgress(context.stderr, {
        label: `Uploading to ${bundleIdentifier}`,
        total: checked.size,
      });
  let version: ApiVersion;
  try {
    version = await client.uploadFile(
      // With its file name, which the portal shows for the draft (not the bundle identifier).
      developerApiUploadPath(bundleIdentifier, path.basename(file)),
      ApiVersionSchema,
      checked,
      (sent) => progress?.update(sent),
    );
    progress?.finish();
  } catch (error) {
    progress?.stop();
    throw error instanceof CliError && error.code === 'NETWORK_ERROR'
      ? connectionLostDuringUpload(error, bundleIdentifier)
      : error;
  }
  note(`Uploaded ${appName} ${version.versionNumber} as version ${version.versionId}.`);

  version = await afterUpload(version, bundleIdentifier, () =>
    client.sendJson(
      'PATCH',
      developerApiVersionPath(bundleIdentifier, version.versionId),
      ApiVersionSchema,
      {
        releaseNotes,
      },
    ),
  );
  note('Release notes set.');
  if (submit) {
    version = await afterUpload(version, bundleIdentifier, () =>
      client.sendJson(
        'POST',
        developerApiSubmitPath(bundleIdentifier, version.versionId),
        ApiVersionSchema,
      ),
    );
  }

  return {
    json: { bundleIdentifier, version },
    text:
      `${appName} ${version.versionNumber} (${bundleIdentifier}): ${VERSION_STATUS_LABELS[version.status]}\n` +
      `Version id: ${version.versionId}\n` +
      (submit
        ? `Submitted for review. Follow it with: vmu-portal status --app ${bundleIdentifier} --version ${version.versionId}\n`
        : 'Not submitted: submit it for review in the portal when it is ready.\n'),
  };
};

/**
 * What the portal will refuse before reading a byte is asked first: the token (unknown, expired,
 * revoked, its developer not allowed), its scopes for this upload (and the submission, so a
 * token that cannot submit does not leave a draft behind), and the app when the token may read
 * it. Asked after the package passed the local check, so a broken package costs no request; and
 * asked at all because a refusal sent while a large package is still streaming can be lost with
 * the connection, leaving a reset where the portal's reason should be.
 */
async function checkBeforeSending(client: PortalClient, bundleIdentifier: string, submit: boolean) {
  const me = await client.get(DEVELOPER_API_ME_PATH, ApiMeSchema);
  const needed: ApiTokenScope[] = submit
    ? ['UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW']
    : ['UPLOAD_BUILDS'];
  const missing = needed.find((scope) => !hasApiTokenScope(me.token.scopes, scope));
  if (missing) {
    throw new CliError(EXIT_CODES.REFUSED, 'MISSING_SCOPE', apiTokenMissingScope(missing), {
      hint: `Token "${me.token.name}" has: ${me.token.scopes.join(', ') || 'no scopes'}. Nothing was uploaded.`,
    });
  }
  if (hasApiTokenScope(me.token.scopes, 'READ_APPS')) {
    await client.get(developerApiAppPath(bundleIdentifier), ApiAppDetailSchema);
  }
}

/** A connection that broke mid-upload: most often the portal refused and closed it unread. */
function connectionLostDuringUpload(error: CliError, bundleIdentifier: string): CliError {
  return new CliError(error.exitCode, error.code, error.message, {
    ...error.details,
    hint:
      'The connection broke while the package was being sent; the portal may have refused the ' +
      `upload before reading it. \`vmu-portal status --app ${bundleIdentifier}\` shows whether a version was made.`,
  });
}

/**
 * A step after the upload that the portal refused leaves the uploaded version as a draft: the
 * refusal says so, and which version it is, so nobody uploads the same package again blindly.
 */
async function afterUpload(
  uploaded: ApiVersion,
  bundleIdentifier: string,
  step: () => Promise<ApiVersion>,
): Promise<ApiVersion> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    throw new CliError(error.exitCode, error.code, error.message, {
      ...error.details,
      data: { uploadedVersion: uploaded },
      hint: [
        error.details.hint,
        `The package was uploaded: version ${uploaded.versionNumber} (${uploaded.versionId}) of ${bundleIdentifier} is ${VERSION_STATUS_LABELS[uploaded.status].toLowerCase()}; finish it in the portal.`,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
}
