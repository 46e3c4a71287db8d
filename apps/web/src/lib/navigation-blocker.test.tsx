import { describe, expect, it } from 'vitest';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { blockable } from './navigation-blocker';

function historyAt(...entries: string[]) {
  const history = blockable(
    UNSAFE_createMemoryHistory({
      initialEntries: entries,
      initialIndex: entries.length - 1,
      v5Compat: true,
    }),
  );
  const seen: string[] = [];
  history.listen(({ location }) => seen.push(location.pathname));
  return { history, seen };
}

describe('blockable history', () => {
  it('lets navigations through while nothing blocks', () => {
    const { history, seen } = historyAt('/apps');
    history.push('/dashboard');
    history.replace('/profile');
    expect(seen).toEqual(['/dashboard', '/profile']);
    expect(history.getBlocker().state).toBe('unblocked');
  });

  it('holds a push the blocker refuses, then makes it on proceed()', () => {
    const { history, seen } = historyAt('/apps/create');
    history.setBlocker(({ nextLocation }) => nextLocation.pathname !== '/apps/create');
    history.push('/apps?status=draft');
    const blocker = history.getBlocker();
    expect(blocker.state).toBe('blocked');
    expect(blocker.location?.pathname).toBe('/apps');
    expect(history.location.pathname).toBe('/apps/create');
    expect(seen).toEqual([]);

    blocker.proceed?.();
    expect(history.location.pathname + history.location.search).toBe('/apps?status=draft');
    expect(seen).toEqual(['/apps']);
    expect(history.getBlocker().state).toBe('unblocked');
  });

  it('forgets a held navigation on reset()', () => {
    const { history, seen } = historyAt('/apps/create');
    history.setBlocker(() => true);
    history.replace('/apps');
    history.getBlocker().reset?.();
    expect(history.getBlocker().state).toBe('unblocked');
    expect(history.location.pathname).toBe('/apps/create');
    expect(seen).toEqual([]);
  });

  it('undoes a Back the blocker refuses, and goes back on proceed()', () => {
    const { history, seen } = historyAt('/apps', '/apps/create');
    history.setBlocker(() => true);
    history.go(-1);
    // The URL is put back where the screen is; the screen never saw /apps.
    expect(history.location.pathname).toBe('/apps/create');
    expect(seen).toEqual([]);
    expect(history.getBlocker()).toMatchObject({
      state: 'blocked',
      location: { pathname: '/apps' },
    });

    history.getBlocker().proceed?.();
    expect(history.location.pathname).toBe('/apps');
    expect(seen).toEqual(['/apps']);
    expect(history.getBlocker().state).toBe('unblocked');
  });

  it('asks again after a blocker is removed and another set', () => {
    const { history, seen } = historyAt('/apps/create');
    history.setBlocker(() => true);
    history.setBlocker(null);
    history.push('/apps');
    expect(seen).toEqual(['/apps']);
  });
});
