import type { FastifyInstance } from 'fastify';

export type SlowClientLimits = {
  /** A body must arrive at least this fast on average... */
  minBytesPerSecond: number;
  /** ...once this long has passed since its request began (a slow start is forgiven). */
  graceMs: number;
};

/**
 * A client that sends its body a byte at a time holds a connection, a request slot and, on the
 * upload routes, a spool file for as long as it likes; forty of them were held for 75 s. Every
 * request with a body must deliver it at a minimum average rate, counted on its socket so the
 * route's own reading of the stream is untouched; one that falls behind is cut (decision 0055).
 * The server's requestTimeout caps the whole request besides (server.ts' Fastify options).
 */
export function cutSlowClients(app: FastifyInstance, limits: SlowClientLimits): void {
  const checkEveryMs = Math.max(10, Math.min(1_000, limits.graceMs));
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as typeof raw.socket | undefined;
    const hasBody =
      Number(raw.headers['content-length'] ?? 0) > 0 ||
      raw.headers['transfer-encoding'] !== undefined;
    // Injected requests (tests) have no real socket to count on.
    if (!hasBody || raw.complete || typeof socket?.bytesRead !== 'number') return done();
    const startedAt = performance.now();
    const bytesBefore = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const elapsedMs = performance.now() - startedAt;
      if (elapsedMs < limits.graceMs) return;
      const received = socket.bytesRead - bytesBefore;
      if (received >= (limits.minBytesPerSecond * elapsedMs) / 1000) return;
      stop();
      request.log.warn(
        { received, elapsedMs: Math.round(elapsedMs), ...limits },
        'request body arriving too slowly: connection cut',
      );
      socket.destroy();
    }, checkEveryMs);
    timer.unref();
    function stop() {
      clearInterval(timer);
    }
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
