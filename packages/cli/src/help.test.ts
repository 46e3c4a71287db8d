import { describe, expect, it } from 'vitest';
import { EXIT_CODE_MEANINGS } from './cli-error';
import { COMMANDS, ENVIRONMENT, GLOBAL_OPTIONS } from './command-specs';
import { commandHelp, toolHelp } from './help';

describe('the help', () => {
  it('of the tool lists every command, the options of all, the environment and the exit codes', () => {
    const help = toolHelp();
    for (const command of COMMANDS) expect(help).toContain(`  ${command.name}  `);
    for (const name of Object.keys(GLOBAL_OPTIONS)) expect(help).toContain(`--${name}`);
    for (const [variable] of ENVIRONMENT) expect(help).toContain(variable);
    for (const [code, meaning] of EXIT_CODE_MEANINGS) {
      expect(help).toContain(`\n  ${code}  ${meaning.split(' ').slice(0, 3).join(' ')}`);
    }
    expect(help).toContain('Examples');
  });

  it.each(COMMANDS.map((command) => [command.name, command] as const))(
    'of %s gives its usage, arguments, every option, examples, environment and exit codes',
    (name, command) => {
      const help = commandHelp(command);
      expect(help).toContain(`Usage\n  vmu-portal ${name}`);
      for (const positional of command.positionals) expect(help).toContain(positional.name);
      for (const option of [...Object.keys(command.options), ...Object.keys(GLOBAL_OPTIONS)]) {
        expect(help).toContain(`--${option}`);
      }
      for (const example of command.examples) expect(help).toContain(`$ ${example}`);
      for (const [variable] of ENVIRONMENT) expect(help).toContain(variable);
      expect(help).toContain('Exit codes');
      // Wrapped to a terminal's width, except the examples, which are copied whole.
      const long = help.split('\n').filter((line) => line.length > 80 && !line.startsWith('  $ '));
      expect(long).toEqual([]);
    },
  );
});
