import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { signedInUser } from '../test/developer-fixtures';
import { makeTempDir, testEnv, testTargets } from '../test/harness';
import { useTestApp } from '../test/use-test-app';
import { backUpDataFolder, restoreDataFolder } from './data-folder-backup';

const AUTH_SECRET = testEnv().AUTH_SECRET ?? '';

describe.each(testTargets())('backing up the data folder [%s]', (target) => {
  const t = useTestApp(target, { sharedApp: false });

  it.runIf(target === 'pglite')(
    'takes the database from the running server and the files, and restores both',
    async () => {
      const filesDir = makeTempDir('files');
      fs.mkdirSync(path.join(filesDir, 'public'), { recursive: true });
      fs.writeFileSync(path.join(filesDir, 'public', 'icon.png'), 'png bytes');
      fs.mkdirSync(path.join(filesDir, '.tmp'));
      fs.writeFileSync(path.join(filesDir, '.tmp', 'spooling'), 'half an upload');
      const app = await t.appWith({ STORAGE_DIR: filesDir });
      await signedInUser(app, t.db, { email: 'ada@example.com' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;

      const backupDir = path.join(makeTempDir('backup'), 'vmu');
      const done = await backUpDataFolder({
        serverUrl: `http://127.0.0.1:${port}`,
        authSecret: AUTH_SECRET,
        filesDir,
        target: backupDir,
      });
      expect(done.files).toBe(true);
      expect(done.databaseBytes).toBeGreaterThan(0);
      // Written after the backup: not in it.
      await signedInUser(app, t.db, { email: 'later@example.com' });

      const dataDir = makeTempDir('restored');
      const restoredFiles = path.join(dataDir, 'files');
      await restoreDataFolder({ backupDir, dataDir, filesDir: restoredFiles });
      const restored = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        const users = await restored.db.execute(sql`select email from "user" order by email`);
        expect(rowsOf<{ email: string }>(users)).toEqual([{ email: 'ada@example.com' }]);
      } finally {
        await restored.close();
      }
      expect(fs.readFileSync(path.join(restoredFiles, 'public', 'icon.png'), 'utf8')).toBe(
        'png bytes',
      );
      expect(fs.existsSync(path.join(restoredFiles, '.tmp'))).toBe(false);

      // Not while a server holds the data folder.
      const lock = acquireDataDirLock(dataDir);
      try {
        await expect(
          restoreDataFolder({ backupDir, dataDir, filesDir: restoredFiles }),
        ).rejects.toBeInstanceOf(DataDirLockedError);
      } finally {
        lock.release();
      }
    },
    // Opening the restored database on disk replays it, as a start does: seconds, not ms.
    120_000,
  );

  it('answers only a request signed with the server’s secret', async () => {
    const app = await t.appWith();
    const unsigned = await app.inject({ url: '/api/backup/database?expires=9999999999&sig=x' });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });
});
