import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { user } from '../db/schema/accounts';
import { makeTempDir, testTargets } from '../test/harness';
import { useTestApp } from '../test/use-test-app';
import { runAdminCommand, type AdminIo } from './admin';

function captureIo(): AdminIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line) };
}

describe.each(testTargets())('admin CLI [%s]', (target) => {
  const t = useTestApp(target, { sharedApp: false });

  const run = (args: string[], io: AdminIo) =>
    runAdminCommand(args, {
      env: { DATA_DIR: makeTempDir('admin'), DATABASE_URL: undefined },
      open: async () => ({ database: t.database.handle, lock: undefined }),
      io,
    });

  async function insertUser(email: string) {
    await t.db.insert(user).values({ id: email, name: 'Ada', email });
  }
  const roleOf = async (email: string) =>
    (await t.db.select().from(user).where(eq(user.email, email)))[0]?.role;

  it('grants and revokes admin by email, case-insensitively', async () => {
    await insertUser('ada@example.com');
    const io = captureIo();
    expect(await run(['grant', 'Ada@Example.com'], io)).toBe(0);
    expect(await roleOf('ada@example.com')).toBe('admin');
    expect(io.lines).toEqual(['ada@example.com is now an admin.']);
    expect(await run(['revoke', 'ada@example.com'], io)).toBe(0);
    expect(await roleOf('ada@example.com')).toBe('developer');
  });

  it('exits 1 naming an unknown email', async () => {
    const io = captureIo();
    expect(await run(['grant', 'ghost@example.com'], io)).toBe(1);
    expect(io.errors.join('\n')).toContain('No user with the email ghost@example.com');
  });

  it('exits 1 with the usage for a bad command', async () => {
    const io = captureIo();
    expect(await run(['promote', 'ada@example.com'], io)).toBe(1);
    expect(await run(['grant'], io)).toBe(1);
    expect(io.errors[0]).toContain('Usage: npm run admin -- grant <email> | revoke <email>');
  });
});

describe('admin CLI on the embedded database', () => {
  it('refuses while a running server holds the data directory', async () => {
    const dataDir = makeTempDir('admin-locked');
    const lock = acquireDataDirLock(dataDir);
    try {
      const io = captureIo();
      const code = await runAdminCommand(['grant', 'ada@example.com'], {
        env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
        io,
      });
      expect(code).toBe(1);
      expect(io.errors.join('\n')).toContain(`a running server (pid ${process.pid})`);
      expect(io.errors.join('\n')).toContain('Stop the server first');
    } finally {
      lock.release();
    }
  });
});
