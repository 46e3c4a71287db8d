import fs from 'node:fs/promises';
import path from 'node:path';
import { ApiReleaseNotesSchema, RELEASE_NOTES_REQUIRED } from '@vmu/domain';
import type { CliContext } from './cli-context';
import { usageError } from './cli-error';

// --notes takes the text itself, or @file to read it from a file (a changelog CI wrote), or @-
// for standard input; @@ starts a text that itself begins with @. The notes are checked against
// the API's contract before the package is sent, so an upload is never left without its notes.

export async function readReleaseNotes(
  value: string,
  context: Pick<CliContext, 'cwd' | 'stdin'>,
): Promise<string> {
  let notes: string;
  if (value.startsWith('@@')) {
    notes = value.slice(1);
  } else if (value === '@-') {
    notes = await readAll(context.stdin);
  } else if (value.startsWith('@')) {
    const file = path.resolve(context.cwd, value.slice(1));
    try {
      notes = await fs.readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw usageError(
        code === 'ENOENT'
          ? `The release notes file ${file} does not exist.`
          : `The release notes file ${file} cannot be read (${code ?? String(error)}).`,
        'Write --notes "text", or --notes @file to read the notes from a file.',
      );
    }
  } else {
    notes = value;
  }
  // A file's byte order mark and its last line's end are not part of the notes.
  notes = notes.replace(/^\uFEFF/, '').trimEnd();
  if (notes.trim() === '') throw usageError(RELEASE_NOTES_REQUIRED);
  const checked = ApiReleaseNotesSchema.safeParse({ releaseNotes: notes });
  if (!checked.success) {
    throw usageError(checked.error.issues[0]?.message ?? 'The release notes are not valid.');
  }
  return checked.data.releaseNotes;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
