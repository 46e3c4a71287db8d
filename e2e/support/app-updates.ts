import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Session } from '../tests/fixtures';
import type { FilePayload } from './app-form';
import { createSubmittedApp, moderateApp, type AppDetails, type TestApp } from './apps';

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
