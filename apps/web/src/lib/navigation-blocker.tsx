import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  NavigationType,
  unstable_HistoryRouter as HistoryRouter,
  type UNSAFE_createBrowserHistory,
  type Blocker,
  type BlockerFunction,
  type Location,
  type To,
} from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * A history whose navigations a screen can hold (useBlocker below). React Router offers
 * useBlocker only in its data router, which costs about 17 kB gzipped on every page (decision
 * 0030): the app runs React Router's own history in declarative mode (HistoryRouter) and holds
 * navigations here, the way the data router does: a push or replace is not made, a Back or
 * Forward is undone with history.go, and the blocker's proceed() makes it after all.
 */
export type BlockableHistory = History & {
  setBlocker(shouldBlock: BlockerFunction | null): void;
  subscribeBlocker(listener: () => void): () => void;
  getBlocker(): Blocker;
};

const IDLE: Blocker = {
  state: 'unblocked',
  proceed: undefined,
  reset: undefined,
  location: undefined,
};

export function blockable(history: History): BlockableHistory {
  let shouldBlock: BlockerFunction | null = null;
  let blocker = IDLE;
  const blockerListeners = new Set<() => void>();
  // The location on screen: during a Back, history.location is already the next one.
  let shown: Location = history.location;
  // One navigation let through: the one proceed() makes, or the go() that undid a Back.
  let passNext = false;
  let skipNextPop = false;
  // A Back let through before its undoing go() has landed waits for it.
  let afterUndo: (() => void) | null = null;

  function setState(next: Blocker) {
    blocker = next;
    blockerListeners.forEach((listener) => listener());
  }

  function holds(nextLocation: Location, historyAction: NavigationType): boolean {
    if (passNext) {
      passNext = false;
      return false;
    }
    return shouldBlock?.({ currentLocation: shown, nextLocation, historyAction }) ?? false;
  }

  function held(location: Location, proceed: () => void): void {
    setState({
      state: 'blocked',
      location,
      proceed() {
        setState({ state: 'proceeding', location, proceed: undefined, reset: undefined });
        passNext = true;
        proceed();
      },
      reset() {
        setState(IDLE);
      },
    });
  }

  function locationOf(to: To, state: unknown): Location {
    return { ...history.encodeLocation(to), state, key: 'held' };
  }

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state) {
      const next = locationOf(to, state);
      if (holds(next, NavigationType.Push)) held(next, () => history.push(to, state));
      else history.push(to, state);
    },
    replace(to, state) {
      const next = locationOf(to, state);
      if (holds(next, NavigationType.Replace)) held(next, () => history.replace(to, state));
      else history.replace(to, state);
    },
    listen(listener) {
      return history.listen((update) => {
        if (update.action === NavigationType.Pop) {
          if (skipNextPop) {
            skipNextPop = false;
            afterUndo?.();
            afterUndo = null;
            return;
          }
          const { delta } = update;
          if (delta !== null && holds(update.location, update.action)) {
            // Put the URL back where the screen is, and ask.
            skipNextPop = true;
            history.go(-delta);
            held(update.location, () => {
              if (skipNextPop) afterUndo = () => history.go(delta);
              else history.go(delta);
            });
            return;
          }
        }
        shown = update.location;
        if (blocker.state === 'proceeding') setState(IDLE);
        listener(update);
      });
    },
    setBlocker(next) {
      shouldBlock = next;
      if (next === null) setState(IDLE);
    },
    subscribeBlocker(listener) {
      blockerListeners.add(listener);
      return () => blockerListeners.delete(listener);
    },
    getBlocker: () => blocker,
  };
}

const BlockableHistoryContext = createContext<BlockableHistory | null>(null);

/** The app's router: React Router in declarative mode on a history screens can hold. */
export function BlockableRouter({
  history,
  children,
}: {
  history: BlockableHistory;
  children: ReactNode;
}) {
  return (
    <BlockableHistoryContext.Provider value={history}>
      <HistoryRouter history={history}>{children}</HistoryRouter>
    </BlockableHistoryContext.Provider>
  );
}

/**
 * React Router's useBlocker, on the BlockableRouter: while mounted, `shouldBlock` is asked
 * before every navigation; a held one shows as the returned blocker's 'blocked' state until
 * proceed() or reset(). One blocker at a time, as React Router allows.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(BlockableHistoryContext);
  if (!history) throw new Error('useBlocker must be used inside a BlockableRouter.');
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    history.setBlocker((args) => latest.current(args));
    return () => history.setBlocker(null);
  }, [history]);
  return useSyncExternalStore(history.subscribeBlocker, history.getBlocker, history.getBlocker);
}
