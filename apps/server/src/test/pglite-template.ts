import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, openDatabase, type DatabaseHandle } from '../db/client';

// A new in-memory PGlite spends ~1.5-1.9 s in initdb; loading a dump of an already migrated one
// takes ~0.3 s. So the first worker that needs one builds the dump, caches it in the machine's
// temp folder under the hash of the migrations (a changed migration makes a new template), and
// every test database after that starts from it.

/** Every file of the migrations folder (SQL and drizzle's journal), hashed in a stable order. */
function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const files = fs
    .readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(MIGRATIONS_DIR, name)).isFile())
    .sort();
  for (const name of files) {
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const templateFile = () => path.join(os.tmpdir(), `vmu-pglite-template-${migrationsHash()}.tar`);

/**
 * Templates of older migration sets are ~40 MB each and never read again here. Removing one
 * another checkout still uses costs that checkout a rebuild, nothing more: a reader that already
 * opened it keeps its bytes.
 */
function removeOtherTemplates(current: string): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (other === current || !/^vmu-pglite-template-[0-9a-f]{16}\.tar$/.test(name)) continue;
    fs.rmSync(other, { force: true });
  }
}

async function buildTemplate(file: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await handle.migrate();
    if (!handle.dumpDataDir) throw new Error('the PGlite handle cannot dump its data directory');
    const dump = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
    // Workers may build it at the same time: each writes its own file and renames it into place,
    // so a reader never sees a half-written template.
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.partial`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    removeOtherTemplates(file);
  } finally {
    await handle.close();
  }
}

/**
 * Builds the template when this migration set has none yet. The run's global setup calls it
 * before any worker starts, so parallel workers do not each build it on a clean machine (CI).
 */
export async function preparePgliteTemplate(): Promise<void> {
  const file = templateFile();
  if (!fs.existsSync(file)) await buildTemplate(file);
}

/** A migrated in-memory PGlite, loaded from the cached template (built first when missing). */
export async function openMigratedPglite(): Promise<DatabaseHandle> {
  await preparePgliteTemplate();
  const file = templateFile();
  const load = () =>
    openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
  try {
    return await load();
  } catch {
    // A template an older PGlite wrote may not load in this one: build it again, once.
    await buildTemplate(file);
    return load();
  }
}
