// What the server's thread and the embedded database's thread (pglite-worker.ts) say to each
// other. Bytes travel as Uint8Arrays that own their whole ArrayBuffer, so they can be
// transferred instead of copied.

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
