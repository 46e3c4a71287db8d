import { EXIT_CODE_MEANINGS } from './cli-error';
import {
  COMMANDS,
  ENVIRONMENT,
  GLOBAL_OPTIONS,
  type CommandSpec,
  type OptionSpec,
} from './command-specs';

// The help of the tool and of each command, made from the command specs.

export const TOOL_NAME = 'vmu-portal';

const HELP_WIDTH = 80;

/** Words (or other pieces) wrapped into lines of at most `width` characters. */
function wrap(text: string, width: number, pieces: string[] = text.split(/\s+/)): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pieces) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Two columns; the right one wraps under itself when the line would pass the help's width. */
function table(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...rows.map(([left]) => left.length));
  const margin = 2 + width + 2;
  return rows.flatMap(([left, right]) =>
    wrap(right, Math.max(30, HELP_WIDTH - margin)).map((line, i) =>
      i === 0 ? `  ${left.padEnd(width)}  ${line}` : `${' '.repeat(margin)}${line}`,
    ),
  );
}

const optionRows = (options: Record<string, OptionSpec>) =>
  Object.entries(options).map(
    ([name, option]) =>
      [
        `${option.short ? `-${option.short}, ` : ''}--${name}${option.value ? ` ${option.value}` : ''}`,
        option.description,
      ] as const,
  );

/** A paragraph wrapped to the help's width, indented by two spaces. */
const paragraph = (text: string) => wrap(text, HELP_WIDTH - 2).map((line) => `  ${line}`);

const environmentAndExitCodes = () => [
  '',
  'Environment',
  ...table(ENVIRONMENT),
  '',
  'Exit codes',
  ...table(EXIT_CODE_MEANINGS.map(([code, meaning]) => [String(code), meaning] as const)),
];

export function toolHelp(): string {
  return [
    `${TOOL_NAME}: publish VMU Pro apps to the developer portal from a terminal or CI`,
    '',
    'Usage',
    `  ${TOOL_NAME} <command> [options]`,
    `  ${TOOL_NAME} help <command>`,
    `  ${TOOL_NAME} --version`,
    '',
    'Commands',
    ...table(COMMANDS.map((command) => [command.name, command.summary] as const)),
    '',
    'Options of every command',
    ...table(optionRows(GLOBAL_OPTIONS)),
    '',
    'Examples',
    `  $ ${TOOL_NAME} login`,
    `  $ ${TOOL_NAME} apps`,
    `  $ ${TOOL_NAME} upload build/game.vmupack --app com.example.game --notes @CHANGELOG.md --submit`,
    `  $ ${TOOL_NAME} status --app com.example.game`,
    ...environmentAndExitCodes(),
    '',
    `Run \`${TOOL_NAME} <command> --help\` for a command's arguments and options.`,
    '',
  ].join('\n');
}

/** The usage line, wrapped between its arguments and options ('[--app <bundleId>]' stays whole). */
function usageLines(command: CommandSpec): string[] {
  const usage = [TOOL_NAME, command.name, command.usage, '[--json] [--url <url>]']
    .filter(Boolean)
    .join(' ');
  const pieces = usage.match(/\[[^\]]*\]|--\S+ <[^>]*>|\S+/g) ?? [];
  const indent = ' '.repeat(TOOL_NAME.length + command.name.length + 2);
  return wrap(usage, HELP_WIDTH - 2 - indent.length, pieces).map((line, i) =>
    i === 0 ? `  ${line}` : `  ${indent}${line}`,
  );
}

export function commandHelp(command: CommandSpec): string {
  return [
    `${TOOL_NAME} ${command.name}: ${command.summary}`,
    '',
    'Usage',
    ...usageLines(command),
    '',
    ...paragraph(command.description),
    ...(command.positionals.length > 0
      ? [
          '',
          'Arguments',
          ...table(command.positionals.map((p) => [p.name, p.description] as const)),
        ]
      : []),
    '',
    'Options',
    ...table(optionRows({ ...command.options, ...GLOBAL_OPTIONS })),
    '',
    'Examples',
    ...command.examples.map((example) => `  $ ${example}`),
    ...environmentAndExitCodes(),
    '',
  ].join('\n');
}
