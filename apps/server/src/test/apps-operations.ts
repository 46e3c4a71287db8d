import type { FastifyInstance } from 'fastify';
import type { GraphQLResult } from './developer-fixtures';
import type { AssetKeys } from './app-fixtures';

// The apps operations as the web client sends them (with variables), for the integration tests.

export const APP_FIELDS = `appId appName bundleIdentifier bundleIdentifierFixed shortDescription longDescription price currency
  currentVersion releaseNotes extractedVersion extractedAppName status visibility rejectionReason categories tags
  ageRating { pegi esrb regional { EU US UK } }
  assets {
    webIcon { key url size contentType } vmuIcon { key url size contentType }
    heroBanner { key url size contentType } vmuBanner { key url size contentType }
    vmupack { key url size contentType } vmupackSize
    screenshots { web { key url size contentType } vmu { key url } }
  }
  legalPages { termsAndConditions privacyPolicy }
  versions { id versionNumber releaseNotes reviewStatus reviewNotes submittedAt approvedAt fileSize }
  analytics { totalSales totalDownloads activeUsers revenue { gross net platformFee } }
  metadata { createdAt updatedAt lastVersionSubmitted }
  storeUrl`;

/** An ApplicationVersion as the version history and the update form read it (decision 0034). */
export const VERSION_FIELDS = `id versionNumber releaseNotes reviewStatus reviewNotes submittedAt approvedAt
  fileSize status isUpdate createdAt updatedAt decidedAt packageName
  listing { shortDescription longDescription pegiRating termsAndConditionsUrl privacyPolicyUrl
    assets { vmupack { key } vmupackSize webIcon { key } vmuIcon { key } heroBanner { key }
      vmuBanner { key } screenshots { web { key } } } }
  changes { field label kind before after beforeFiles { key url } afterFiles { key url } }
  application { appId currentVersion status }`;

export const OPERATIONS = {
  list: `query List($limit: Int, $nextToken: String, $status: AppStatus, $search: String) {
    listDeveloperApplications(limit: $limit, nextToken: $nextToken, status: $status, search: $search) {
      items { appId appName status metadata { updatedAt } } nextToken } }`,
  listFull: `query ListFull($limit: Int) {
    listDeveloperApplications(limit: $limit) { items { ${APP_FIELDS} } nextToken } }`,
  get: `query Get($appId: ID!) { getApplication(appId: $appId) { ${APP_FIELDS} } }`,
  check: `query Check($id: String!) { checkBundleIdentifier(bundleIdentifier: $id) { exists existingAppId } }`,
  create: `mutation Create($input: ApplicationInput!, $saveAction: SaveAction!) {
    createApplication(input: $input, saveAction: $saveAction) { ${APP_FIELDS} } }`,
  update: `mutation Update($appId: ID!, $input: UpdateApplicationInput!) {
    updateApplication(appId: $appId, input: $input) { ${APP_FIELDS} } }`,
  delete: `mutation Delete($appId: ID!) { deleteApplication(appId: $appId) { appId } }`,
  saveUpdate: `mutation SaveUpdate($appId: ID!, $input: ApplicationUpdateInput!, $saveAction: SaveAction!) {
    saveApplicationUpdate(appId: $appId, input: $input, saveAction: $saveAction) { ${VERSION_FIELDS} } }`,
  withdrawUpdate: `mutation WithdrawUpdate($appId: ID!) {
    withdrawApplicationUpdate(appId: $appId) { ${VERSION_FIELDS} } }`,
  getVersion: `query GetVersion($versionId: ID!) {
    getApplicationVersion(versionId: $versionId) { ${VERSION_FIELDS} } }`,
  downloadVersion: `mutation DownloadVersion($versionId: ID!) {
    generateVersionDownloadUrl(versionId: $versionId) { downloadUrl expiresIn fileName } }`,
  getWithUpdates: `query GetWithUpdates($appId: ID!) { getApplication(appId: $appId) {
    ${APP_FIELDS}
    versions { id versionNumber reviewStatus status isUpdate }
    openUpdate { id reviewStatus status } latestSubmission { id reviewStatus } } }`,
} as const;

export async function gqlWith(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown>,
  cookie?: string,
): Promise<GraphQLResult> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() };
}

/** A form that may be submitted for review: every required field and file. */
export function completeForm(assets: AssetKeys, overrides: Record<string, unknown> = {}) {
  return {
    appName: 'Space Chase',
    bundleIdentifier: 'com.example.spacechase',
    appType: 'game',
    pricingType: 'free',
    shortDescription: 'Chase comets across the galaxy',
    longDescription: 'A long description of chasing comets across the galaxy.',
    pegiRating: 'PEGI_7',
    releaseNotes: 'First release',
    termsAndConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
    assets,
    ...overrides,
  };
}

export const messageOf = (result: GraphQLResult) => result.body.errors?.[0]?.message;

/** The data of one root field, failing loudly when the answer carried errors. */
export function dataOf<T = Record<string, unknown>>(result: GraphQLResult, field: string): T {
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return (result.body.data as Record<string, T>)[field] as T;
}
