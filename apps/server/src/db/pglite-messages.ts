// What the server's thread and the embedded database's thread (pglite-worker.ts) say to each
// other. Bytes travel as Uint8Arrays that own their whole ArrayBuffer, so large ones can be
// transferred instead of copied.

/**
 * Below this size a copy is cheaper than a transfer (measured on Node 20: a round trip of a
 * few hundred bytes took 22 µs copied, 51 µs transferred); above it, copying costs more.
 */
export const TRANSFER_FROM_BYTES = 64 * 1024;

/** The transfer list for bytes that own their buffer: empty below TRANSFER_FROM_BYTES. */
export function transferOf(bytes: Uint8Array): ArrayBuffer[] {
  return bytes.byteLength >= TRANSFER_FROM_BYTES ? [bytes.buffer as ArrayBuffer] : [];
}

export type PgliteWorkerData = {
  /** A folder on disk, or undefined for a database in memory. */
  dataDir: string | undefined;
  /** A dumpDataDir() tarball to start from (transferred to the thread). */
  loadDataDir: ArrayBuffer | undefined;
};

export type PgliteRequest =
  /** PostgreSQL wire-protocol messages, up to one the client then waits on (Sync, Query, Flush). */
  | { kind: 'wire'; id: number; bytes: Uint8Array }
  | { kind: 'dump'; id: number }
  /** Stops PGlite (it shuts PostgreSQL down and flushes the data folder); the thread then ends. */
  | { kind: 'close'; id: number };

export type PgliteReply =
  | { kind: 'open'; loadMs: number; openMs: number; created: boolean }
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; id: number; bytes: Uint8Array }
  | { kind: 'dumped'; id: number; tarball: ArrayBuffer }
  | { kind: 'closed'; id: number }
  | { kind: 'error'; id: number; message: string };
