import readline from 'node:readline';
import { Writable } from 'node:stream';
import type { CliContext } from './cli-context';
import { usageError } from './cli-error';

// Questions on the terminal for `login`: asked on stderr (stdout stays the command's result),
// the token typed without being shown, as passwords are. One reader's lines serve every
// question in turn, so a line typed (or pasted) ahead of its question is kept for it.

export type Prompter = {
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
};

export function createPrompter(context: Pick<CliContext, 'stdin' | 'stderr'>): Prompter {
  let hidden = false;
  const echo = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!hidden) context.stderr.write(chunk.toString());
      done();
    },
  });
  const rl = readline.createInterface({ input: context.stdin, output: echo, terminal: true });
  // Ctrl+C at a question stops the questions (readline would otherwise only pause).
  rl.on('SIGINT', () => rl.close());
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question, options = {}) {
      hidden = options.hidden ?? false;
      // A hidden answer's prompt is written apart: readline's echo, prompt included, goes nowhere.
      if (hidden) context.stderr.write(question);
      rl.setPrompt(hidden ? '' : question);
      rl.prompt();
      try {
        const line = await lines.next();
        if (line.done) throw usageError('No answer given: stopped.');
        return line.value.trim();
      } finally {
        if (hidden) context.stderr.write('\n');
        hidden = false;
      }
    },
    close: () => rl.close(),
  };
}
