/**
 * Test-only inputs: the only test file that reads process.env, as src/env.ts is the only
 * production one (the test settings are no part of the server's configuration).
 */
export function loadTestEnv(): {
  TEST_DATABASE_URL: string | undefined;
  REQUIRE_POSTGRES: boolean;
  /** Replays a fuzz run (src/test/fuzz); unset: a new seed each run, printed. */
  FUZZ_SEED: number | undefined;
  /** Multiplies the fuzz suite's runs (default 1) for a longer hunt. */
  FUZZ_SCALE: number;
} {
  const fuzzSeed = Number.parseInt(process.env.FUZZ_SEED ?? '', 10);
  const fuzzScale = Number(process.env.FUZZ_SCALE ?? '1');
  return {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || undefined,
    REQUIRE_POSTGRES: process.env.REQUIRE_POSTGRES === '1',
    FUZZ_SEED: Number.isSafeInteger(fuzzSeed) ? fuzzSeed : undefined,
    FUZZ_SCALE: Number.isFinite(fuzzScale) && fuzzScale > 0 ? fuzzScale : 1,
  };
}
