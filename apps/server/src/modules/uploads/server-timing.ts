import type { FastifyReply } from 'fastify';

/** Milliseconds per named phase of a request. */
export type Timings = Record<string, number>;

/**
 * Adds the phases as a Server-Timing header (browser dev tools and the upload bench read it).
 * Phase names only, no details: nothing here is secret.
 */
export function setServerTiming(reply: FastifyReply, timings: Timings): void {
  const entries = Object.entries(timings).map(([name, ms]) => `${name};dur=${ms.toFixed(2)}`);
  if (entries.length > 0) reply.header('server-timing', entries.join(', '));
}
