// The embedded database's own thread (decision 0028). PGlite runs PostgreSQL compiled to
// WebAssembly synchronously: in the server's thread every query stopped every request. Here it
// answers raw PostgreSQL wire-protocol messages that pglite-thread.ts forwards from the server's
// node-postgres pool, one exchange at a time, so PGlite's single session is never entered twice.
import fs from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import {
  transferOf,
  type PgliteReply,
  type PgliteRequest,
  type PgliteWorkerData,
} from './pglite-messages';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread (see pglite-thread.ts)');

function reply(message: PgliteReply, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

/**
 * Runs a batch of messages and returns the answer in one buffer of its own.
 * Not execProtocolRaw: in PGlite 0.5.16 it also parses every answer into a list it never
 * empties, so memory grew with every query (70 MB per 6,000 small queries, measured). The
 * streaming variant hands over the raw bytes only, as views into PGlite's memory, copied
 * here; and PGlite no longer spends time parsing answers nobody reads.
 */
async function run(db: PGlite, bytes: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  await db.execProtocolRawStream(bytes, {
    onRawData(chunk) {
      chunks.push(chunk.slice());
      length += chunk.length;
    },
  });
  if (chunks.length === 1) return chunks[0]!;
  const answer = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    answer.set(chunk, offset);
    offset += chunk.length;
  }
  return answer;
}

function errorMessage(error: unknown): string {
  // PGlite also throws what is not an Error (Emscripten's exit status, for one).
  return error instanceof Error ? (error.stack ?? error.message) : inspect(error);
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
const PROTOCOL_3 = 196608; // what follows the length in a real startup packet (3.0)

/** A session's startup packet, not a cancel, SSL or GSS request (other codes, same place). */
function isSessionStart(bytes: Uint8Array): boolean {
  if (bytes[0] !== STARTUP_MESSAGE || bytes.length < 8) return false;
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getInt32(4) === PROTOCOL_3;
}

async function serve(db: PGlite): Promise<void> {
  let sessions = 0;
  // Exchanges run strictly one after another: PGlite has one session and its protocol calls
  // must not interleave (each awaits its file-system sync).
  let queue = Promise.resolve();

  async function handle(request: PgliteRequest): Promise<boolean> {
    switch (request.kind) {
      case 'wire': {
        if (request.bytes[0] === STARTUP_MESSAGE && !isSessionStart(request.bytes)) {
          // node-postgres cancels a query over a connection of its own; PGlite runs one query
          // at a time to its end, so there is nothing to cancel, and the session is not touched.
          reply({ kind: 'answer', id: request.id, bytes: new Uint8Array(0) });
          return true;
        }
        if (request.bytes[0] === STARTUP_MESSAGE && sessions++ > 0) {
          // A new pool connection gets the one backend session the last one left: leave no
          // open transaction or session state behind from a client that went away mid-way.
          if (db.isInTransaction()) await db.exec('rollback');
          await db.exec('discard all');
        }
        const answer = await run(db, request.bytes);
        reply({ kind: 'answer', id: request.id, bytes: answer }, transferOf(answer));
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
