// Loaded into the built server's process by bench/load.ts (`node --import`), never shipped:
// adds the two routes the load benchmark needs to the portal's own Fastify instance, which
// Fastify announces on the `fastify.initialization` diagnostics channel when it is created.
//   POST /__bench/seed   one verified developer with 50 apps (web icons, analytics figures)
//                        and a password; answers { email, password, appId, bundleIdentifier }
//   GET  /__bench/floor  the same 50 rows as the developer's app list, read with the list's
//                        own SQL statement (the apps, their icons' files and active users:
//                        what a card shows) and sent with JSON.stringify: what a list costs
//                        without the API
//   POST /__bench/gc     a full garbage collection (the server runs with --expose-gc), so that
//                        memory read after it is what the server keeps, not garbage not yet
//                        collected
import { subscribe } from 'node:diagnostics_channel';
import crypto from 'node:crypto';
import { activeUsersWindowStart, APP_STATUSES, utcDayOf } from '@vmu/domain';
// `is`, not instanceof: the server's bundle has its own copy of drizzle-orm.
import { is, Placeholder } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Kind, parse, visit, type SelectionSetNode } from 'graphql';
import type pg from 'pg';
import { DeveloperApplicationsDocument } from '../../apps/web/src/lib/graphql/graphql';
// The portal's own types of what it decorates its Fastify instance with (database, auth).
import type {} from '../../apps/server/src/app';
import { appOpen } from '../../apps/server/src/db/schema/analytics';
import { applicationColumnsFor } from '../../apps/server/src/modules/apps/application-columns';
import { developerApplicationsStatement } from '../../apps/server/src/modules/apps/services/list-developer-applications';
import { application, storedFile } from '../../apps/server/src/db/schema/apps';
import { applicationRow } from '../../apps/server/src/test/seed-rows';
import { createVerifiedBenchDeveloper } from '../lib/bench-developer';

export const BENCH_APPS = 50;
const PASSWORD = 'Bench#Load#2026';

let developerId: string | undefined;

/** The portal's node-postgres pool (drizzle keeps it as $client), for a named statement. */
const pool = (app: FastifyInstance) => (app.database.db as unknown as { $client: pg.Pool }).$client;

/** The fields My Applications asks of each app (its items' selection, fragments expanded). */
function cardFields(): string[] {
  const document = parse(DeveloperApplicationsDocument.toString());
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION
        ? [[definition.name.value, definition.selectionSet] as const]
        : [],
    ),
  );
  const fieldsOf = (selections: SelectionSetNode): string[] =>
    selections.selections.flatMap((selection) =>
      selection.kind === Kind.FIELD
        ? [selection.name.value]
        : selection.kind === Kind.FRAGMENT_SPREAD
          ? fieldsOf(fragments.get(selection.name.value)!)
          : fieldsOf(selection.selectionSet),
    );
  let items: SelectionSetNode | undefined;
  visit(document, {
    Field(field) {
      if (field.name.value === 'items') items = field.selectionSet;
    },
  });
  return fieldsOf(items!);
}

subscribe('fastify.initialization', (message) => {
  const app = (message as { fastify: FastifyInstance }).fastify;

  // The first page of the developer list's own statement (services/list-developer-applications
  // .ts) with the columns My Applications asks for: a page of 50 and one row more, which tells
  // whether another page exists. Built on first use: the database is decorated after the
  // instance is created.
  let floorStatement: { sql: string; params: unknown[] } | undefined;

  app.get('/__bench/floor', async (_request, reply) => {
    if (!developerId) return reply.code(409).send('seed first');
    floorStatement ??= developerApplicationsStatement(app.database.db, {
      status: false,
      search: false,
      after: false,
      activeUsers: true,
      columns: applicationColumnsFor(cardFields()),
    }).toSQL();
    const values: Record<string, unknown> = {
      developerId,
      limit: BENCH_APPS + 1,
      since: activeUsersWindowStart(),
    };
    // Named, so prepared once on each connection, as the list's own statement is.
    const { rows } = await pool(app).query({
      name: 'bench_floor',
      text: floorStatement.sql,
      values: floorStatement.params.map((param) =>
        is(param, Placeholder) ? values[param.name] : param,
      ),
    });
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
