import fs from 'node:fs';
import {
  DEVELOPER_API_APPS_PATH,
  DEVELOPER_API_ME_PATH,
  DEVELOPER_API_UPLOAD_MEDIA_TYPE,
  developerApiAuthorization,
} from '@vmu/domain';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { applicationVersion } from '../../db/schema/apps';
import { seedApplication, verifiedDeveloper } from '../../test/app-fixtures';
import { TEST_PUBLIC_URL, testTargets } from '../../test/harness';
import { openApiAnswers } from '../../test/openapi-answers';
import { STAR_HOPPER_VMUPACK } from '../../test/upload-requests';
import { useTestApp } from '../../test/use-test-app';
import { APP_NAME, seedPublishedApp, storePackage } from '../../test/version-fixtures';
import { createApiToken } from '../api-tokens/services/manage-api-tokens';
import { developerApiDocument } from './developer-api-openapi';

// The developer API answers as its OpenAPI document says (decision 0054): for every operation
// of the document, an answer that succeeds and a refusal, each of a status the document declares
// for it and valid against that status's schema. An operation the document gains with no
// requests here fails by name.

type World = {
  authorization: string;
  bundle: string;
  draftVersionId: string;
  /** An app never published: an upload becomes its package. */
  draftBundle: string;
};

const appPath = (bundle: string) => `${DEVELOPER_API_APPS_PATH}/${encodeURIComponent(bundle)}`;
const versionPath = (world: World, versionId = world.draftVersionId) =>
  `${appPath(world.bundle)}/versions/${versionId}`;
const UNKNOWN_VERSION = '00000000-0000-4000-8000-000000000000';

/** Each operation's requests: one that succeeds, one refused; with the token unless told. */
const REQUESTS: Record<string, (world: World) => (InjectOptions & { withoutToken?: true })[]> = {
  getMe: () => [{ url: DEVELOPER_API_ME_PATH }, { url: DEVELOPER_API_ME_PATH, withoutToken: true }],
  listApps: () => [{ url: DEVELOPER_API_APPS_PATH }, { url: `${DEVELOPER_API_APPS_PATH}?limit=0` }],
  getApp: (world) => [{ url: appPath(world.bundle) }, { url: appPath('com.example.none') }],
  uploadBuild: (world) => [
    {
      method: 'POST',
      url: `${appPath(world.draftBundle)}/versions`,
      headers: { 'content-type': DEVELOPER_API_UPLOAD_MEDIA_TYPE },
      payload: fs.readFileSync(STAR_HOPPER_VMUPACK),
    },
    {
      method: 'POST',
      url: `${appPath('com.example.none')}/versions`,
      headers: { 'content-type': DEVELOPER_API_UPLOAD_MEDIA_TYPE },
      payload: Buffer.from('not a package'),
    },
  ],
  getVersion: (world) => [
    { url: versionPath(world) },
    { url: versionPath(world, UNKNOWN_VERSION) },
  ],
  setReleaseNotes: (world) => [
    {
      method: 'PATCH',
      url: versionPath(world),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ releaseNotes: 'Faster comets.' }),
    },
    {
      method: 'PATCH',
      url: versionPath(world, UNKNOWN_VERSION),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ releaseNotes: 'Faster comets.' }),
    },
  ],
  submitVersion: (world) => [
    { method: 'POST', url: `${versionPath(world)}/submit` },
    { method: 'POST', url: `${versionPath(world, UNKNOWN_VERSION)}/submit` },
  ],
};

describe.each(testTargets())(
  'the developer API answers as its OpenAPI document says [%s]',
  (target) => {
    const t = useTestApp(target);
    const answers = openApiAnswers(developerApiDocument(TEST_PUBLIC_URL));

    it('has requests for every operation of the document', () => {
      expect(answers.operationIds.filter((id) => !REQUESTS[id])).toEqual([]);
    });

    it('answers every operation, succeeding and refusing, as the document declares', async () => {
      const developer = await verifiedDeveloper(t.app, t.db, {
        email: `dev-${target}@example.com`,
      });
      const { app: live } = await seedPublishedApp(t.app, t.db, developer.id);
      // An update being prepared, with its package: its notes are set, then it is submitted.
      const [draft] = await t.db
        .insert(applicationVersion)
        .values({
          applicationId: live.id,
          versionNumber: '1.1.0',
          isUpdate: true,
          reviewStatus: 'DRAFT',
          binaryKey: await storePackage(t.app, t.db, developer.id, '1.1.0'),
          packageName: APP_NAME,
          fileSize: 300,
        })
        .returning();
      const never = await seedApplication(t.db, developer.id);
      const token = await createApiToken(t.db, developer.id, {
        name: 'OpenAPI answers',
        scopes: ['READ_APPS', 'UPLOAD_BUILDS', 'SUBMIT_FOR_REVIEW'],
        lifetime: 'DAYS_30',
      });
      const world: World = {
        authorization: developerApiAuthorization(token.secret),
        bundle: live.bundleIdentifier,
        draftVersionId: draft?.id ?? '',
        draftBundle: never.bundleIdentifier,
      };
      const problems: string[] = [];
      const statuses: string[] = [];
      for (const operationId of answers.operationIds) {
        for (const request of REQUESTS[operationId]?.(world) ?? []) {
          const { withoutToken, ...options } = request;
          const response = await t.app.inject({
            ...options,
            headers: {
              ...(withoutToken ? {} : { authorization: world.authorization }),
              ...options.headers,
            },
          });
          statuses.push(`${operationId} ${response.statusCode}`);
          problems.push(...answers.problemsOf(operationId, response));
        }
      }
      expect(problems).toEqual([]);
      // A success and a refusal each, so both kinds of answer were checked.
      for (const operationId of answers.operationIds) {
        const codes = statuses.filter((line) => line.startsWith(`${operationId} `));
        expect(
          codes.some((line) => / 2\d\d$/.test(line)),
          `${operationId}: ${codes.join(', ')}`,
        ).toBe(true);
        expect(
          codes.some((line) => / 4\d\d$/.test(line)),
          `${operationId}: ${codes.join(', ')}`,
        ).toBe(true);
      }
    }, 120_000);
  },
);
