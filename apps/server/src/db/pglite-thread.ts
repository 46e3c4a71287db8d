import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import {
  transferOf,
  type PgliteReply,
  type PgliteRequest,
  type PgliteWorkerData,
} from './pglite-messages';
import { WireBatches } from './wire-batches';

// The server's side of the embedded database's thread (decision 0028): it starts
// pglite-worker.ts and gives node-postgres a stream whose bytes go to PGlite there and back.

/**
 * What opening took, for the start-up log: when the thread started (ms since the process
 * started), then loading PGlite in it, and opening (or creating) the data.
 */
export type PgliteOpenTimes = {
  threadStartMs: number;
  loadMs: number;
  openMs: number;
  created: boolean;
};

export type PgliteThread = {
  opened: PgliteOpenTimes;
  /** A new session's stream, for node-postgres's `stream` option. */
  connect(): Duplex;
  dumpDataDir(): Promise<Blob>;
  /** Closes PGlite (PostgreSQL shuts down, the data folder is flushed) and ends the thread. */
  close(): Promise<void>;
  /**
   * Ends the thread at once without closing PGlite, as a crash would: what waits on it fails.
   * close() falls back to it when PGlite does not close in time.
   */
  terminate(): Promise<void>;
};

type Pending = { resolve(reply: PgliteReply): void; reject(error: Error): void };

// Built next to the server's bundle by scripts/build-server.mjs; from the sources (Vitest, tsx)
// built on first use (pglite-worker-from-source.ts).
async function workerFile(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return new URL('./pglite-worker.js', import.meta.url);
  const { pgliteWorkerFromSource } = await import('./pglite-worker-from-source');
  return pgliteWorkerFromSource();
}

/** A close that does not end the thread in this time ends it by force. */
const CLOSE_TIMEOUT_MS = 10_000;

export async function startPgliteThread(options: {
  dataDir: string | undefined;
  loadDataDir?: Blob;
}): Promise<PgliteThread> {
  const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
  const workerData: PgliteWorkerData = { dataDir: options.dataDir, loadDataDir };
  const url = await workerFile();
  const threadStartMs = Math.round(performance.now());
  const worker = new Worker(url, {
    workerData,
    transferList: loadDataDir ? [loadDataDir] : [],
  });

  const pending = new Map<number, Pending>();
  let nextId = 1;
  // Once open and until closed on purpose, a stop is news the operator must see.
  let reportStop = false;
  let stopped: Error | undefined;
  let opening: { resolve(times: PgliteOpenTimes): void; reject(error: Error): void } | undefined;
  const opened = new Promise<PgliteOpenTimes>((resolve, reject) => {
    opening = { resolve, reject };
  });

  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  // A thread that dies fails what waits on it, now and later: a failed query, a failed
  // readiness check, never a hang.
  function stop(error: Error): void {
    // Said once, in the server's output (a full disk, say): every query fails with it from now.
    if (!stopped && reportStop) console.error(`The embedded database stopped: ${causesOf(error)}`);
    stopped ??= error;
    opening?.reject(stopped);
    for (const each of pending.values()) each.reject(stopped);
    pending.clear();
  }
  worker.on('error', (error) =>
    stop(new Error('the embedded database thread failed', { cause: error })),
  );
  worker.on('exit', (code) =>
    stop(new Error(`the embedded database thread ended (exit code ${code})`)),
  );
  worker.on('message', (message: PgliteReply) => {
    switch (message.kind) {
      case 'open': {
        const { loadMs, openMs, created } = message;
        opening?.resolve({ threadStartMs, loadMs, openMs, created });
        opening = undefined;
        return;
      }
      case 'failed':
        stop(new Error(`PGlite could not open the database: ${message.message}`));
        return;
      default: {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        waiting?.resolve(message);
      }
    }
  });

  function request(message: PgliteRequest, transfer: ArrayBuffer[] = []): Promise<PgliteReply> {
    if (stopped) return Promise.reject(stopped);
    return new Promise<PgliteReply>((resolve, reject) => {
      pending.set(message.id, { resolve, reject });
      worker.postMessage(message, transfer);
    }).then((reply) => {
      if (reply.kind === 'error') throw new Error(`embedded database: ${reply.message}`);
      return reply;
    });
  }

  async function exchange(bytes: Uint8Array): Promise<Uint8Array> {
    const reply = await request({ kind: 'wire', id: nextId++, bytes }, transferOf(bytes));
    if (reply.kind !== 'answer') throw new Error(`embedded database: unexpected ${reply.kind}`);
    return reply.bytes;
  }

  let times: PgliteOpenTimes;
  try {
    times = await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  reportStop = true;
  let closing: Promise<void> | undefined;
  const terminate = async () => {
    await worker.terminate();
    await exited;
  };
  return {
    opened: times,
    connect: () => new WireStream(exchange),
    async dumpDataDir() {
      const reply = await request({ kind: 'dump', id: nextId++ });
      if (reply.kind !== 'dumped') throw new Error(`embedded database: unexpected ${reply.kind}`);
      return new Blob([reply.tarball]);
    },
    close() {
      reportStop = false;
      closing ??= (async () => {
        if (!stopped) {
          const timer = setTimeout(() => void terminate(), CLOSE_TIMEOUT_MS);
          try {
            await request({ kind: 'close', id: nextId++ });
          } finally {
            await exited;
            clearTimeout(timer);
          }
        }
        await exited;
      })();
      return closing;
    },
    terminate,
  };
}

/**
 * The socket node-postgres would have opened, as a stream: what the client writes is cut into
 * batches of whole messages (WireBatches) and each batch's answer is read back in order.
 */
class WireStream extends Duplex {
  readonly #exchange: (bytes: Uint8Array) => Promise<Uint8Array>;
  readonly #batches = new WireBatches();
  // Answers are read back in the order the batches were written.
  #last: Promise<unknown> = Promise.resolve();

  constructor(exchange: (bytes: Uint8Array) => Promise<Uint8Array>) {
    super();
    this.#exchange = exchange;
  }

  // The parts of net.Socket node-postgres calls.
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    callback: (error?: Error | null) => void,
  ): void {
    for (const batch of this.#batches.push(chunk)) {
      const answer = this.#exchange(batch);
      this.#last = this.#last.then(() =>
        answer.then(
          (bytes) => {
            if (!this.destroyed && bytes.length > 0) {
              this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
            }
          },
          (error: Error) => this.destroy(error),
        ),
      );
    }
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    // The client ended the session: nothing more will be read either.
    this.push(null);
    callback();
  }
}

/** An error's message with its causes' (the thread's own error is the cause of ours). */
function causesOf(error: unknown): string {
  const messages: string[] = [];
  for (let each = error, depth = 0; each && depth < 5; depth += 1) {
    messages.push(each instanceof Error ? each.message : String(each));
    each = each instanceof Error ? each.cause : undefined;
  }
  return messages.join(': ');
}
