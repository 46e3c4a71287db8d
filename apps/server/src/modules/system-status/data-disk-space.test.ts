import { describe, expect, it, vi } from 'vitest';
import { signedInUser } from '../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const MB = 1024 * 1024;
const QUERY =
  '{ dataDiskSpace { freeBytes totalBytes warnBelowBytes refuseWritesBelowBytes level } }';

describe.each(testTargets())('the data disk’s free space for staff [%s]', (target) => {
  const t = useTestApp(target);

  const ask = async (cookie: string) => (await graphqlRequest(t.app, QUERY, cookie)).body;

  it('shows staff the free space and its level against the server’s thresholds', async () => {
    const staff = await signedInUser(t.app, t.db, { email: 'staff@example.com', role: 'admin' });
    vi.spyOn(t.app.diskSpace, 'current').mockReturnValueOnce({
      freeBytes: 500 * MB,
      totalBytes: 20_000 * MB,
      level: 'low',
    });

    const answer = await ask(staff.cookie);
    expect(answer).toEqual({
      data: {
        dataDiskSpace: {
          freeBytes: 500 * MB,
          totalBytes: 20_000 * MB,
          warnBelowBytes: 1024 * MB,
          refuseWritesBelowBytes: 64 * MB,
          level: 'LOW',
        },
      },
    });
  });

  it('is for staff only', async () => {
    const developer = await signedInUser(t.app, t.db, { email: 'ada@example.com' });
    const answer = await ask(developer.cookie);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
