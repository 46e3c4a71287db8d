// What the store's public figures count (decision 0051). Downloads and active users are shown on
// the store's pages, on the developer's and staff's screens, and rank "Most downloaded" and the
// top apps: none of them may move under identities one client invents. A device id is whatever
// the client sends, so it is never counted; a signed-in account with a confirmed email is (an
// address that receives mail costs something to make), each at most once per app, and no client
// address may add more than a few accounts to an app's figures a day.

/** Who asks: the signed-in account, or nobody. */
export type FigureCounter = { id: string; role: string; emailVerified: boolean } | null;

/**
 * Whether this account's download or open of the app counts in the store's figures: signed in,
 * email confirmed, and neither the app's developer (testing one's own game must not move it up)
 * nor staff.
 */
export function countsInStoreFigures(
  counter: FigureCounter,
  app: { developerId: string },
): counter is NonNullable<FigureCounter> {
  return (
    counter !== null &&
    counter.emailVerified &&
    counter.role !== 'admin' &&
    counter.id !== app.developerId
  );
}

/**
 * How much one client address (an IPv4 address, or an IPv6 /64, what one subscriber is given) and
 * one account may add to the figures in a day. A household or a shop's demo table has a few
 * accounts behind one address; a script that signs in as many has no more. An account counts once
 * per app anyway; the daily cap over all apps stops one account from touching the whole store.
 */
export const STORE_FIGURE_LIMITS = {
  /** New accounts counted for one app from one address in a day. */
  accountsPerAddressPerAppPerDay: 3,
  /** New apps one account is counted for in a day. */
  appsPerAccountPerDay: 30,
  windowSeconds: 24 * 60 * 60,
} as const;

/** What the figures count, said the same way on every screen that shows them. */
export const STORE_FIGURE_NOTES = {
  downloads:
    'Downloads are counted for signed-in accounts with a confirmed email, each account once per app. Downloads without an account, and the developer’s own and staff’s, are not counted.',
  activeUsers:
    'Active users are signed-in accounts with a confirmed email that opened the app. Devices that are not signed in are not counted.',
  /** The figure's name on the store's own pages, where no note is read. */
  storeDownloads: 'Downloads by signed-in accounts',
  /** The tiles' short note under the downloads figure. */
  downloadsShort: 'By signed-in accounts, once per app',
} as const;
