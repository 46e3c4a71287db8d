import type { FastifyInstance, LogLevel } from 'fastify';
import { LivenessSchema, ReadinessSchema } from '@vmu/domain';
import type { DatabaseHandle } from '../db/client';
import { withZodSchemas } from '../plugins/zod-schemas';
import { createReadinessRecord, type ReadinessRecord } from './readiness-record';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server last heard of its database; requests that met an outage tell it too. */
    readiness: ReadinessRecord;
  }
}

// Probes hit these every few seconds; their request lines would drown the log.
function probeLogLevel(appLevel: string): LogLevel {
  return appLevel === 'fatal' || appLevel === 'error' || appLevel === 'silent' ? appLevel : 'warn';
}

export function registerHealthRoutes(
  parent: FastifyInstance,
  database: DatabaseHandle,
  options: {
    /** Readiness failing this long makes liveness fail too (env.ts, decision 0055). */
    livenessFailsAfterMs: number;
  },
): void {
  const readiness = createReadinessRecord(options.livenessFailsAfterMs);
  parent.decorate('readiness', readiness);

  /** A real round trip to the database; remembered for liveness. */
  async function databaseAnswers(log: FastifyInstance['log']): Promise<boolean> {
    try {
      await database.ping();
      readiness.succeeded();
      return true;
    } catch (error) {
      readiness.failed();
      log.warn({ err: error }, 'database not reachable');
      return false;
    }
  }

  // Fastify loads the plugin in order with the others; nothing here needs awaiting.
  void parent.register(async (plain) => {
    const app = withZodSchemas(plain);
    const logLevel = probeLogLevel(app.log.level);
    // Liveness: the process answers, unless the database has been unreachable for longer than
    // the set time: the pool recovers by itself from an outage (db/client.ts), and a server
    // that still cannot after that long is better restarted by its supervisor. It asks the
    // database only while the last word was a failure (from /readyz, or a request that met the
    // outage): otherwise it stays the cheap answer of the process alone (decision 0028).
    app.get(
      '/healthz',
      { logLevel, schema: { response: { 200: LivenessSchema, 503: LivenessSchema } } },
      async (request, reply) => {
        if (!readiness.failing()) return { status: 'ok' as const };
        if ((await databaseAnswers(request.log)) || !readiness.livenessFailed()) {
          return { status: 'ok' as const };
        }
        request.log.error(
          { livenessFailsAfterMs: options.livenessFailsAfterMs },
          'database unreachable for longer than LIVENESS_FAILS_AFTER_MS: liveness fails so the server is restarted',
        );
        return reply.code(503).send({ status: 'failing' });
      },
    );

    // Readiness: a real round trip, so a load balancer stops sending traffic when it fails.
    app.get(
      '/readyz',
      { logLevel, schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
      async (request, reply) => {
        if (await databaseAnswers(request.log)) return { status: 'ready' as const };
        return reply.code(503).send({ status: 'unavailable' });
      },
    );
  });
}
