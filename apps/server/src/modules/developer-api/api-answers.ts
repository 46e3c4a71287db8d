import { versionStatusOf, type ApiApp, type ApiReviewMessage, type ApiVersion } from '@vmu/domain';
import type { ApplicationRow, ApplicationVersionRow } from '../apps';
import type { ReviewMessageMapper } from '../review-threads';

// Stored rows as the developer API's contract (packages/domain contracts/developer-api.ts)
// answers them: the version history's statuses, times as ISO 8601 text.

const iso = (time: Date) => time.toISOString();
const isoOrNull = (time: Date | null) => (time ? iso(time) : null);

/** `versions` are the app's (newest first): the live version's number is its current one's. */
export function apiAppOf(app: ApplicationRow, versions: readonly ApplicationVersionRow[]): ApiApp {
  const current = versions.find((version) => version.id === app.currentVersionId);
  return {
    appId: app.id,
    bundleIdentifier: app.bundleIdentifier,
    appName: app.appName,
    status: app.status,
    visibility: app.visibility,
    currentVersion: current?.versionNumber ?? null,
    updatedAt: iso(app.updatedAt),
  };
}

export function apiVersionOf(version: ApplicationVersionRow, app: ApplicationRow): ApiVersion {
  return {
    versionId: version.id,
    versionNumber: version.versionNumber,
    status: versionStatusOf(version, app),
    releaseNotes: version.releaseNotes,
    isUpdate: version.isUpdate,
    createdAt: iso(version.createdAt),
    submittedAt: isoOrNull(version.submittedAt),
    decidedAt: isoOrNull(version.decidedAt),
    reviewNotes: version.reviewNotes,
  };
}

export const apiReviewMessageOf = (message: ReviewMessageMapper): ApiReviewMessage => ({
  id: message.id,
  authorRole: message.authorRole === 'REVIEWER' ? 'reviewer' : 'developer',
  body: message.body,
  createdAt: iso(message.createdAt),
});
