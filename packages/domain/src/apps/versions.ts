import { APP_NAME_MAX_LENGTH } from '../limits';
import type { AppStatus } from './status';

// Updates of a published app (decision 0034): how version numbers compare, whether a package is a
// build of the same app, where each version stands in the history, and the refusals. The update
// form and the server's saveApplicationUpdate ask the same rules.

/** Three non-negative numbers, as the SDK's packer writes app_version (VMUPACK.md). */
const VERSION_PATTERN = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})$/;

/** The three numbers of a version, or null when it is not major.minor.patch. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = VERSION_PATTERN.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Negative when a is older than b, 0 when equal, positive when newer, comparing the three
 * numbers in turn (1.10.0 is newer than 1.9.9). A version that is not three numbers sorts
 * before every valid one, so it is never newer than a live version.
 */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) return (left ? 1 : 0) - (right ? 1 : 0);
  for (let i = 0; i < 3; i += 1) {
    const difference = (left[i] as number) - (right[i] as number);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** e.g. 'Version 1.4.2 is not greater than the live version 1.4.2. An update needs a higher version number.' */
export const versionNotNewer = (version: string, liveVersion: string) =>
  `Version ${version} is not greater than the live version ${liveVersion}. An update needs a higher version number.`;

/** An update's package must carry a version the live one does not. */
export const isNewerVersion = (version: string, liveVersion: string) =>
  compareVersions(version, liveVersion) > 0;

// Names are compared as people read them: case, surrounding and repeated spaces do not count.
const comparableName = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The App Name a package's name suggests (decision 0051): its `app_name` as the store may keep it,
 * at most APP_NAME_MAX_LENGTH characters, cut at the last space that fits (else at the limit).
 * The packer takes an app_name of up to 255 characters and the device shows its first 31 (the
 * package header, VMUPACK.md); the store's App Name holds 50.
 */
export function suggestedAppName(packageName: string): string {
  const name = packageName.normalize('NFC').trim().replace(/\s+/g, ' ');
  const characters = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name),
    (part) => part.segment,
  );
  if (characters.length <= APP_NAME_MAX_LENGTH) return name;
  const kept = characters.slice(0, APP_NAME_MAX_LENGTH).join('');
  const space = kept.lastIndexOf(' ');
  return (space > 0 ? kept.slice(0, space) : kept).trim();
}

/**
 * Whether a package (by the name in its metadata) is a build of the app: its name is the
 * store's name of the app or the name inside the live package, or, for a name too long to be an
 * App Name, the App Name it suggests (suggestedAppName), so a package named longer than the
 * store keeps can still be updated. Decision 0034: anything else is refused, since approving it
 * would replace a live game by another program.
 */
export function packageBelongsToApp(
  packageName: string,
  app: { appName: string; livePackageName: string | null },
): boolean {
  const name = comparableName(packageName);
  const appName = comparableName(app.appName);
  return (
    name === appName ||
    comparableName(suggestedAppName(packageName)) === appName ||
    (app.livePackageName !== null && name === comparableName(app.livePackageName))
  );
}

export const packageOfAnotherApp = (packageName: string, appName: string) =>
  `This package is for "${packageName}", not for "${appName}". An update must be a build of the same app.`;

export const RELEASE_NOTES_REQUIRED = 'Release Notes are required for an update';
export const UPDATE_PACKAGE_REQUIRED = 'Upload the new .vmupack of this version';
export const UPDATE_IN_REVIEW =
  'This app already has an update in review. Withdraw it before you change or submit another.';
export const UPDATE_ALREADY_OPEN =
  'Another update of this app was started at the same time. Reload the page to continue it.';
export const NO_OPEN_UPDATE = 'This app has no update in draft or in review.';
export const UPDATE_ONLY_FOR_PUBLISHED =
  'Only published or suspended apps can receive an update. Edit and submit the app itself instead.';
export const UPDATE_NOT_IN_REVIEW = (status: VersionStatus) =>
  `This update is ${VERSION_STATUS_LABELS[status].toLowerCase()}, not in review. Only updates in review can be approved or rejected.`;
export const UPDATE_APP_NOT_PUBLISHED = (status: AppStatus) =>
  `This app is no longer published (it is ${status.toLowerCase()}), so its update cannot be approved.`;
export const VERSION_NOT_FOUND = 'Version not found.';
export const VERSION_HAS_NO_PACKAGE = 'This version has no package to download.';

/** How a version is stored: where its review stands. */
export const VERSION_REVIEW_STATUSES = [
  'DRAFT',
  'PENDING',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
] as const;
export type VersionReviewStatus = (typeof VERSION_REVIEW_STATUSES)[number];

/** Where a version stands, as the history shows it: approved ones are live or superseded. */
export const VERSION_STATUSES = [
  'DRAFT',
  'IN_REVIEW',
  'APPROVED',
  'REJECTED',
  'WITHDRAWN',
  'LIVE',
  'SUPERSEDED',
] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/**
 * The statuses whose conversation with the reviewer takes new messages (THREAD_OPEN_STATUSES,
 * as the history names them): in review, or rejected and being fixed. Every other one's is
 * closed, and the screens and the CLI say where a developer writes instead (decision 0058).
 */
export const VERSION_THREAD_OPEN_STATUSES: readonly VersionStatus[] = ['IN_REVIEW', 'REJECTED'];

export const versionThreadTakesMessages = (status: VersionStatus): boolean =>
  VERSION_THREAD_OPEN_STATUSES.includes(status);

export const VERSION_STATUS_LABELS: Record<VersionStatus, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In Review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
  LIVE: 'Live',
  SUPERSEDED: 'Superseded',
};

/**
 * A stored version's place in the history: the app's current version is Live while the app
 * is published or suspended (Approved once it is unpublished); an older approved one was
 * Superseded.
 */
export function versionStatusOf(
  version: { id: string; reviewStatus: VersionReviewStatus },
  app: { status: AppStatus; currentVersionId: string | null },
): VersionStatus {
  switch (version.reviewStatus) {
    case 'PENDING':
      return 'IN_REVIEW';
    case 'APPROVED':
      if (version.id !== app.currentVersionId) return 'SUPERSEDED';
      return app.status === 'LIVE' || app.status === 'SUSPENDED' ? 'LIVE' : 'APPROVED';
    default:
      return version.reviewStatus;
  }
}

/** The update statuses the form can still edit (a draft, or a rejected one to resubmit). */
export const UPDATE_EDITABLE_STATUSES = [
  'DRAFT',
  'REJECTED',
] as const satisfies readonly VersionReviewStatus[];
/** A draft or an update in review: at most one per app. */
export const OPEN_UPDATE_STATUSES = [
  'DRAFT',
  'PENDING',
] as const satisfies readonly VersionReviewStatus[];
