/**
 * Remembers since when readiness has been failing, so liveness can fail too once it has failed
 * for long enough (decision 0055): a server that cannot recover by itself is restarted by its
 * supervisor instead of staying up and failing every request.
 */
export type ReadinessRecord = {
  succeeded(): void;
  failed(): void;
  /** Whether the last thing heard of the database was a failure. */
  failing(): boolean;
  /** True once readiness has failed without a success for `failsAfterMs` or longer. */
  livenessFailed(): boolean;
};

export function createReadinessRecord(
  failsAfterMs: number,
  now: () => number = Date.now,
): ReadinessRecord {
  let failingSince: number | undefined;
  return {
    succeeded() {
      failingSince = undefined;
    },
    failed() {
      failingSince ??= now();
    },
    failing() {
      return failingSince !== undefined;
    },
    livenessFailed() {
      return failingSince !== undefined && now() - failingSince >= failsAfterMs;
    },
  };
}
