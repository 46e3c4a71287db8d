import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { DATABASE_BACKUP_PATH, signBackupRequest } from '../routes/backup';
import { createSigner } from '../platform/storage/signed-url';

// A backup of the data folder (decision 0055): the embedded database as the running server
// dumps it (consistent while it runs), then the uploaded files, which are written once under
// keys of their own, so every file the database names is there. A restore puts both back into a
// data folder no server holds, keeping what it replaces beside it.

export const DATABASE_FILE = 'database.tar';
export const FILES_FOLDER = 'files';
const MANIFEST_FILE = 'backup.json';

/** Working copies the server makes again by itself: not worth a backup. */
const REBUILT_FOLDERS = new Set(['.tmp', '.display']);

export async function backUpDataFolder(options: {
  /** The running server, e.g. http://127.0.0.1:3000. */
  serverUrl: string;
  authSecret: string;
  /** The local storage's folder; undefined with S3 (the bucket has its own backups). */
  filesDir: string | undefined;
  /** A new folder for the backup. */
  target: string;
}): Promise<{ databaseBytes: number; files: boolean }> {
  await fs.mkdir(options.target, { recursive: true });
  if ((await fs.readdir(options.target)).length > 0) {
    throw new Error(`${options.target} is not empty: choose a new folder for the backup`);
  }
  const query = signBackupRequest(createSigner(options.authSecret));
  const response = await fetch(`${options.serverUrl}${DATABASE_BACKUP_PATH}?${query}`).catch(
    (error: unknown) => {
      throw new Error(
        `Could not reach the server at ${options.serverUrl} (${error instanceof Error ? error.message : String(error)}): the backup is taken by the running server, start it first`,
      );
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as
      { error?: { message?: string } } | undefined;
    throw new Error(
      `The server refused the backup (${response.status}): ${body?.error?.message ?? response.statusText}`,
    );
  }
  const database = Buffer.from(await response.arrayBuffer());
  await fs.writeFile(path.join(options.target, DATABASE_FILE), database);
  const files = options.filesDir !== undefined && (await exists(options.filesDir));
  if (files && options.filesDir) {
    await fs.cp(options.filesDir, path.join(options.target, FILES_FOLDER), {
      recursive: true,
      filter: (source) =>
        path.dirname(source) !== options.filesDir || !REBUILT_FOLDERS.has(path.basename(source)),
    });
  }
  await fs.writeFile(
    path.join(options.target, MANIFEST_FILE),
    `${JSON.stringify({ createdAt: new Date().toISOString(), databaseBytes: database.length, files }, null, 2)}\n`,
  );
  return { databaseBytes: database.length, files };
}

/**
 * Puts a backup back into `dataDir` (its embedded database, and the files into `filesDir`).
 * Refused while a server holds the data folder; what is replaced is moved aside, not deleted.
 */
export async function restoreDataFolder(options: {
  backupDir: string;
  dataDir: string;
  filesDir: string | undefined;
}): Promise<{ keptAside: string[] }> {
  const tarball = await fs.readFile(path.join(options.backupDir, DATABASE_FILE));
  await fs.mkdir(options.dataDir, { recursive: true });
  const lock = acquireDataDirLock(options.dataDir);
  const keptAside: string[] = [];
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const moveAside = async (dir: string) => {
    if (!(await exists(dir))) return;
    const aside = `${dir}.before-restore-${stamp}`;
    await fs.rename(dir, aside);
    keptAside.push(aside);
  };
  try {
    const pgliteDir = path.join(options.dataDir, 'pglite');
    await moveAside(pgliteDir);
    const restored = await openDatabase({
      kind: 'pglite',
      dataDir: pgliteDir,
      loadDataDir: new Blob([tarball]),
    });
    await restored.close();
    const backedUpFiles = path.join(options.backupDir, FILES_FOLDER);
    if (options.filesDir && (await exists(backedUpFiles))) {
      await moveAside(options.filesDir);
      await fs.cp(backedUpFiles, options.filesDir, { recursive: true });
    }
    return { keptAside };
  } finally {
    lock.release();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
