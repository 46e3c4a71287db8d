import * as z from 'zod/mini';

// The probes' answers (apps/server/src/routes/health.ts): a load balancer reads the status code,
// a person the word.

/** GET /healthz: the process answers. */
export const LivenessSchema = z.object({ status: z.literal('ok') });

/** GET /readyz: 200 ready, or 503 unavailable when the database does not answer. */
export const ReadinessSchema = z.object({ status: z.enum(['ready', 'unavailable']) });
