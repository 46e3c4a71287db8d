// The server's modules as their imports make them (docs/architecture.md, "Server modules"):
// which module uses which, read from the code. `npm run lint` runs it: it fails when the
// modules' imports form a cycle, when the shared layer imports a module, or when the graph on
// the architecture page is not the one the code makes (`node scripts/server-modules.mjs
// --write` redraws it). That another module's inner files are not imported is ESLint's zone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MODULES_DIR = path.join(ROOT, 'apps/server/src/modules');
const ARCHITECTURE = path.join(ROOT, 'docs/architecture.md');
const START = '<!-- server-modules:start -->';
const END = '<!-- server-modules:end -->';
/** The layer every module may use; it uses none of them. */
export const SHARED = 'shared';

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The production files of a folder: TypeScript, no tests, nothing generated. */
function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated' && entry.name !== 'node_modules')
        files.push(...sourceFiles(full));
    } else if (/\.ts$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

/** What a module is, as its front door's comment says it ('What it is: ...', to the first code). */
function describe(modulesDir, name) {
  let text;
  try {
    text = readFileSync(path.join(modulesDir, name, 'index.ts'), 'utf8');
  } catch {
    return '';
  }
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.startsWith('// What it is:'));
  if (first === -1) return '';
  const words = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('//') || line.startsWith('// Nothing else')) break;
    words.push(
      line
        .replace(/^\/\/\s?/, '')
        .replace('What it is:', '')
        .trim(),
    );
  }
  return words.join(' ').trim().replace(/\.$/, '');
}

/**
 * Every module (a folder of `modulesDir` but the shared layer), what it is, and the modules each
 * one imports, with the files that do it.
 */
export function readModuleGraph(modulesDir = MODULES_DIR) {
  const names = readdirSync(modulesDir).filter((name) =>
    statSync(path.join(modulesDir, name)).isDirectory(),
  );
  /** @type {Map<string, Map<string, string[]>>} */
  const uses = new Map(names.map((name) => [name, new Map()]));
  for (const name of names) {
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2];
        if (!specifier?.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        const relative = path.relative(modulesDir, target);
        if (relative.startsWith('..')) continue;
        const other = relative.split(path.sep)[0];
        if (other === name || !uses.has(other)) continue;
        const from = uses.get(name);
        from.set(other, [...(from.get(other) ?? []), path.relative(modulesDir, file)]);
      }
    }
  }
  return {
    modules: names
      .filter((name) => name !== SHARED)
      .sort()
      .map((name) => ({ name, what: describe(modulesDir, name) })),
    uses,
  };
}

/** The cycles among modules (Tarjan's strongly connected components of two or more). */
export function moduleCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (name) => {
    index.set(name, next);
    low.set(name, next);
    next += 1;
    stack.push(name);
    onStack.add(name);
    for (const other of graph.uses.get(name)?.keys() ?? []) {
      // The shared layer is below every module; its own imports are the check below.
      if (other === SHARED) continue;
      if (!index.has(other)) {
        visit(other);
        low.set(name, Math.min(low.get(name), low.get(other)));
      } else if (onStack.has(other)) {
        low.set(name, Math.min(low.get(name), index.get(other)));
      }
    }
    if (low.get(name) === index.get(name)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== name);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const name of graph.uses.keys()) if (name !== SHARED && !index.has(name)) visit(name);
  return cycles;
}

/** What is wrong with the graph: cycles, and the shared layer importing a module. */
export function graphProblems(graph) {
  const problems = moduleCycles(graph).map((cycle) => {
    const links = cycle.flatMap((name) =>
      [...(graph.uses.get(name)?.entries() ?? [])]
        .filter(([other]) => cycle.includes(other))
        .map(([other, files]) => `  ${name} -> ${other} (${files.join(', ')})`),
    );
    return `modules import each other in a cycle: ${cycle.join(', ')}\n${links.join('\n')}`;
  });
  for (const [other, files] of graph.uses.get(SHARED)?.entries() ?? []) {
    problems.push(`the shared layer imports the ${other} module (${files.join(', ')})`);
  }
  return problems;
}

/** The architecture page's section: the graph as Mermaid draws it, and every module. */
export function moduleSection(graph) {
  const edges = graph.modules.flatMap(({ name }) =>
    [...(graph.uses.get(name)?.keys() ?? [])]
      .filter((other) => other !== SHARED)
      .sort()
      .map(
        (other) =>
          `  ${name.replace(/-/g, '_')}[${name}] --> ${other.replace(/-/g, '_')}[${other}]`,
      ),
  );
  const lonely = graph.modules
    .filter(({ name }) => !edges.some((edge) => edge.includes(`[${name}]`)))
    .map(({ name }) => `  ${name.replace(/-/g, '_')}[${name}]`);
  const rows = graph.modules.map(({ name, what }) => {
    const usedBy = graph.modules
      .filter((each) => graph.uses.get(each.name)?.has(name))
      .map((each) => each.name);
    return `| [\`${name}\`](../apps/server/src/modules/${name}/index.ts) | ${what} | ${usedBy.join(', ') || '(the app only)'} |`;
  });
  return [
    START,
    '',
    `Drawn by \`scripts/server-modules.mjs\` from the imports of the modules' files (not their`,
    'tests); `npm run lint` fails when it is out of date. An arrow is "imports". Every module may',
    'also use the shared layer (`modules/shared`), which imports none of them.',
    '',
    '```mermaid',
    'graph LR',
    ...edges,
    ...lonely,
    '```',
    '',
    '| module | what it is | used by |',
    '| --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
}

/** The architecture page with the section drawn anew, formatted as the repository formats it. */
async function pageWithSection(page, graph) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end === -1) return undefined;
  const drawn = page.slice(0, start) + moduleSection(graph) + page.slice(end + END.length);
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(ARCHITECTURE)) ?? {};
  return prettier.format(drawn, { ...options, filepath: ARCHITECTURE });
}

async function main() {
  const write = process.argv.includes('--write');
  const graph = readModuleGraph();
  const problems = graphProblems(graph);
  const page = readFileSync(ARCHITECTURE, 'utf8');
  const expected = await pageWithSection(page, graph);
  if (expected === undefined) {
    problems.push(`docs/architecture.md has no ${START} ... ${END} section`);
  } else if (expected !== page) {
    if (write) writeFileSync(ARCHITECTURE, expected);
    else {
      problems.push(
        'docs/architecture.md draws another module graph than the code makes: run `node scripts/server-modules.mjs --write`',
      );
    }
  }
  if (problems.length > 0) {
    console.error(`server modules:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`server modules: ${graph.modules.length} modules, no cycle`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
