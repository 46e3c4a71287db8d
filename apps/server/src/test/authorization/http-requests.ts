import { DEVELOPER_API_PREFIX, DEVELOPER_API_UPLOAD_MEDIA_TYPE } from '@vmu/domain';
import type { AuthorizationWorld, Caller } from './personas';

// The least valid request of each HTTP route of the route table that needs more than a GET of
// its own path: its parameters filled with the world's rows (the owner's apps, versions and
// files, so another caller's request is one on someone else's), its body valid, and harmless
// where it is allowed (a device's report, a notes change the version refuses), so the requests
// after it find the world as it was. A route without parameters or body needs no entry.

/** What the HTTP cells name besides the world: files and signed addresses made for the owner. */
export type HttpWorld = AuthorizationWorld & {
  readonly publicImageKey: string;
  readonly packageKey: string;
  /** A signed address of the live app's package, as review's download link gives. */
  readonly downloadPath: string;
  /** A signed upload address granted to the owner. */
  readonly uploadPath: string;
};

export type HttpRequest = {
  url: string;
  payload?: string | Buffer | Record<string, unknown>;
  contentType?: string;
};

type RequestOf = (world: HttpWorld, caller: Caller) => HttpRequest;

const json = (url: string, payload: Record<string, unknown>): HttpRequest => ({
  url,
  payload,
  contentType: 'application/json',
});

const api = DEVELOPER_API_PREFIX;
const appPath = (world: HttpWorld) =>
  `${api}/apps/${encodeURIComponent(world.liveBundleIdentifier)}`;
const versionPath = (world: HttpWorld) => `${appPath(world)}/versions/${world.updateVersionId}`;
const store = (world: HttpWorld, bundle: string, action: string) =>
  `/api/store/v1/apps/${encodeURIComponent(bundle)}/${action}`;

export const HTTP_REQUESTS: Record<string, RequestOf> = {
  'POST /api/uploads': () =>
    json('/api/uploads', {
      fileName: 'icon.png',
      fileType: 'image/png',
      fileSize: 1000,
      assetType: 'web-icon',
      appId: `temp-${Date.now()}`,
    }),
  'POST /api/extract-metadata': (world) =>
    json('/api/extract-metadata', { s3Path: world.packageKey }),
  'PUT /api/uploads/*': (world) => ({
    url: world.uploadPath,
    payload: Buffer.alloc(1000),
    contentType: 'image/png',
  }),
  'GET /api/store/v1/apps/:bundleIdentifier': (world) => ({
    url: `/api/store/v1/apps/${encodeURIComponent(world.liveBundleIdentifier)}`,
  }),
  'POST /api/store/v1/apps/:bundleIdentifier/download': (world) =>
    json(store(world, world.liveBundleIdentifier, 'download'), { deviceId: 'matrix-device-01' }),
  // The owner's paid app, which the store account bought already.
  'POST /api/store/v1/apps/:bundleIdentifier/purchase': (world) =>
    json(store(world, world.paidBundleIdentifier, 'purchase'), {}),
  'POST /api/store/v1/apps/:bundleIdentifier/opened': (world) =>
    json(store(world, world.liveBundleIdentifier, 'opened'), { deviceId: 'matrix-device-01' }),
  'GET /api/payouts/statements/:id/statement.csv': (world) => ({
    url: `/api/payouts/statements/${world.statementId}/statement.csv`,
  }),
  'GET /api/payouts/statements/:id/statement.pdf': (world) => ({
    url: `/api/payouts/statements/${world.statementId}/statement.pdf`,
  }),
  'GET /files/public/*': (world) => ({ url: `/files/${world.publicImageKey}` }),
  'GET /api/downloads/*': (world) => ({ url: world.downloadPath }),
  'GET /files/display/*': (world) => ({ url: `/files/display/320/${world.publicImageKey}` }),
  'GET /api/v1/apps/:bundleIdentifier': (world) => ({ url: appPath(world) }),
  // Not a package: refused as one once the app is found.
  'POST /api/v1/apps/:bundleIdentifier/versions': (world) => ({
    url: `${appPath(world)}/versions`,
    payload: Buffer.from('not a package'),
    contentType: DEVELOPER_API_UPLOAD_MEDIA_TYPE,
  }),
  'GET /api/v1/apps/:bundleIdentifier/versions/:versionId': (world) => ({
    url: versionPath(world),
  }),
  // The update is in review: its notes are not open.
  'PATCH /api/v1/apps/:bundleIdentifier/versions/:versionId': (world) =>
    json(versionPath(world), { releaseNotes: 'Faster comets.' }),
  'POST /api/v1/apps/:bundleIdentifier/versions/:versionId/submit': (world) =>
    json(`${versionPath(world)}/submit`, {}),
};
