import type { CliContext } from './cli-context';
import { CliError, EXIT_CODES, errorJson, formatError, type ExitCode } from './cli-error';
import { parseCommandLine, wantsJson } from './command-line';
import type { CommandName } from './command-specs';
import type { CommandRunner } from './command-result';
import { runApps } from './commands/apps';
import { runLogin, runLogout } from './commands/login';
import { runStatus } from './commands/status';
import { runUpload } from './commands/upload';
import { TOOL_NAME, commandHelp, toolHelp } from './help';
import { cliVersion } from './user-agent';

// vmu-portal: reads the command line, runs the command and prints its result, or the reason it
// stopped, as text or as JSON; answers the exit code (cli-error.ts names them).

const RUNNERS: Record<CommandName, CommandRunner> = {
  login: runLogin,
  logout: runLogout,
  apps: runApps,
  upload: runUpload,
  status: runStatus,
};

export async function runCli(argv: readonly string[], context: CliContext): Promise<ExitCode> {
  const json = wantsJson(argv);
  try {
    const line = parseCommandLine(argv);
    if (line.kind === 'help') {
      context.stdout.write(line.command ? commandHelp(line.command) : toolHelp());
      return EXIT_CODES.OK;
    }
    if (line.kind === 'version') {
      const version = cliVersion();
      context.stdout.write(json ? `${JSON.stringify({ version })}\n` : `${TOOL_NAME} ${version}\n`);
      return EXIT_CODES.OK;
    }
    const result = await RUNNERS[line.command](line, context);
    context.stdout.write(json ? `${JSON.stringify(result.json, null, 2)}\n` : result.text);
    return EXIT_CODES.OK;
  } catch (error) {
    const failure =
      error instanceof CliError
        ? error
        : new CliError(
            EXIT_CODES.FAILED,
            'CLI_FAILURE',
            `vmu-portal failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`,
            { hint: error instanceof Error ? error.stack : undefined },
          );
    if (json) context.stdout.write(`${JSON.stringify(errorJson(failure), null, 2)}\n`);
    else context.stderr.write(formatError(failure));
    return failure.exitCode;
  }
}
