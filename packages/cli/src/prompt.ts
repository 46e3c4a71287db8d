import readline from 'node:readline/promises';
import { Writable } from 'node:stream';
import type { CliContext } from './cli-context';

// Questions on the terminal for `login`: asked on stderr (stdout stays the command's result),
// the token typed without being shown, as passwords are.

export async function ask(
  context: Pick<CliContext, 'stdin' | 'stderr'>,
  question: string,
  options: { hidden?: boolean } = {},
): Promise<string> {
  const shown = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!options.hidden) context.stderr.write(chunk.toString());
      done();
    },
  });
  const rl = readline.createInterface({ input: context.stdin, output: shown, terminal: true });
  try {
    // A hidden answer's prompt is written apart: readline's echo, prompt included, goes nowhere.
    if (options.hidden) context.stderr.write(question);
    const answer = await rl.question(options.hidden ? '' : question);
    if (options.hidden) context.stderr.write('\n');
    return answer.trim();
  } finally {
    rl.close();
  }
}
