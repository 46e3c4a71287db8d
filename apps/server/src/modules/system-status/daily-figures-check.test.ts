import { describe, expect, it } from 'vitest';
import { dailyFiguresCheck } from '../../db/schema/analytics';
import { signedInUser } from '../../test/developer-fixtures';
import { graphqlRequest, testTargets } from '../../test/harness';
import { useTestApp } from '../../test/use-test-app';

const QUERY = '{ dailyFiguresCheck { checkedAt driftedRows } }';

// The daily figures' scheduled rebuild, as staff see its last run (decision 0056).
describe.each(testTargets())('the daily figures’ last check for staff [%s]', (target) => {
  const t = useTestApp(target);

  const ask = async (cookie: string) => (await graphqlRequest(t.app, QUERY, cookie)).body;

  it('shows staff nothing until the rebuild has run, then its last run and the rows it mended', async () => {
    const staff = await signedInUser(t.app, t.db, { email: 'staff@example.com', role: 'admin' });
    expect(await ask(staff.cookie)).toEqual({ data: { dailyFiguresCheck: null } });

    await t.db.insert(dailyFiguresCheck).values([
      { checkedAt: new Date('2026-11-02T03:47:00Z'), activityRows: 0, salesRows: 0 },
      { checkedAt: new Date('2026-11-03T03:47:00Z'), activityRows: 2, salesRows: 4 },
    ]);
    expect(await ask(staff.cookie)).toEqual({
      data: { dailyFiguresCheck: { checkedAt: '2026-11-03T03:47:00.000Z', driftedRows: 6 } },
    });
  });

  it('is for staff only', async () => {
    const developer = await signedInUser(t.app, t.db, { email: 'ada@example.com' });
    const answer = await ask(developer.cookie);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(answer.data).toEqual({ dailyFiguresCheck: null });
  });
});
