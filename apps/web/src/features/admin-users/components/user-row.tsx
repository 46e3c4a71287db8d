import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format';
import type { AdminUser } from '../api/list-admin-users';
import { AccountBadges } from './account-badges';

/** One account in the users list: who, what it is, since when, last seen. */
export function UserRow({ account }: { account: AdminUser }) {
  return (
    <li className="grid gap-2 rounded-xl border border-border bg-background p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <Link
          to={paths.admin.user(account.id)}
          className="font-semibold break-words underline-offset-4 hover:underline"
        >
          {account.name || account.email}
        </Link>
        <span className="text-sm break-all text-muted-foreground">{account.email}</span>
        <AccountBadges account={account} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:text-right">
        <dt className="text-muted-foreground">Created</dt>
        <dd>{formatDate(account.createdAt)}</dd>
        <dt className="text-muted-foreground">Last sign-in</dt>
        <dd>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</dd>
      </dl>
    </li>
  );
}
