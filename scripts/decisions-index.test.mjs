import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md indexes every decision record with its title and its status, and says
// how a record is added and how a later one marks what it changed. This keeps the index from
// rotting: a record missing from it, a row naming no record, or a title or status that differs
// from the record's own fails `npm test` (the Vitest stage), with the row as it should read.

const decisionsDir = fileURLToPath(new URL('../docs/decisions/', import.meta.url));
const readmePath = path.join(decisionsDir, 'README.md');

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const HEADING = /^# (\d{4}): (.+)$/;
/** The three statuses a record may have (the README's "Status" section). */
const STATUS = /^Status: (accepted|amended by (\d{4}(?:, \d{4})*)|superseded by (\d{4}))$/;
/** The records explain themselves: no issue tracker's numbers. */
const ISSUE_NUMBER = /\bissues? #?\d+|\(#\d+\)/i;

function readRecords() {
  return fs
    .readdirSync(decisionsDir)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(decisionsDir, file), 'utf8');
      const lines = text.split('\n');
      const heading = HEADING.exec(lines[0] ?? '');
      const statusLines = lines.filter((line) => line.startsWith('Status:'));
      const status = STATUS.exec(statusLines[0] ?? '');
      return {
        file,
        number: RECORD_FILE.exec(file)[1],
        text,
        heading,
        statusLines,
        status,
        title: heading?.[2],
        changedBy: (status?.[2] ?? status?.[3] ?? '').split(', ').filter(Boolean),
      };
    });
}

const records = readRecords();
const fileOf = new Map(records.map((record) => [record.number, record.file]));

/** A status as the index writes it: the same words, each record it names linked. */
function indexStatus(record) {
  if (!record.status) return '(the record has no valid status line)';
  const kind = record.status[1].replace(/ by .*/, '');
  if (kind === 'accepted') return kind;
  const links = record.changedBy.map((number) => `[${number}](${fileOf.get(number)})`);
  return `${kind} by ${links.join(', ')}`;
}

function expectedRow(record) {
  const title = record.title?.replaceAll('|', '\\|');
  return `| [${record.number}](${record.file}) | ${title} | ${indexStatus(record)} |`;
}

/** The index's rows, their cells trimmed of Prettier's padding (a cell may hold an escaped pipe). */
function indexRows() {
  return fs
    .readFileSync(readmePath, 'utf8')
    .split('\n')
    .filter((line) => /^\|\s*\[\d{4}\]/.test(line))
    .map((line) => {
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      return `| ${cells.join(' | ')} |`;
    });
}

describe('the decision records', () => {
  it('are numbered once each, from 0001 up', () => {
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((record) => record.number)).toEqual(
      records.map((_, index) => String(index + 1).padStart(4, '0')),
    );
  });

  it.each(records.map((record) => [record.file, record]))(
    '%s opens with its number and title, then one status the README allows',
    (_file, record) => {
      expect(record.heading?.[1], 'first line: "# NNNN: Title" with the file\'s number').toBe(
        record.number,
      );
      expect(record.statusLines, 'exactly one "Status:" line').toHaveLength(1);
      expect(
        record.status,
        `"${record.statusLines[0]}" is not "Status: accepted", "Status: amended by NNNN, NNNN" or "Status: superseded by NNNN"`,
      ).not.toBeNull();
      for (const number of record.changedBy) {
        expect(fileOf.has(number), `its status names ${number}, which is no record`).toBe(true);
        expect(number, 'a record does not amend itself').not.toBe(record.number);
      }
      expect(record.changedBy, 'the records it names, each once, in order').toEqual(
        [...new Set(record.changedBy)].sort(),
      );
    },
  );

  it('name no issue number', () => {
    const naming = [...records, { file: 'README.md', text: fs.readFileSync(readmePath, 'utf8') }]
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
          .filter(({ line }) => ISSUE_NUMBER.test(line)),
      )
      .map(({ line, where }) => `${where}: ${line.trim()}`);
    expect(naming, 'say it in the product\'s words, or name the record ("decision NNNN")').toEqual(
      [],
    );
  });
});

describe('the index in docs/decisions/README.md', () => {
  it('gives the next free number', () => {
    const next = String(records.length + 1).padStart(4, '0');
    expect(/\(the next is (\d{4})\)/.exec(fs.readFileSync(readmePath, 'utf8'))?.[1]).toBe(next);
  });

  it('lists every record in order, with its title and its status as the record says them', () => {
    // A failure shows the rows as they should read: copy them into the README's table.
    expect(indexRows()).toEqual(records.map(expectedRow));
  });
});
