import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { graphProblems, moduleSection, readModuleGraph } from './server-modules.mjs';

// The module graph check of `npm run lint` on fixtures: what it finds, and that the real
// server's modules pass it.
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A modules folder of files and their text. */
function modules(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-modules-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the server modules check', () => {
  it('finds a cycle of modules, however long, with the files that make it', () => {
    const dir = modules({
      'shop/index.ts': "export { buy } from './services/buy';\n",
      'shop/services/buy.ts': "import { pay } from '../../payments';\nexport const buy = pay;\n",
      'payments/index.ts': "import { ledger } from '../ledger';\nexport const pay = ledger;\n",
      'ledger/index.ts': "import { buy } from '../shop';\nexport const ledger = buy;\n",
      'alone/index.ts': 'export {};\n',
    });
    const problems = graphProblems(readModuleGraph(dir));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('modules import each other in a cycle: ledger, payments, shop');
    expect(problems[0]).toContain('shop -> payments (shop/services/buy.ts)');
  });

  it('refuses the shared layer importing a module, and reads no test', () => {
    const dir = modules({
      'shared/guard.ts': "import { pay } from '../payments';\nexport const guard = pay;\n",
      'payments/index.ts': "import { guard } from '../shared/guard';\nexport const pay = guard;\n",
      'shop/index.ts': 'export {};\n',
      'shop/shop.test.ts': "import { pay } from '../payments';\nimport '../../outside';\n",
    });
    const graph = readModuleGraph(dir);
    expect(graphProblems(graph)).toEqual([
      'the shared layer imports the payments module (shared/guard.ts)',
    ]);
    expect(graph.uses.get('shop')?.size).toBe(0);
  });

  it("passes the server's modules and draws every one of them", () => {
    const graph = readModuleGraph();
    expect(graphProblems(graph)).toEqual([]);
    const section = moduleSection(graph);
    for (const { name } of graph.modules) expect(section).toContain(`[\`${name}\`]`);
  });
});
