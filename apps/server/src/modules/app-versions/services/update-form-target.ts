import { isNewerVersion, OPEN_UPDATE_STATUSES, type VersionReviewStatus } from '@vmu/domain';

type UpdateRow = { isUpdate: boolean; reviewStatus: VersionReviewStatus; versionNumber: string };

/**
 * The update the form edits, from an app's newest update: the open one (draft or in review), or
 * the last one rejected while its version is still newer than the live one (resubmitting keeps
 * its row, so its conversation continues); null when a new update would start.
 */
export function updateFormTarget<V extends UpdateRow>(
  newest: V | null | undefined,
  liveVersion: string,
): V | null {
  if (!newest?.isUpdate) return null;
  if ((OPEN_UPDATE_STATUSES as readonly string[]).includes(newest.reviewStatus)) return newest;
  if (newest.reviewStatus === 'REJECTED' && isNewerVersion(newest.versionNumber, liveVersion))
    return newest;
  return null;
}
