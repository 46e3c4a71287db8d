import type { FastifyInstance, LogLevel } from 'fastify';
import { LivenessSchema, ReadinessSchema } from '@vmu/domain';
import type { DatabaseHandle } from '../db/client';
import { withZodSchemas } from '../plugins/zod-schemas';

// Probes hit these every few seconds; their request lines would drown the log.
function probeLogLevel(appLevel: string): LogLevel {
  return appLevel === 'fatal' || appLevel === 'error' || appLevel === 'silent' ? appLevel : 'warn';
}

export function registerHealthRoutes(parent: FastifyInstance, database: DatabaseHandle): void {
  // Fastify loads the plugin in order with the others; nothing here needs awaiting.
  void parent.register(async (plain) => {
    const app = withZodSchemas(plain);
    const logLevel = probeLogLevel(app.log.level);
    // Liveness: the process answers; says nothing about the database on purpose.
    app.get('/healthz', { logLevel, schema: { response: { 200: LivenessSchema } } }, async () => ({
      status: 'ok' as const,
    }));

    // Readiness: a real round trip, so a load balancer stops sending traffic when it fails.
    app.get(
      '/readyz',
      { logLevel, schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: 'ready' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'database not reachable');
          return reply.code(503).send({ status: 'unavailable' });
        }
      },
    );
  });
}
