// Loaded into the built server's process by bench/upload.ts (`node --import`, bundled by
// bench/lib/server-hooks.ts), never shipped: adds the route that prepares the developer API's
// upload, on the portal's own Fastify instance, which Fastify announces on the
// `fastify.initialization` diagnostics channel when it is created.
//   POST /__bench/api-upload   a verified developer with one draft app and an API token that
//                              may upload builds; answers { token, bundleIdentifier }
import { subscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
// The portal's own types of what it decorates its Fastify instance with (database).
import type {} from '../../apps/server/src/app';
import { application } from '../../apps/server/src/db/schema/apps';
import { createApiToken } from '../../apps/server/src/modules/api-tokens/services/manage-api-tokens';
import { applicationRow } from '../../apps/server/src/test/seed-rows';
import { createVerifiedBenchDeveloper } from '../lib/bench-developer';

subscribe('fastify.initialization', (message) => {
  const app = (message as { fastify: FastifyInstance }).fastify;

  app.post('/__bench/api-upload', async () => {
    const developer = await createVerifiedBenchDeveloper(app, 'Bench Studio');
    const { db } = app.database;
    const [draft] = await db
      .insert(application)
      .values(applicationRow(developer.id, { appName: 'Bench Game' }))
      .returning({ bundleIdentifier: application.bundleIdentifier });
    const { secret } = await createApiToken(db, developer.id, {
      name: 'Bench CI',
      scopes: ['UPLOAD_BUILDS'],
      lifetime: 'DAYS_30',
    });
    return { token: secret, bundleIdentifier: draft!.bundleIdentifier };
  });
});
