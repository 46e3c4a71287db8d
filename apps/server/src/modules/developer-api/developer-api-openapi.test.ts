import fs from 'node:fs';
import {
  DEVELOPER_API_APPS_PATH,
  DEVELOPER_API_ME_PATH,
  DEVELOPER_API_UPLOAD_MEDIA_TYPE,
  developerApiAuthorization,
} from '@vmu/domain';
import type { InjectOptions } from 'fastify';
import { applicationVersion } from '../../db/schema/apps';
import { seedApplication, verifiedDeveloper } from '../../test/app-fixtures';
import { TEST_PUBLIC_URL, type TestTarget } from '../../test/harness';
import { describeOpenApiAnswers } from '../../test/openapi-answer-suite';
import { STAR_HOPPER_VMUPACK } from '../../test/upload-requests';
import type { TestApp } from '../../test/use-test-app';
import { APP_NAME, seedPublishedApp, storePackage } from '../../test/version-fixtures';
import { createApiToken } from '../api-tokens/services/manage-api-tokens';
import { developerApiDocument } from './developer-api-openapi';

// The developer API answers as its OpenAPI document says (decision 0054): the requests of its
// operations and the rows they aim at, for the suite of test/openapi-answer-suite.ts.

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

type DeveloperApiRequest = InjectOptions & { withoutToken?: true };

/** Each operation's requests: one that succeeds, one refused; with the token unless told. */
const REQUESTS: Record<string, (world: World) => DeveloperApiRequest[]> = {
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

/** The request as sent: with the world's token unless told. */
const withToken = ({ withoutToken, ...options }: DeveloperApiRequest, world: World) => ({
  ...options,
  headers: {
    ...(withoutToken ? {} : { authorization: world.authorization }),
    ...options.headers,
  },
});

async function seedWorld(t: TestApp, target: TestTarget): Promise<World> {
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
  return {
    authorization: developerApiAuthorization(token.secret),
    bundle: live.bundleIdentifier,
    draftVersionId: draft?.id ?? '',
    draftBundle: never.bundleIdentifier,
  };
}

describeOpenApiAnswers({
  api: 'the developer API',
  document: developerApiDocument(TEST_PUBLIC_URL),
  requests: REQUESTS,
  seedWorld,
  toInject: withToken,
});
