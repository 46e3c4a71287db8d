import * as z from 'zod/mini';

// The probes' answers (apps/server/src/routes/health.ts): a load balancer reads the status code,
// a person the word.

/**
 * GET /healthz: 200 ok while the process can serve; 503 failing once the database has been
 * unreachable for longer than the server's LIVENESS_FAILS_AFTER_MS, so its supervisor restarts it.
 */
export const LivenessSchema = z.object({ status: z.enum(['ok', 'failing']) });

/** GET /readyz: 200 ready, or 503 unavailable when the database does not answer. */
export const ReadinessSchema = z.object({ status: z.enum(['ready', 'unavailable']) });
