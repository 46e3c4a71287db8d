import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { randomClientIp, type Session } from '../tests/fixtures';
import { graphqlPost } from './developers';

// Apps of a developer for the journeys, made through the real API as the web app does: the
// upload endpoint for every asset (docs/product.md, "Uploads and metadata"), then
// createApplication. A LIVE or SUSPENDED app goes through staff review first (moderateApp below).

const here = dirname(fileURLToPath(import.meta.url));
/** A real package built by the SDK (VMUPACK.md), checked in with the package reader. */
export const PACKAGE_FIXTURE = resolve(here, '../../packages/vmupack/fixtures/star_hopper.vmupack');

export interface TestApp {
  appId: string;
  appName: string;
  bundleIdentifier: string;
  status: string;
  /** From the uploaded package when there is one (the fixture says 1.4.2), else '1.0.0'. */
  currentVersion: string;
}

export interface AppDetails {
  appName?: string;
  shortDescription?: string;
  bundleIdentifier?: string;
  /** An app (default) or a game; a game is rated PEGI 7. */
  appType?: 'app' | 'game';
  /** A paid app at this price (its developer's account must be able to charge); free otherwise. */
  price?: { amount: number; currency: 'EUR' | 'GBP' | 'USD' };
}

/** A reverse-DNS identifier no other journey uses. */
export function uniqueBundleIdentifier(): string {
  return `com.e2e.app${randomBytes(5).toString('hex')}`;
}

/** A short unique app name (at most 50 characters), so a journey finds its own card. */
export function uniqueAppName(prefix = 'App'): string {
  return `${prefix} ${randomBytes(3).toString('hex')}`;
}

/** A request client signed in as `session`, as a visitor of its own. */
export async function clientOf(baseURL: string, session: Session): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    storageState: { cookies: session.cookies, origins: [] },
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A solid-colour RGB PNG of the given size. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A solid-colour 24-bit BMP of the given size. */
export function solidBmp(width: number, height: number, rgb: [number, number, number]): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixelBytes = rowBytes * height;
  const file = Buffer.alloc(54 + pixelBytes);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(pixelBytes, 34);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1)
      file.set([rgb[2], rgb[1], rgb[0]], 54 + y * rowBytes + x * 3);
  }
  return file;
}

interface Upload {
  fileName: string;
  fileType: string;
  assetType: 'binary' | 'vmu-icon' | 'web-icon' | 'hero-banner' | 'vmu-banner' | 'screenshots';
  bytes: Buffer;
}

/** Sends one file through the upload endpoint; returns the stored file's key. */
async function upload(api: APIRequestContext, baseURL: string, file: Upload): Promise<string> {
  const origin = new URL(baseURL).origin;
  const created = await api.post('/api/uploads', {
    data: {
      fileName: file.fileName,
      fileType: file.fileType,
      fileSize: file.bytes.length,
      assetType: file.assetType,
      appId: `temp-${Date.now()}`,
    },
    headers: { origin },
    failOnStatusCode: false,
  });
  if (!created.ok()) {
    throw new Error(`upload URL for ${file.fileName}: ${created.status()} ${await created.text()}`);
  }
  const { uploadURL, key } = (await created.json()) as { uploadURL: string; key: string };
  const sent = await api.put(uploadURL, {
    data: file.bytes,
    headers: { 'content-type': file.fileType, origin },
    failOnStatusCode: false,
  });
  if (!sent.ok())
    throw new Error(`upload of ${file.fileName}: ${sent.status()} ${await sent.text()}`);
  return key;
}

const APP_FIELDS = 'appId appName bundleIdentifier status currentVersion';

const CREATE_APPLICATION = `
  mutation CreateApplication($input: ApplicationInput!, $saveAction: SaveAction!) {
    createApplication(input: $input, saveAction: $saveAction) { ${APP_FIELDS} }
  }
`;

async function createApplication(
  baseURL: string,
  session: Session,
  saveAction: 'SAVE_DRAFT' | 'SUBMIT',
  details: AppDetails,
  withAssets: boolean,
): Promise<TestApp> {
  const api = await clientOf(baseURL, session);
  try {
    const appName = details.appName ?? uniqueAppName();
    const input: Record<string, unknown> = {
      appName,
      bundleIdentifier: details.bundleIdentifier ?? uniqueBundleIdentifier(),
      appType: details.appType ?? 'app',
      ...(details.appType === 'game' ? { pegiRating: 'PEGI_7' } : {}),
      ...(details.price
        ? {
            pricingType: 'paid',
            price: details.price.amount,
            currency: details.price.currency,
          }
        : { pricingType: 'free' }),
      shortDescription: details.shortDescription ?? `${appName}, made by a journey.`,
      longDescription: `${appName} exists so a journey can manage it.`,
    };
    if (withAssets) {
      input.assets = {
        vmupack: await upload(api, baseURL, {
          fileName: 'star_hopper.vmupack',
          fileType: 'application/octet-stream',
          assetType: 'binary',
          bytes: readFileSync(PACKAGE_FIXTURE),
        }),
        vmuIcon: await upload(api, baseURL, {
          fileName: 'vmu-icon.bmp',
          fileType: 'image/bmp',
          assetType: 'vmu-icon',
          bytes: solidBmp(76, 76, [67, 56, 202]),
        }),
        webIcon: await upload(api, baseURL, {
          fileName: 'web-icon.png',
          fileType: 'image/png',
          assetType: 'web-icon',
          bytes: solidPng(512, 512, [67, 56, 202]),
        }),
        heroBanner: await upload(api, baseURL, {
          fileName: 'hero.png',
          fileType: 'image/png',
          assetType: 'hero-banner',
          bytes: solidPng(1200, 400, [245, 158, 11]),
        }),
        vmuBanner: await upload(api, baseURL, {
          fileName: 'vmu-banner.png',
          fileType: 'image/png',
          assetType: 'vmu-banner',
          bytes: solidPng(240, 160, [21, 128, 61]),
        }),
        screenshots: [
          await upload(api, baseURL, {
            fileName: 'screenshot-1.png',
            fileType: 'image/png',
            assetType: 'screenshots',
            bytes: solidPng(480, 320, [15, 23, 42]),
          }),
        ],
      };
    }
    const result = await graphqlPost<{ createApplication: TestApp }>(
      api,
      baseURL,
      CREATE_APPLICATION,
      { input, saveAction },
    );
    return result.createApplication;
  } finally {
    await api.dispose();
  }
}

/** A DRAFT app with only the fields a draft needs (no uploads). */
export function createDraftApp(
  baseURL: string,
  session: Session,
  details: AppDetails = {},
): Promise<TestApp> {
  return createApplication(baseURL, session, 'SAVE_DRAFT', details, false);
}

/** An app SUBMITTED for review, with every asset review needs uploaded. */
export function createSubmittedApp(
  baseURL: string,
  session: Session,
  details: AppDetails = {},
): Promise<TestApp> {
  return createApplication(baseURL, session, 'SUBMIT', details, true);
}

/** One GraphQL operation as `session`, on a request client of its own. */
async function postAs(
  baseURL: string,
  session: Session,
  query: string,
  variables: Record<string, unknown>,
): Promise<void> {
  const api = await clientOf(baseURL, session);
  try {
    await graphqlPost(api, baseURL, query, variables);
  } finally {
    await api.dispose();
  }
}

/** An admin's review step on an app, through the API the review screens use. */
export function moderateApp(
  baseURL: string,
  adminSession: Session,
  step: 'approve' | 'reject',
  appId: string,
  reason = 'Please fix the icon.',
): Promise<void> {
  return step === 'approve'
    ? postAs(
        baseURL,
        adminSession,
        'mutation Approve($appId: ID!) { approveApplication(appId: $appId) { appId } }',
        { appId },
      )
    : postAs(
        baseURL,
        adminSession,
        'mutation Reject($appId: ID!, $reason: String!) { rejectApplication(appId: $appId, reason: $reason) { appId } }',
        { appId, reason },
      );
}

/** The developer unpublishes their live app (it becomes a private draft). */
export function unpublishApp(baseURL: string, session: Session, appId: string): Promise<void> {
  return postAs(
    baseURL,
    session,
    'mutation Unpublish($appId: ID!) { updateApplication(appId: $appId, input: { action: UNPUBLISH }) { appId } }',
    { appId },
  );
}

/** Staff suspend a live app (it leaves the store). */
export function suspendApp(baseURL: string, adminSession: Session, appId: string): Promise<void> {
  return postAs(
    baseURL,
    adminSession,
    'mutation Suspend($appId: ID!) { suspendApplication(appId: $appId, reason: "Broken build") { appId } }',
    { appId },
  );
}
