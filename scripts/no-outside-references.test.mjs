import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { noOutsideReferences, PATTERNS } from './no-outside-references.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

// The words are put together at run time so this file's own source never holds them in a
// comment-like shape the rule or the repository's greps would read.
const SPEC = ['SP', 'EC'].join('');
const ISSUE = ['iss', 'ue'].join('');
const spec = `${SPEC} section`;

tester.run('no-outside-references', noOutsideReferences, {
  valid: [
    '// The app form (docs/product.md, "App form rules"): one form, six sections.',
    '/** Updates of published apps (decision 0034). */',
    // Strings and code are not comments: a message may say what it likes.
    `const title = '${spec} 5';`,
    `const ${ISSUE}Count = 17; // how many the queue holds`,
    '// A link to an upstream report: https://github.com/owner/repo/issues/123',
    '// Each issue of the magazine, and section 2 of the terms.',
    '// The specification of the .vmupack format is VMUPACK.md.',
  ],
  invalid: [
    { code: `// The rules of ${spec} 5.`, errors: [{ messageId: 'specSection' }] },
    { code: `/** ${SPEC} sections 2 and 4. */`, errors: [{ messageId: 'specSection' }] },
    { code: `// Not in ${SPEC} 8's list.`, errors: [{ messageId: 'specSection' }] },
    { code: `// the spec §4 says so`, errors: [{ messageId: 'specSection' }] },
    { code: `// Paging (${ISSUE} 6).`, errors: [{ messageId: 'issueNumber' }] },
    { code: `// Budgets (${ISSUE}s 15 and 17).`, errors: [{ messageId: 'issueNumber' }] },
    { code: `// See ${ISSUE} #5.`, errors: [{ messageId: 'issueNumber' }] },
    { code: `/* ${ISSUE.toUpperCase()} 16: updates */`, errors: [{ messageId: 'issueNumber' }] },
    {
      // Split over two line comments, and over the lines of a block comment.
      code: `// the store's pages (${ISSUE}\n// 17) and more`,
      errors: [{ messageId: 'issueNumber', line: 1 }],
    },
    {
      code: `/**\n * as ${SPEC}\n * section 2 says\n */`,
      errors: [{ messageId: 'specSection', line: 2 }],
    },
    {
      code: `// ${spec} 3 and ${ISSUE} 20`,
      errors: [{ messageId: 'specSection' }, { messageId: 'issueNumber' }],
    },
  ],
});

// ESLint reads the comments of code; the contract, the migrations and the documents are read
// here whole. The decision records keep their history as it was written.
describe('the GraphQL schema, the SQL migrations and the documents', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = execFileSync('git', ['ls-files', '*.graphql', '*.sql', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.startsWith('docs/decisions/'));

  it('are read at all', () => {
    expect(files).toContain('docs/product.md');
    expect(files.some((file) => file.endsWith('.graphql'))).toBe(true);
    expect(files.some((file) => file.endsWith('.sql'))).toBe(true);
  });

  it('point at docs/product.md or a decision record, never outside the repository', () => {
    const found = new Set();
    for (const file of files) {
      const text = readFileSync(`${root}${file}`, 'utf8');
      const lines = text.split('\n');
      for (const { regex } of PATTERNS) {
        for (const match of text.matchAll(regex)) {
          const line = text.slice(0, match.index).split('\n').length;
          found.add(`${file}:${line}: ${lines[line - 1].trim()}`);
        }
      }
    }
    expect([...found]).toEqual([]);
  });
});

// A pointer is only as good as the heading it names: renaming a heading of docs/product.md
// means changing every pointer to it (GitHub's slug is the anchor).
describe('pointers to docs/product.md', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const slug = (heading) =>
    heading
      .toLowerCase()
      .replace(/[^\w\- ]/g, '')
      .replace(/ /g, '-');
  const headings = new Set(
    readFileSync(`${root}docs/product.md`, 'utf8')
      .split('\n')
      .filter((line) => /^#{2,3} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, '').trim())),
  );
  const files = execFileSync('git', ['grep', '-l', 'docs/product.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

  it('name a heading it has', () => {
    const broken = [];
    for (const file of files) {
      const text = readFileSync(`${root}${file}`, 'utf8');
      const named = [
        // The path, a comma, then quoted headings, the list possibly going on over comment lines.
        ...text.matchAll(
          /docs\/product\.md, ("[^"]+"(?:(?:,|\s+and)\s*(?:(?:\/\/|\*|--)\s*)?"[^"]+")*)/g,
        ),
      ].flatMap((match) => [...match[1].matchAll(/"([^"]+)"/g)].map((name) => slug(name[1])));
      const anchors = [...text.matchAll(/product\.md#([a-z0-9-]+)/g)].map((match) => match[1]);
      for (const name of [...named, ...anchors]) {
        if (!headings.has(name)) broken.push(`${file}: #${name}`);
      }
    }
    expect(headings.size).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });
});
