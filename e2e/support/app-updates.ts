import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Session } from '../tests/fixtures';
import type { FilePayload } from './app-form';
import { clientOf, createSubmittedApp, moderateApp, type AppDetails, type TestApp } from './apps';
import { graphqlPost } from './developers';

// Updates of published apps for the journeys (decision 0034): the SDK's real package at another
// version, and an app that is already live.

const here = dirname(fileURLToPath(import.meta.url));
const PACKAGE = resolve(here, '../../packages/vmupack/fixtures/star_hopper.vmupack');
const PACKAGE_VERSION = '"app_version": "1.4.2"';

/**
 * The SDK's Star Hopper package (1.4.2) with its metadata's version rewritten in place: the
 * same build, the same app, another number. Only versions of the same length keep every
 * section's offset, so only x.y.z with one digit each is accepted.
 */
export function starHopperPackage(version: string): FilePayload {
  if (!/^\d\.\d\.\d$/.test(version)) throw new Error(`${version}: one digit per number only`);
  const buffer = Buffer.from(readFileSync(PACKAGE));
  const at = buffer.indexOf(PACKAGE_VERSION, 0, 'latin1');
  if (at < 0) throw new Error('the fixture no longer carries version 1.4.2');
  buffer.write(`"app_version": "${version}"`, at, 'latin1');
  return {
    name: `star_hopper-${version}.vmupack`,
    mimeType: 'application/octet-stream',
    buffer,
  };
}

/** An app of `developer` approved by staff: LIVE and PUBLIC at the fixture's version 1.4.2. */
export async function createLiveApp(
  baseURL: string,
  developer: Session,
  admin: Session,
  details: AppDetails = {},
): Promise<TestApp> {
  const app = await createSubmittedApp(baseURL, developer, details);
  await moderateApp(baseURL, admin, 'approve', app.appId);
  return { ...app, status: 'LIVE' };
}

type LiveListing = {
  shortDescription: string;
  longDescription: string;
  assets: {
    vmuIcon: { key: string };
    webIcon: { key: string };
    heroBanner: { key: string };
    vmuBanner: { key: string };
    screenshots: { web: { key: string }[] };
  };
};

/**
 * The developer submits `version` of the Star Hopper package as an update of their live app,
 * keeping its listing, as Submit New Version does: the package through the upload endpoint,
 * then saveApplicationUpdate. Returns when the server says it was submitted.
 */
export async function submitUpdate(
  baseURL: string,
  session: Session,
  appId: string,
  version: string,
): Promise<{ submittedAt: string; bytes: Buffer }> {
  const api = await clientOf(baseURL, session);
  const origin = new URL(baseURL).origin;
  try {
    const { getApplication: live } = await graphqlPost<{ getApplication: LiveListing }>(
      api,
      baseURL,
      `query Live($appId: ID!) { getApplication(appId: $appId) { shortDescription longDescription
        assets { vmuIcon { key } webIcon { key } heroBanner { key } vmuBanner { key }
          screenshots { web { key } } } } }`,
      { appId },
    );
    const pack = starHopperPackage(version);
    const created = await api.post('/api/uploads', {
      data: {
        fileName: pack.name,
        fileType: pack.mimeType,
        fileSize: pack.buffer.length,
        assetType: 'binary',
        appId,
      },
      headers: { origin },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { uploadURL, key } = (await created.json()) as { uploadURL: string; key: string };
    const sent = await api.put(uploadURL, {
      data: pack.buffer,
      headers: { 'content-type': pack.mimeType, origin },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const { saveApplicationUpdate } = await graphqlPost<{
      saveApplicationUpdate: { reviewStatus: string; submittedAt: string };
    }>(
      api,
      baseURL,
      `mutation Submit($appId: ID!, $input: ApplicationUpdateInput!) {
        saveApplicationUpdate(appId: $appId, input: $input, saveAction: SUBMIT) {
          reviewStatus submittedAt } }`,
      {
        appId,
        input: {
          releaseNotes: `Version ${version}: faster stars.`,
          shortDescription: live.shortDescription,
          longDescription: live.longDescription,
          assets: {
            vmupack: key,
            vmuIcon: live.assets.vmuIcon.key,
            webIcon: live.assets.webIcon.key,
            heroBanner: live.assets.heroBanner.key,
            vmuBanner: live.assets.vmuBanner.key,
            screenshots: live.assets.screenshots.web.map((shot) => shot.key),
          },
        },
      },
    );
    expect(saveApplicationUpdate.reviewStatus).toBe('PENDING');
    return { submittedAt: saveApplicationUpdate.submittedAt, bytes: pack.buffer };
  } finally {
    await api.dispose();
  }
}
