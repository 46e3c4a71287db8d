import { APP_FIELDS, VERSION_FIELDS } from './apps-operations';

// The review operations as the admin screens send them (with variables), for the integration tests.

/** Every field of an Application, as the review screens read an app. */
export const REVIEWED_FIELDS = `${APP_FIELDS}
  developer { userId name email }
  reviewHistory { id action fromStatus toStatus reason actorId actorName actorEmail createdAt }
  openUpdate { id versionNumber status } latestSubmission { id versionNumber status }`;

export const REVIEW_OPERATIONS = {
  approve: `mutation Approve($appId: ID!) { approveApplication(appId: $appId) { ${REVIEWED_FIELDS} } }`,
  reject: `mutation Reject($appId: ID!, $reason: String!) {
    rejectApplication(appId: $appId, reason: $reason) { ${REVIEWED_FIELDS} } }`,
  suspend: `mutation Suspend($appId: ID!, $reason: String) {
    suspendApplication(appId: $appId, reason: $reason) { ${REVIEWED_FIELDS} } }`,
  restore: `mutation Restore($appId: ID!) { restoreApplication(appId: $appId) { ${REVIEWED_FIELDS} } }`,
  download: `mutation Download($appId: ID!) {
    generateDownloadUrl(appId: $appId) { downloadUrl expiresIn fileName } }`,
  list: `query ListAll($limit: Int, $nextToken: String, $status: AppStatus, $excludeStatus: AppStatus, $search: String) {
    listAllApplications(limit: $limit, nextToken: $nextToken, status: $status, excludeStatus: $excludeStatus, search: $search) {
      items { appId appName status shortDescription metadata { updatedAt } developer { userId name email } }
      nextToken } }`,
  listFull: `query ListAllFull($status: AppStatus) {
    listAllApplications(status: $status) { items { ${REVIEWED_FIELDS} } nextToken } }`,
  counts: `query Counts($since: DateTime!) { getAdminApplicationCounts(approvedSince: $since) {
    draft submitted live suspended rejected totalExceptSubmitted liveSince } }`,
  developer: `query Developer($userId: ID!) { getDeveloperForAdmin(userId: $userId) {
    profile { userId email personalInfo { firstName lastName } developerStatus { status } }
    statusHistory { fromStatus toStatus notes changedAt changedByName }
    applicationCount } }`,
  approveUpdate: `mutation ApproveUpdate($versionId: ID!) {
    approveApplicationUpdate(versionId: $versionId) { ${VERSION_FIELDS} } }`,
  rejectUpdate: `mutation RejectUpdate($versionId: ID!, $reason: String!) {
    rejectApplicationUpdate(versionId: $versionId, reason: $reason) { ${VERSION_FIELDS} } }`,
  listUpdates: `query ListUpdates($limit: Int, $nextToken: String) {
    listUpdatesInReview(limit: $limit, nextToken: $nextToken) {
      items { id versionNumber application { appId appName } } nextToken } }`,
  updatesCount: `query UpdatesCount($since: DateTime!) {
    getAdminApplicationCounts(approvedSince: $since) { live updatesInReview } }`,
  getWithHistory: `query GetWithHistory($appId: ID!) {
    getApplication(appId: $appId) { appId reviewHistory { action } } }`,
  getWithDeveloper: `query GetWithDeveloper($appId: ID!) {
    getApplication(appId: $appId) { appId developer { userId name email } } }`,
} as const;
