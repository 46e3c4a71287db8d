import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AssetType } from '@vmu/domain';
import type { Database } from '../db/client';
import { seedDeveloperProfile, signedInUser, type SignedInUser } from './developer-fixtures';
import { TEST_PUBLIC_URL } from './harness';

// Uploading files the way the app form does: POST /api/uploads, then PUT the bytes to the
// signed uploadURL (modules/uploads/upload-routes.ts). Other suites use uploadFile to get keys
// of real, checked files; the image files are in ./fixtures.

export const FIXTURES_DIR = fileURLToPath(new URL('./fixtures/', import.meta.url));
export const STAR_HOPPER_VMUPACK = fileURLToPath(
  new URL('../../../../packages/vmupack/fixtures/star_hopper.vmupack', import.meta.url),
);

/** Image fixtures: a valid file for each asset type, plus wrong ones. */
export const FIXTURES = {
  webIconPng: { file: 'web-icon.png', type: 'image/png' },
  webIconJpeg: { file: 'web-icon.jpg', type: 'image/jpeg' },
  vmuIconBmp: { file: 'vmu-icon.bmp', type: 'image/bmp' },
  vmuBannerPng: { file: 'vmu-banner.png', type: 'image/png' },
  heroBannerPng: { file: 'hero-banner.png', type: 'image/png' },
  screenshotJpeg: { file: 'screenshot.jpg', type: 'image/jpeg' },
  screenshotPng: { file: 'screenshot.png', type: 'image/png' },
  /** 500x500: wrong for the web icon. */
  webIcon500Png: { file: 'web-icon-500x500.png', type: 'image/png' },
  /** 64x64: wrong for the VMU icon. */
  vmuIcon64Bmp: { file: 'vmu-icon-64x64.bmp', type: 'image/bmp' },
  /** 320x240: wrong for the VMU banner. */
  vmuBanner320Jpeg: { file: 'vmu-banner-320x240.jpg', type: 'image/jpeg' },
  /** A 76x76 PNG: right size, wrong kind for the VMU icon. */
  vmuIconAsPng: { file: 'vmu-icon-as-png.png', type: 'image/png' },
  gif: { file: 'image.gif', type: 'image/gif' },
  /** Text in a file named .png. */
  textAsPng: { file: 'not-an-image.png', type: 'image/png' },
} as const;

export type FixtureName = keyof typeof FIXTURES;

export const readFixture = (name: FixtureName): Buffer =>
  fs.readFileSync(`${FIXTURES_DIR}${FIXTURES[name].file}`);

/** The asset each valid fixture is for. */
export const VALID_FIXTURE_OF: Record<AssetType, FixtureName | 'vmupack'> = {
  binary: 'vmupack',
  'vmu-icon': 'vmuIconBmp',
  'web-icon': 'webIconPng',
  'hero-banner': 'heroBannerPng',
  'vmu-banner': 'vmuBannerPng',
  screenshots: 'screenshotJpeg',
};

/** A signed-in developer whose account is verified: may reach the main area and upload. */
export async function verifiedDeveloper(
  app: FastifyInstance,
  db: Database,
  email: string,
): Promise<SignedInUser> {
  const signed = await signedInUser(app, db, { email });
  await seedDeveloperProfile(db, signed.id, { developerStatus: 'verified' });
  return signed;
}

export type UploadRequestBody = {
  fileName: string;
  fileType: string;
  fileSize: number;
  assetType: string;
  appId: string;
};

export type JsonResponse<T = Record<string, unknown>> = { status: number; body: T };

/** POST /api/uploads as the browser does (JSON, session cookie; from the portal's own page by default). */
export async function requestUpload(
  app: FastifyInstance,
  cookie: string | undefined,
  body: UploadRequestBody,
  origin: string = TEST_PUBLIC_URL,
): Promise<JsonResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

/** PUT of the bytes to an uploadURL (its path on this app). */
export async function putUpload(
  app: FastifyInstance,
  uploadURL: string,
  bytes: Uint8Array,
  contentType: string,
  cookie?: string,
): Promise<JsonResponse> {
  const url = new URL(uploadURL);
  const response = await app.inject({
    method: 'PUT',
    url: url.pathname,
    headers: {
      origin: TEST_PUBLIC_URL,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(cookie ? { cookie } : {}),
    },
    payload: Buffer.from(bytes),
  });
  return { status: response.statusCode, body: response.json() };
}

export type UploadedFile = { key: string; publicURL: string };

/**
 * Uploads through the real flow as `user` and returns the stored key and public URL; throws
 * with the server's answer when either step is refused.
 */
export async function uploadFile(
  app: FastifyInstance,
  user: { cookie: string },
  options: {
    assetType: AssetType;
    /** Defaults to the valid fixture for the asset type. */
    fixture?: FixtureName | 'vmupack';
    /** Overrides the fixture's bytes. */
    bytes?: Uint8Array;
    fileName?: string;
    fileType?: string;
    appId?: string;
  },
): Promise<UploadedFile> {
  const fixture = options.fixture ?? VALID_FIXTURE_OF[options.assetType];
  const bytes =
    options.bytes ??
    (fixture === 'vmupack' ? fs.readFileSync(STAR_HOPPER_VMUPACK) : readFixture(fixture));
  const fileName =
    options.fileName ?? (fixture === 'vmupack' ? 'star_hopper.vmupack' : FIXTURES[fixture].file);
  const fileType = options.fileType ?? (fixture === 'vmupack' ? '' : FIXTURES[fixture].type);
  const requested = await requestUpload(app, user.cookie, {
    fileName,
    fileType,
    fileSize: bytes.length,
    assetType: options.assetType,
    appId: options.appId ?? `temp-${Date.now()}`,
  });
  if (requested.status !== 200) {
    throw new Error(
      `upload request refused (${requested.status}): ${JSON.stringify(requested.body)}`,
    );
  }
  const uploadURL = requested.body.uploadURL as string;
  const put = await putUpload(app, uploadURL, bytes, fileType, user.cookie);
  if (put.status !== 200) {
    throw new Error(`upload refused (${put.status}): ${JSON.stringify(put.body)}`);
  }
  return { key: put.body.key as string, publicURL: put.body.publicURL as string };
}
