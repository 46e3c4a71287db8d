/**
 * How long the server waits on PostgreSQL before it gives up on a connection or a statement
 * (decision 0055). Without them a stalled connection held its request, and the pool slot, until
 * the operating system gave up on the socket, many minutes later: the server kept failing long
 * after the database was back.
 */
export type DatabaseTimeouts = {
  /** Opening a connection, or waiting for a free one when all are busy. */
  connectMs: number;
  /**
   * One statement: PostgreSQL cancels it after this (statement_timeout), and the client gives
   * up on an answer that never comes a little later and drops the connection.
   */
  queryMs: number;
  /** An unused connection is closed after this; a new one is opened when needed. */
  idleMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5_000,
  queryMs: 30_000,
  idleMs: 30_000,
};
