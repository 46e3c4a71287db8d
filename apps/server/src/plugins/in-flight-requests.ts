import type { FastifyInstance, FastifyRequest } from 'fastify';

// Shutting down (SIGTERM, a restart) closes the HTTP server, then the database. Closing the
// server waits for open connections only: a request whose client hung up is no connection any
// more, but its handler may still be running, and it then met a closed pool ("Cannot use a pool
// after calling end on the pool", logged as an unexpected error). Counting requests until
// their handler has answered lets the shutdown wait for them (bounded) before the database goes.

export type InFlightRequests = {
  /** Requests whose handler has not answered yet. */
  readonly count: number;
  /** Resolves when none is left, or after `timeoutMs` whatever is left (false then). */
  drained(timeoutMs: number): Promise<boolean>;
};

const answered = new WeakSet<FastifyRequest>();

/** Counts `app`'s requests from arrival until their answer is sent (onSend), or given up. */
export function trackInFlightRequests(app: FastifyInstance): InFlightRequests {
  let count = 0;
  const waiting = new Set<() => void>();
  const finish = (request: FastifyRequest) => {
    // onSend runs again when an onSend hook fails and the error is sent instead.
    if (answered.has(request)) return;
    answered.add(request);
    count -= 1;
    if (count === 0) for (const wake of waiting) wake();
  };
  app.addHook('onRequest', async () => {
    count += 1;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    finish(request);
    return payload;
  });
  // A request that ends without an answer (its response failed) is not waited for.
  app.addHook('onResponse', async (request) => finish(request));
  return {
    get count() {
      return count;
    },
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (drained: boolean) => {
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(drained);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        waiting.add(wake);
      });
    },
  };
}
