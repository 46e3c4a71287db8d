import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SONNER_STYLE_HASH } from './security-headers';

describe('CSP style hash for sonner', () => {
  it('matches the <style> text the installed sonner injects', () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('sonner').replace(/index\.js$/, 'index.mjs');
    const source = fs.readFileSync(entry, 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    expect(literal).toBeDefined();
    const css = JSON.parse(literal ?? '""') as string;
    const hash = crypto.createHash('sha256').update(css).digest('base64');
    expect(SONNER_STYLE_HASH).toBe(`'sha256-${hash}'`);
  });
});
