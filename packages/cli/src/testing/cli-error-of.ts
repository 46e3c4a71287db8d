import { CliError } from '../cli-error';

// Test-only: how tests look at the CliError a step stops with (production code never imports it).

/** The CliError `promise` rejects with; anything else (or none) is an error of the test. */
export async function cliErrorOf(promise: Promise<unknown>): Promise<CliError> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  if (!(outcome instanceof CliError)) {
    throw new Error(`expected a CliError, got ${String(outcome)}`);
  }
  return outcome;
}
