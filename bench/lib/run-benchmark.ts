/**
 * Runs a benchmark and ends it as the benchmarks do: how long it took, then what was over budget
 * or wrong (exit 1), or that every budget was met. `failures` is the list the benchmark's own
 * checks fill; an error thrown by the run is one more.
 */
export async function runBenchmark(
  name: string,
  failures: string[],
  run: () => Promise<void>,
): Promise<void> {
  const startedAt = performance.now();
  try {
    await run();
  } catch (error) {
    console.error(error);
    failures.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  }
  console.log(`\nRun in ${((performance.now() - startedAt) / 1000).toFixed(0)} s.`);
  if (failures.length > 0) {
    console.error(`\nOver budget or wrong:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`All ${name} budgets met.`);
}
