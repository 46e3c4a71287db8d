import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import {
  API_APP_NOT_FOUND,
  API_TOKEN_REVOKED,
  apiTokenMissingScope,
  versionNotNewer,
  type ApiTokenScope,
} from '@vmu/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API_TOKEN_ENV_VARIABLE,
  CLI_CI_STEPS,
  CLI_CHECKSUMS_FILE,
  CLI_SHA256_VARIABLE,
  CLI_VERSION_VARIABLE,
} from '@vmu/domain';
import {
  application,
  applicationVersion,
  storedFile,
} from '../../../apps/server/src/db/schema/apps';
import { verifiedDeveloper } from '../../../apps/server/src/test/app-fixtures';
import {
  graphqlRequest,
  testTargets,
  writeFakeWebDist,
} from '../../../apps/server/src/test/harness';
import { useTestApp } from '../../../apps/server/src/test/use-test-app';
import { seedPublishedApp } from '../../../apps/server/src/test/version-fixtures';
import { bundleCli, CLI_DOWNLOADS_DIR } from '../scripts/bundle-cli.mjs';
import { CONFIG_FILE_MODE } from './config-file';

// The acceptance test of the CLI (decision 0043): `vmu-portal` as a child process, as CI runs it,
// against the real portal (the server's app on a fresh database, listening on a port), with a token
// made through the portal's own GraphQL. Every request the portal receives is counted, so "nothing
// was sent" is a fact, not an assumption.

const BIN = fileURLToPath(new URL('../bin/vmu-portal.mjs', import.meta.url));
/** The SDK's real package: Star Hopper 1.4.2 (the same bytes as /work/shared/fixtures). */
const STAR_HOPPER = fileURLToPath(
  new URL('../../vmupack/fixtures/star_hopper.vmupack', import.meta.url),
);
const APP = 'com.example.starhopper';
const LIVE_AT_SAME_VERSION = 'com.example.starhopper-classic';

type Run = { code: number | null; stdout: string; stderr: string };

// The portal serves the CLI's single-file bundle from its web root, as the build puts it there
// (scripts/build.mjs): here a web root of its own holds a bundle made by the same function.
const WEB_DIST = writeFakeWebDist();
const BUNDLE = await bundleCli(path.join(WEB_DIST, CLI_DOWNLOADS_DIR));

/** Runs a shell script (the docs' CI steps) with only the environment given (and PATH). */
function runScript(script: string, env: Record<string, string>, cwd: string): Promise<Run> {
  return run('bash', ['-eo', 'pipefail', '-c', script], env, cwd);
}

/** Runs the CLI in its own process with only the environment given (and PATH). */
function runCli(args: string[], env: Record<string, string>, cwd: string): Promise<Run> {
  return run(process.execPath, [BIN, ...args], env, cwd);
}

function run(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe.each(testTargets())('vmu-portal against the real portal [%s]', (target) => {
  const t = useTestApp(target, { env: () => ({ WEB_DIST_DIR: WEB_DIST }) });
  /** Every request the portal received, as "METHOD /path". */
  const received: string[] = [];
  let portalUrl: string;
  let work: string;

  beforeAll(async () => {
    t.app.addHook('onRequest', async (request) => {
      received.push(`${request.method} ${request.url}`);
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    portalUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-cli-e2e-'));
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  let developer: { id: string; cookie: string };
  let home: string;

  /** A token of the developer's, made as the profile page makes one. */
  async function createToken(name: string, scopes: ApiTokenScope[]) {
    const result = await graphqlRequest(
      t.app,
      `mutation { createApiToken(input: { name: ${JSON.stringify(name)}, scopes: [${scopes.join(', ')}], lifetime: DAYS_30 }) { secret token { id } } }`,
      developer.cookie,
    );
    const created = (
      result.body.data as { createApiToken?: { secret: string; token: { id: string } } } | undefined
    )?.createApiToken;
    if (!created) throw new Error(`createApiToken: ${JSON.stringify(result.body)}`);
    return { secret: created.secret, id: created.token.id };
  }

  /** A published app of the developer's, named as the package is, live at `liveVersion`. */
  async function seedStarHopper(bundleIdentifier: string, liveVersion: string) {
    const seeded = await seedPublishedApp(t.app, t.db, developer.id);
    await t.db
      .update(application)
      .set({
        bundleIdentifier,
        appName: 'Star Hopper',
        extractedAppName: 'Star Hopper',
        currentVersion: liveVersion,
        extractedVersion: liveVersion,
      })
      .where(eq(application.id, seeded.app.id));
    await t.db
      .update(applicationVersion)
      .set({ versionNumber: liveVersion, packageName: 'Star Hopper' })
      .where(eq(applicationVersion.id, seeded.version.id));
    return seeded.app.id;
  }

  const versionsOf = (applicationId: string) =>
    t.db
      .select()
      .from(applicationVersion)
      .where(eq(applicationVersion.applicationId, applicationId));

  beforeEach(async () => {
    developer = await verifiedDeveloper(t.app, t.db, { email: 'ci@example.com', name: 'Ada CI' });
    home = fs.mkdtempSync(path.join(work, 'home-'));
  });

  it("logs in, uploads the SDK's package as a new version, submits it and reads its review", async () => {
    const appId = await seedStarHopper(APP, '1.0.0');
    const token = (await createToken('CI', ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW']))
      .secret;
    const env = { HOME: home, XDG_CONFIG_HOME: path.join(home, 'config') };

    const login = await runCli(['login', '--url', portalUrl, '--token', token], env, home);
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`Logged in to ${portalUrl} as Ada CI <ci@example.com>.`);
    const configFile = path.join(home, 'config', 'vmu-portal', 'config.json');
    expect(fs.statSync(configFile).mode & 0o777).toBe(CONFIG_FILE_MODE);

    fs.writeFileSync(path.join(home, 'CHANGES.md'), 'Faster comets.\nA new ship.\n');
    const upload = await runCli(
      ['upload', STAR_HOPPER, '--app', APP, '--notes', '@CHANGES.md', '--submit'],
      env,
      home,
    );
    expect(upload.stderr).toContain('Checked star_hopper.vmupack: Star Hopper 1.4.2 (14.5 KB)');
    // Not a terminal: plain progress lines, the last once the portal has every byte.
    expect(upload.stderr).toContain(`Uploading to ${APP} 100% (14.5 KB of 14.5 KB)\n`);
    expect(upload.stderr).not.toContain('\r');
    expect(upload.code).toBe(0);
    expect(upload.stdout).toMatch(/^Star Hopper 1\.4\.2 \(com\.example\.starhopper\): In Review\n/);

    const [uploaded] = (await versionsOf(appId)).filter((v) => v.versionNumber === '1.4.2');
    expect(uploaded).toMatchObject({
      reviewStatus: 'PENDING',
      releaseNotes: 'Faster comets.\nA new ship.',
    });
    expect(upload.stdout).toContain(`Version id: ${uploaded!.id}`);
    // The portal shows the package under the name it has on the developer's machine.
    const packages = await t.db
      .select({ fileName: storedFile.fileName })
      .from(storedFile)
      .where(eq(storedFile.ownerId, developer.id));
    expect(packages.map((row) => row.fileName)).toContain('star_hopper.vmupack');

    const [status, apps] = await Promise.all([
      runCli(['status', '--app', APP, '--version', '1.4.2', '--json'], env, home),
      runCli(['apps', '--json'], env, home),
    ]);
    expect(status.code).toBe(0);
    expect(status.stderr).toBe('');
    expect(JSON.parse(status.stdout)).toMatchObject({
      bundleIdentifier: APP,
      version: {
        versionId: uploaded!.id,
        versionNumber: '1.4.2',
        status: 'IN_REVIEW',
        releaseNotes: 'Faster comets.\nA new ship.',
        isUpdate: true,
        messages: [],
      },
    });
    expect(apps.code).toBe(0);
    expect(JSON.parse(apps.stdout)).toMatchObject({
      apps: [{ bundleIdentifier: APP, appName: 'Star Hopper', status: 'LIVE' }],
    });
  });

  it("refuses a broken package before a byte is sent, with the reader's message", async () => {
    const appId = await seedStarHopper(APP, '1.0.0');
    const token = (await createToken('CI', ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW']))
      .secret;
    const whole = fs.readFileSync(STAR_HOPPER);
    const broken = path.join(home, 'star_hopper.vmupack');
    fs.writeFileSync(broken, whole.subarray(0, whole.length - 600));
    const before = received.length;

    const env = { HOME: home, VMU_PORTAL_URL: portalUrl, VMU_PORTAL_TOKEN: token };
    const [run, json] = await Promise.all([
      runCli(['upload', broken, '--app', APP, '--notes', 'Faster comets', '--submit'], env, home),
      runCli(['upload', broken, '--app', APP, '--notes', 'Faster comets', '--json'], env, home),
    ]);
    expect(run.code).toBe(3);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      "Error: The package's section table is damaged: The resources section runs past the end of the file; the upload may be incomplete. Repack it with the VMU Pro SDK. (INVALID_PACKAGE)\n",
    );
    expect((await versionsOf(appId)).map((v) => v.versionNumber)).toEqual(['1.0.0']);

    expect(json.code).toBe(3);
    expect(json.stderr).toBe('');
    expect(JSON.parse(json.stdout)).toEqual({
      error: {
        code: 'INVALID_PACKAGE',
        message:
          "The package's section table is damaged: The resources section runs past the end of the file; the upload may be incomplete. Repack it with the VMU Pro SDK.",
      },
    });
    expect(received.slice(before)).toEqual([]);
  });

  it("exits non-zero with the portal's message when the portal refuses", async () => {
    const appId = await seedStarHopper(APP, '1.0.0');
    const classicId = await seedStarHopper(LIVE_AT_SAME_VERSION, '1.4.2');
    const full = await createToken('CI', ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW']);
    const revoked = await createToken('Old CI', ['READ_APPS', 'UPLOAD_BUILDS']);
    const revoke = await graphqlRequest(
      t.app,
      `mutation { revokeApiToken(id: ${JSON.stringify(revoked.id)}) { revokedAt } }`,
      developer.cookie,
    );
    expect(revoke.body.errors).toBeUndefined();
    const env = (token: string) => ({
      HOME: home,
      VMU_PORTAL_URL: portalUrl,
      VMU_PORTAL_TOKEN: token,
    });
    const upload = (app: string, token: string, ...more: string[]) =>
      runCli(
        ['upload', STAR_HOPPER, '--app', app, '--notes', 'Faster comets', ...more],
        env(token),
        home,
      );

    const [notNewer, gone, unknownApp] = await Promise.all([
      upload(LIVE_AT_SAME_VERSION, full.secret, '--json'),
      upload(APP, revoked.secret),
      runCli(['status', '--app', 'com.example.nobody'], env(full.secret), home),
    ]);
    // Refused by the portal once it read the package.
    expect(notNewer.code).toBe(1);
    expect(JSON.parse(notNewer.stdout)).toMatchObject({
      error: { message: versionNotNewer('1.4.2', '1.4.2'), status: expect.any(Number) },
    });
    // Refused by the portal on the token, before any package is sent.
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain(`Error: ${API_TOKEN_REVOKED} (TOKEN_REVOKED, HTTP 401)\n`);
    expect(unknownApp.code).toBe(1);
    expect(unknownApp.stderr).toBe(`Error: ${API_APP_NOT_FOUND} (NOT_FOUND, HTTP 404)\n`);

    for (const id of [appId, classicId]) expect(await versionsOf(id)).toHaveLength(1);
  });

  it('asks the token’s scopes first, so a token that cannot upload or submit sends no package', async () => {
    const appId = await seedStarHopper(APP, '1.0.0');
    const uploadOnly = await createToken('Upload only', ['UPLOAD_BUILDS']);
    const before = received.length;
    const run = await runCli(
      ['upload', STAR_HOPPER, '--app', APP, '--notes', 'Faster comets', '--submit'],
      { HOME: home, VMU_PORTAL_URL: portalUrl, VMU_PORTAL_TOKEN: uploadOnly.secret },
      home,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Error: ${apiTokenMissingScope('SUBMIT_FOR_REVIEW')} (MISSING_SCOPE)\nToken "Upload only" has: UPLOAD_BUILDS. Nothing was uploaded.\n`,
    );
    expect(received.slice(before)).toEqual(['GET /api/v1/me']);
    expect(await versionsOf(appId)).toHaveLength(1);
  });

  // Decision 0053: the docs' CI steps, line for line, against the portal serving its own CLI.
  it("runs the docs' CI steps: downloads the portal's CLI, checks its SHA-256, uploads and submits", async () => {
    const appId = await seedStarHopper('com.example.game', '1.0.0');
    const token = (await createToken('CI', ['UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'])).secret;
    fs.mkdirSync(path.join(home, 'build'));
    fs.copyFileSync(STAR_HOPPER, path.join(home, 'build', 'game.vmupack'));
    fs.writeFileSync(path.join(home, 'CHANGELOG.md'), 'Faster comets.\n');
    const sums = await fetch(`${portalUrl}/cli/${CLI_CHECKSUMS_FILE}`).then((r) => r.text());
    expect(sums).toContain(`${BUNDLE.sha256}  ${BUNDLE.file}\n`);
    const env = {
      HOME: home,
      VMU_PORTAL_URL: portalUrl,
      [API_TOKEN_ENV_VARIABLE]: token,
      [CLI_VERSION_VARIABLE]: BUNDLE.version,
      [CLI_SHA256_VARIABLE]: BUNDLE.sha256,
    };

    const steps = await runScript(CLI_CI_STEPS.join('\n'), env, home);
    expect(steps.stderr).toContain('Uploading to com.example.game 100%');
    expect(steps.stdout).toContain('vmu-portal.mjs: OK');
    expect(steps.stdout).toMatch(/Star Hopper 1\.4\.2 \(com\.example\.game\): In Review\n/);
    expect(steps.code).toBe(0);
    const [uploaded] = (await versionsOf(appId)).filter((v) => v.versionNumber === '1.4.2');
    expect(uploaded).toMatchObject({ reviewStatus: 'PENDING', releaseNotes: 'Faster comets.' });

    // A file that is not the pinned one is refused before it runs: nothing more is uploaded.
    const tampered = await runScript(
      CLI_CI_STEPS.join('\n'),
      {
        ...env,
        [CLI_SHA256_VARIABLE]: '0'.repeat(64),
      },
      home,
    );
    expect(tampered.code).not.toBe(0);
    expect(tampered.stderr).toContain('WARNING: 1 computed checksum did NOT match');
    expect(await versionsOf(appId)).toHaveLength(2);
  });
});
