// Loaded into the built server's process by bench/load.ts (`node --import`), never shipped:
// adds the two routes the load benchmark needs to the portal's own Fastify instance, which
// Fastify announces on the `fastify.initialization` diagnostics channel when it is created.
//   POST /__bench/seed   one verified developer with 50 apps (web icons, analytics figures)
//                        and a password; answers { email, password, appId, bundleIdentifier }
//   GET  /__bench/floor  the same 50 rows as the developer's app list, read with one SQL
//                        query and sent with JSON.stringify: what a list costs without the API
//   POST /__bench/gc     a full garbage collection (the server runs with --expose-gc), so that
//                        memory read after it is what the server keeps, not garbage not yet
//                        collected
import { subscribe } from 'node:diagnostics_channel';
import crypto from 'node:crypto';
import { APP_STATUSES, utcDayOf } from '@vmu/domain';
import type { FastifyInstance } from 'fastify';
// The portal's own types of what it decorates its Fastify instance with (database, auth).
import type {} from '../../apps/server/src/app';
import { appOpen } from '../../apps/server/src/db/schema/analytics';
import { application, storedFile } from '../../apps/server/src/db/schema/apps';
import { applicationRow } from '../../apps/server/src/test/seed-rows';
import { createVerifiedBenchDeveloper } from '../lib/bench-developer';

export const BENCH_APPS = 50;
const PASSWORD = 'Bench#Load#2026';

// The developer list's own query (services/list-developer-applications.ts): a page of 50 and
// one row more, which tells whether another page exists.
const FLOOR_SQL = `select * from application where developer_id = $1
  order by updated_at desc, id desc limit ${BENCH_APPS + 1}`;

let developerId: string | undefined;

subscribe('fastify.initialization', (message) => {
  const app = (message as { fastify: FastifyInstance }).fastify;

  app.get('/__bench/floor', async (_request, reply) => {
    if (!developerId) return reply.code(409).send('seed first');
    const { rows } = await app.database.executeSql(FLOOR_SQL, [developerId]);
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ items: rows.slice(0, BENCH_APPS) }));
  });

  app.post('/__bench/gc', async () => {
    (globalThis as { gc?: () => void }).gc?.();
    return { collected: typeof (globalThis as { gc?: () => void }).gc === 'function' };
  });

  app.post('/__bench/seed', async () => {
    const user = await createVerifiedBenchDeveloper(app, 'Bench Developer');
    const { db } = app.database;
    const apps = [];
    for (let n = 0; n < BENCH_APPS; n += 1) {
      const iconKey = `public/${user.id}/${crypto.randomUUID()}/web-icon.png`;
      await db.insert(storedFile).values({
        key: iconKey,
        ownerId: user.id,
        assetType: 'web-icon',
        fileName: 'web-icon.png',
        contentType: 'image/png',
        size: 20_000 + n,
        details: { kind: 'image', format: 'PNG', width: 512, height: 512 },
      });
      const [row] = await db
        .insert(application)
        .values(
          applicationRow(user.id, {
            appName: `Bench Game ${n + 1}`,
            bundleIdentifier: `com.bench.game${n + 1}`,
            shortDescription: `Chase comets across space, level ${n + 1}`,
            status: APP_STATUSES[n % APP_STATUSES.length],
            priceCents: n % 3 === 0 ? 0 : 299 + n,
            currentVersion: `1.${n}.0`,
            totalDownloads: 1000 * n,
            revenueGrossCents: 12_345 * n,
            assets: {
              vmupack: null,
              vmuIcon: null,
              webIcon: iconKey,
              heroBanner: null,
              vmuBanner: null,
              screenshots: { web: [], vmu: [] },
            },
          }),
        )
        .returning({ id: application.id, bundleIdentifier: application.bundleIdentifier });
      apps.push(row!);
      // Active users on the cards are counted from open events: a few devices per app today.
      await db.insert(appOpen).values(
        Array.from({ length: 1 + (n % 5) }, (_, d) => ({
          applicationId: row!.id,
          day: utcDayOf(),
          device: crypto.createHash('sha256').update(`bench-device-${n}-${d}`).digest('hex'),
        })),
      );
    }
    developerId = user.id;
    // A password account: the benchmark signs in over HTTP, as a developer would.
    const auth = await app.auth.$context;
    await auth.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await auth.password.hash(PASSWORD),
    });
    return {
      email: user.email,
      password: PASSWORD,
      appId: apps[0]!.id,
      bundleIdentifier: apps[0]!.bundleIdentifier,
    };
  });
});
