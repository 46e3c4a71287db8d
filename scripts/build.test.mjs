import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildStamp, removeOldBuilds, switchTo } from './build.mjs';

// Decision 0053: build only when the sources changed; switch to a build only when it is whole.

const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A checkout with a few sources, a test, a build and installed packages. */
function checkout({ git }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-build-stamp-'));
  made.push(root);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('.gitignore', 'node_modules\ndist\ndist-*/\n.data/\n');
  write('apps/web/src/main.tsx', 'render();');
  write('apps/web/src/main.test.tsx', 'test();');
  write('apps/server/src/server.ts', 'listen();');
  write('apps/server/dist-1-abc/server.js', 'built();');
  write('apps/server/.data/pglite/x', 'data');
  write('packages/domain/src/limits.ts', 'export const A = 1;');
  write('packages/domain/node_modules/x/index.js', 'installed');
  if (git) spawnSync('git', ['init', '-q'], { cwd: root });
  return { root, write };
}

describe.each([
  ['a git checkout', true],
  ['a folder without git', false],
])('the build stamp of %s', (_label, git) => {
  it('changes with a source, the lock file or a new file, not with tests, builds, data or packages', () => {
    const { root, write } = checkout({ git });
    const first = buildStamp(root);
    expect(buildStamp(root)).toBe(first);

    write('apps/web/src/main.test.tsx', 'test(); test();');
    write('apps/server/dist-1-abc/server.js', 'built again();');
    write('apps/server/.data/pglite/x', 'more data');
    write('packages/domain/node_modules/x/index.js', 'reinstalled');
    expect(buildStamp(root)).toBe(first);

    write('packages/domain/src/limits.ts', 'export const A = 2;');
    const second = buildStamp(root);
    expect(second).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3}');
    const third = buildStamp(root);
    expect(third).not.toBe(second);
    write('apps/server/src/new-route.ts', 'route();');
    expect(buildStamp(root)).not.toBe(third);
  });
});

describe('switching to a build', () => {
  it('points dist at the new build in one rename, keeping a folder left by the old script', () => {
    const part = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-build-switch-'));
    made.push(part);
    fs.mkdirSync(path.join(part, 'dist'));
    fs.writeFileSync(path.join(part, 'dist', 'index.html'), 'old');
    fs.mkdirSync(path.join(part, 'dist-2-new'));
    fs.writeFileSync(path.join(part, 'dist-2-new', 'index.html'), 'new');

    switchTo(part, 'dist-2-new');
    expect(fs.lstatSync(path.join(part, 'dist')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(part, 'dist', 'index.html'), 'utf8')).toBe('new');
    const kept = fs.readdirSync(part).filter((name) => name.startsWith('dist-0-unstamped-'));
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(part, kept[0], 'index.html'), 'utf8')).toBe('old');

    fs.mkdirSync(path.join(part, 'dist-3-newer'));
    switchTo(part, 'dist-3-newer');
    expect(fs.readlinkSync(path.join(part, 'dist'))).toBe('dist-3-newer');
  });

  it('keeps the three newest builds and the one in use', () => {
    const part = fs.mkdtempSync(path.join(os.tmpdir(), 'vmu-build-keep-'));
    made.push(part);
    for (const name of ['dist-0-unstamped-9', 'dist-10-a', 'dist-20-b', 'dist-30-c', 'dist-40-d']) {
      fs.mkdirSync(path.join(part, name));
    }
    removeOldBuilds(part, 'dist-10-a');
    expect(fs.readdirSync(part).sort()).toEqual([
      'dist-10-a',
      'dist-20-b',
      'dist-30-c',
      'dist-40-d',
    ]);
    removeOldBuilds(part, 'dist-40-d');
    expect(fs.readdirSync(part).sort()).toEqual(['dist-20-b', 'dist-30-c', 'dist-40-d']);
  });
});
