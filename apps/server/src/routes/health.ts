import type { FastifyInstance, LogLevel } from 'fastify';
import type { DatabaseHandle } from '../db/client';

// Probes hit these every few seconds; their request lines would drown the log.
function probeLogLevel(appLevel: string): LogLevel {
  return appLevel === 'fatal' || appLevel === 'error' || appLevel === 'silent' ? appLevel : 'warn';
}

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  const logLevel = probeLogLevel(app.log.level);
  // Liveness: the process answers; says nothing about the database on purpose.
  app.get('/healthz', { logLevel }, async () => ({ status: 'ok' }));

  // Readiness: a real round trip, so a load balancer stops sending traffic when it fails.
  app.get('/readyz', { logLevel }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
