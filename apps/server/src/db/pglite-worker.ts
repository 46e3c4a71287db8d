// The embedded database's own thread (decision 0028). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously: in the server's thread every query stopped every request. Here it
// answers raw PostgreSQL wire-protocol messages that pglite-thread.ts forwards from the server's
// node-postgres pool, one exchange at a time, so PGlite's single session is never entered twice.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-messages';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread (see pglite-thread.ts)');

function reply(message: PgliteReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

/** Bytes that own their whole buffer travel without a copy; a view into PGlite's buffer is copied. */
function transferable(bytes: Uint8Array): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const owned =
    bytes.byteOffset === 0 &&
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteLength === bytes.buffer.byteLength
      ? bytes
      : bytes.slice();
  return { bytes: owned, transfer: [owned.buffer as ArrayBuffer] };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

async function open(data: PgliteWorkerData): Promise<PGlite> {
  const started = performance.now();
  // Loaded here rather than imported at the top, so the time it takes is measured apart.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const loaded = performance.now();
  const created =
    data.loadDataDir === undefined &&
    (data.dataDir === undefined || !fs.existsSync(path.join(data.dataDir, 'PG_VERSION')));
  // pg_trgm backs the admin list's search indexes (migration 0004).
  const options = {
    extensions: { pg_trgm },
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  };
  const db = data.dataDir ? new PGlite(data.dataDir, options) : new PGlite(options);
  await db.waitReady;
  reply({
    kind: 'open',
    loadMs: Math.round(loaded - started),
    openMs: Math.round(performance.now() - loaded),
    created,
  });
  return db;
}

const STARTUP_MESSAGE = 0; // a startup packet has no type byte: its length's first byte is 0

async function serve(db: PGlite): Promise<void> {
  let sessions = 0;
  // Exchanges run strictly one after another: PGlite has one session and its protocol calls
  // must not interleave (execProtocolRaw awaits its file-system sync).
  let queue = Promise.resolve();

  async function handle(request: PgliteRequest): Promise<boolean> {
    switch (request.kind) {
      case 'wire': {
        if (request.bytes[0] === STARTUP_MESSAGE && sessions++ > 0) {
          // A new pool connection gets the one backend session the last one left: leave no
          // open transaction or session state behind from a client that went away mid-way.
          if (db.isInTransaction()) await db.exec('rollback');
          await db.exec('discard all');
        }
        const answer = transferable(await db.execProtocolRaw(request.bytes));
        reply({ kind: 'answer', id: request.id, bytes: answer.bytes }, answer.transfer);
        return true;
      }
      case 'dump': {
        const tarball = await (await db.dumpDataDir('none')).arrayBuffer();
        reply({ kind: 'dumped', id: request.id, tarball }, [tarball]);
        return true;
      }
      case 'close': {
        await db.close();
        reply({ kind: 'closed', id: request.id });
        return false;
      }
    }
  }

  port!.on('message', (request: PgliteRequest) => {
    queue = queue.then(async () => {
      try {
        // After close, the port is closed and the thread ends once its queue is empty.
        if (!(await handle(request))) port!.close();
      } catch (error) {
        reply({ kind: 'error', id: request.id, message: errorMessage(error) });
      }
    });
  });
}

open(workerData as PgliteWorkerData).then(serve, (error: unknown) => {
  reply({ kind: 'failed', message: errorMessage(error) });
  port.close();
});
