import { parseArgs } from 'node:util';
import { usageError } from './cli-error';
import {
  COMMANDS,
  GLOBAL_OPTIONS,
  commandNamed,
  type CommandName,
  type CommandSpec,
  type OptionSpec,
} from './command-specs';
import { TOOL_NAME } from './help';

// Reads the command line with Node's own parser (util.parseArgs): the command's name first or
// after options of every command, then its options and arguments, strictly (an unknown option
// or a missing value is an error, never ignored).

export type CommandLine =
  | { kind: 'help'; command: CommandSpec | null; json: boolean }
  | { kind: 'version'; json: boolean }
  | {
      kind: 'run';
      command: CommandName;
      json: boolean;
      url: string | undefined;
      options: Record<string, string | boolean | undefined>;
      positionals: string[];
    };

const HELP_HINT = `Run \`${TOOL_NAME} --help\` for the commands, or \`${TOOL_NAME} <command> --help\`.`;

/** Whether the arguments ask for JSON, read before parsing so a parse error is JSON too. */
export const wantsJson = (argv: readonly string[]) => argv.includes('--json');

/** The index of the command's name: the first word that is not an option or a global option's value. */
function commandIndex(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i += 1) {
    const token = argv[i]!;
    if (token === '--') return i + 1 < argv.length ? i + 1 : -1;
    if (!token.startsWith('-')) return i;
    const name = token.replace(/^--?/, '');
    const global = Object.entries(GLOBAL_OPTIONS).find(
      ([long, spec]) => long === name || spec.short === name,
    );
    if (global?.[1].type === 'string') i += 1;
  }
  return -1;
}

const parseOptions = (options: Record<string, OptionSpec>) =>
  Object.fromEntries(
    Object.entries(options).map(([name, spec]) => [
      name,
      { type: spec.type, ...(spec.short ? { short: spec.short } : {}) },
    ]),
  );

export function parseCommandLine(argv: readonly string[]): CommandLine {
  const json = wantsJson(argv);
  const index = commandIndex(argv);
  const name = index === -1 ? undefined : argv[index];
  const asksHelp = argv.includes('--help') || argv.includes('-h');
  if (name === undefined) {
    if (asksHelp || argv.length === 0) return { kind: 'help', command: null, json };
    // The tool's own version, before any command only: `status --version` names an app's version.
    if (argv.includes('--version') || argv.includes('-V')) return { kind: 'version', json };
    throw usageError('Name a command.', HELP_HINT);
  }
  if (name === 'help') {
    const topic = argv[index + 1];
    if (topic === undefined) return { kind: 'help', command: null, json };
    const command = commandNamed(topic);
    if (!command) throw unknownCommand(topic);
    return { kind: 'help', command, json };
  }
  const command = commandNamed(name);
  if (!command) throw unknownCommand(name);
  if (asksHelp) return { kind: 'help', command, json };

  const args = [...argv.slice(0, index), ...argv.slice(index + 1)];
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: parseOptions({ ...command.options, ...GLOBAL_OPTIONS }),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw usageError(
      `${(error as Error).message.split('\n')[0]}`,
      `Run \`${TOOL_NAME} ${command.name} --help\` for its options.`,
    );
  }
  const { values, positionals } = parsed;
  const allowed = command.positionals.length;
  if (positionals.length > allowed) {
    throw usageError(
      `Unexpected argument "${positionals[allowed]}".`,
      `Run \`${TOOL_NAME} ${command.name} --help\` for its usage.`,
    );
  }
  const missingArgument = command.positionals.find((p, i) => p.required && !positionals[i]);
  if (missingArgument) {
    throw usageError(
      `${command.name} needs ${missingArgument.name}.`,
      `Usage: ${TOOL_NAME} ${command.name} ${command.usage}`,
    );
  }
  const missingOption = (command.required ?? []).find((option) => {
    const value = values[option];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missingOption) {
    const spec = command.options[missingOption as keyof typeof command.options] as OptionSpec;
    throw usageError(
      `${command.name} needs --${missingOption} ${spec.value ?? ''}`.trimEnd() + '.',
      `Usage: ${TOOL_NAME} ${command.name} ${command.usage}`,
    );
  }
  const { json: _json, url, help: _help, ...options } = values;
  return {
    kind: 'run',
    command: command.name as CommandName,
    json,
    url: typeof url === 'string' ? url : undefined,
    options,
    positionals,
  };
}

function unknownCommand(name: string) {
  return usageError(
    `Unknown command "${name}". The commands are ${COMMANDS.map((c) => c.name).join(', ')}.`,
    HELP_HINT,
  );
}
