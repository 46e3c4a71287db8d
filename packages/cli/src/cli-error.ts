// Why the CLI stopped, and the exit code a script can branch on. Every failure the CLI expects
// becomes a CliError; its message is the portal's (or the package reader's) words, unchanged.

export const EXIT_CODES = {
  /** The command did what it was asked. */
  OK: 0,
  /** The portal refused the request (its code and message are printed). */
  REFUSED: 1,
  /** The command line is wrong, or there is no portal URL or token to use. */
  USAGE: 2,
  /** The package failed the local check; nothing was sent. */
  PACKAGE_REFUSED: 3,
  /** The portal could not be reached, or answered something that is not its API. */
  UNREACHABLE: 4,
  /** The CLI itself failed (a bug: the message and its stack are printed). */
  FAILED: 5,
} as const;
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** What each exit code means, as the help lists them. */
export const EXIT_CODE_MEANINGS: readonly [ExitCode, string][] = [
  [EXIT_CODES.OK, 'success'],
  [EXIT_CODES.REFUSED, 'the portal refused the request; its code and message are printed'],
  [EXIT_CODES.USAGE, 'wrong usage (unknown option, missing argument), or no portal URL or token'],
  [EXIT_CODES.PACKAGE_REFUSED, 'the package failed the local check; nothing was sent'],
  [EXIT_CODES.UNREACHABLE, 'the portal could not be reached, or its answer was not the API'],
  [EXIT_CODES.FAILED, 'the CLI itself failed unexpectedly'],
];

export class CliError extends Error {
  constructor(
    readonly exitCode: Exclude<ExitCode, 0>,
    /** A stable code: the portal's own, the package reader's, or one of the CLI's. */
    readonly code: string,
    message: string,
    readonly details: {
      /** The HTTP status of a refusal. */
      status?: number;
      /** The request field the portal's refusal is about. */
      field?: string;
      /** Seconds the portal asked to wait (429). */
      retryAfterSeconds?: number;
      /** What a person can do next, shown after the message (never in the JSON's message). */
      hint?: string;
      /** What a script needs to carry on (e.g. the version an upload left), in the JSON's error. */
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string, hint?: string) =>
  new CliError(EXIT_CODES.USAGE, 'USAGE', message, hint ? { hint } : {});

/** The error as --json prints it. */
export function errorJson(error: CliError) {
  const { status, field, retryAfterSeconds, data } = error.details;
  return {
    error: {
      ...data,
      code: error.code,
      message: error.message,
      ...(status !== undefined ? { status } : {}),
      ...(field !== undefined ? { field } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    },
  };
}

/** The error as a person reads it on stderr. */
export function formatError(error: CliError): string {
  const { status, field, retryAfterSeconds, hint } = error.details;
  const origin = status !== undefined ? ` (${error.code}, HTTP ${status})` : ` (${error.code})`;
  const lines = [`Error: ${error.message}${origin}`];
  if (field) lines.push(`Field: ${field}`);
  if (retryAfterSeconds !== undefined) {
    lines.push(`Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`);
  }
  if (hint) lines.push(hint);
  return lines.join('\n') + '\n';
}
