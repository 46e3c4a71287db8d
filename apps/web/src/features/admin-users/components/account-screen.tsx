import { ArrowLeft, Ban } from 'lucide-react';
import type { AccountAction } from '@vmu/domain';
import { AppStatusBadge } from '@/components/app-status-badge';
import { Link } from '@/components/link';
import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useId, useState, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import { useAccountAction } from '../api/account-actions';
import { useAdminUser, type AdminUserDetails } from '../api/get-admin-user';
import { developerStatusLabelOf, historyActionLabelOf, roleLabelOf } from '../account-labels';
import { AccountActionDialog } from './account-action-dialog';
import { AccountBadges } from './account-badges';

const DONE: Record<AccountAction, (name: string) => string> = {
  grantAdmin: (name) => `${name} is now an admin`,
  revokeAdmin: (name) => `${name} is no longer an admin`,
  suspend: (name) => `${name}'s account has been suspended`,
  restore: (name) => `${name}'s account has been restored`,
};
const FAILED: Record<AccountAction, string> = {
  grantAdmin: 'Failed to make this account an admin',
  revokeAdmin: 'Failed to remove admin access',
  suspend: 'Failed to suspend the account',
  restore: 'Failed to restore the account',
};

/** One account as staff see it, with the actions staff may take on it. */
export function AccountScreen({ userId, viewerId }: { userId: string; viewerId: string | null }) {
  const details = useAdminUser(userId);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <Link
        to={paths.admin.users}
        className="flex w-fit items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All users
      </Link>
      {details.isPending ? (
        <LoadingStatus />
      ) : details.isError ? (
        <ListFailure query={details} className="text-muted-foreground">
          <h1 className="text-xl font-semibold">Account</h1>
          <p>{serverMessageOf(details.error) ?? 'The account could not be loaded.'}</p>
        </ListFailure>
      ) : (
        <AccountDetails details={details.data} own={details.data.user.id === viewerId} />
      )}
    </div>
  );
}

function AccountDetails({ details, own }: { details: AdminUserDetails; own: boolean }) {
  const { user: account } = details;
  const name = account.name || account.email;
  const [action, setAction] = useState<AccountAction | null>(null);
  const mutation = useAccountAction();
  const failure = mutation.error
    ? (serverMessageOf(mutation.error) ?? (action ? FAILED[action] : null))
    : null;

  function open(next: AccountAction) {
    mutation.reset();
    setAction(next);
  }

  function confirm(request: { reason: string; restoreApps: boolean }) {
    if (!action) return;
    mutation.mutate(
      { action, userId: account.id, ...request },
      {
        onSuccess: () => {
          toast.success(DONE[action](name));
          setAction(null);
        },
      },
    );
  }

  return (
    <>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{name}</h1>
        <p className="break-all text-muted-foreground">{account.email}</p>
        <AccountBadges account={account} />
      </div>

      {account.suspension ? (
        <Alert variant="destructive">
          <Ban aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">
              Suspended on {formatDateTime(account.suspension.suspendedAt)}
              {account.suspension.suspendedByName
                ? ` by ${account.suspension.suspendedByName}`
                : ''}
            </p>
            <p className="break-words text-foreground">{account.suspension.reason}</p>
          </div>
        </Alert>
      ) : null}

      <SectionCard title="Access" className="grid gap-3">
        {account.deletedAt ? (
          // The server refuses every action on a deleted account (decision 0058).
          <p className="text-sm text-muted-foreground">
            This account was deleted on {formatDate(account.deletedAt)}. Staff cannot change a
            deleted account.
          </p>
        ) : own ? (
          <p className="text-sm text-muted-foreground">
            This is your own account. Another admin can change its access.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {account.role === 'ADMIN' ? (
              <Button variant="outline" onClick={() => open('revokeAdmin')}>
                Remove admin
              </Button>
            ) : account.role === 'DEVELOPER' && !account.suspension ? (
              <Button variant="outline" onClick={() => open('grantAdmin')}>
                Make admin
              </Button>
            ) : null}
            {account.suspension ? (
              <Button onClick={() => open('restore')}>Restore account</Button>
            ) : (
              <Button variant="destructive" onClick={() => open('suspend')}>
                Suspend account
              </Button>
            )}
          </div>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Role</dt>
          <dd>{roleLabelOf(account.role)}</dd>
          <dt className="text-muted-foreground">Created</dt>
          <dd>{formatDate(account.createdAt)}</dd>
          <dt className="text-muted-foreground">Last sign-in</dt>
          <dd>{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</dd>
        </dl>
      </SectionCard>

      <ProfileCard details={details} />
      <AppsCard details={details} />
      <SessionsCard details={details} />
      <HistoryCard details={details} />

      <AccountActionDialog
        action={action}
        onOpenChange={(open) => {
          if (!open) setAction(null);
        }}
        accountName={name}
        suspendedAppCount={account.suspension?.suspendedApplicationCount ?? 0}
        busy={mutation.isPending}
        failure={failure}
        onConfirm={confirm}
      />
    </>
  );
}

function ProfileCard({ details }: { details: AdminUserDetails }) {
  const { profile } = details;
  return (
    <SectionCard title="Developer profile">
      {profile ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>{developerStatusLabelOf(details.user.developerStatus)}</dd>
          <dt className="text-muted-foreground">Name</dt>
          <dd className="break-words">
            {[profile.personalInfo.firstName, profile.personalInfo.lastName]
              .filter(Boolean)
              .join(' ') || 'Not given'}
          </dd>
          <dt className="text-muted-foreground">Legal name</dt>
          <dd className="break-words">{profile.businessInfo.legalName}</dd>
          {profile.businessInfo.companyName ? (
            <>
              <dt className="text-muted-foreground">Company</dt>
              <dd className="break-words">{profile.businessInfo.companyName}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">Account type</dt>
          <dd>{profile.businessInfo.accountType === 'business' ? 'Business' : 'Individual'}</dd>
          <dt className="text-muted-foreground">Location</dt>
          <dd className="break-words">
            {[profile.personalInfo.city, profile.personalInfo.country].filter(Boolean).join(', ')}
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">This account has no developer profile.</p>
      )}
    </SectionCard>
  );
}

function AppsCard({ details }: { details: AdminUserDetails }) {
  const more = details.applicationCount - details.applications.length;
  return (
    <SectionCard title={`Apps (${details.applicationCount})`}>
      {details.applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">No apps.</p>
      ) : (
        <ul className="grid gap-2">
          {details.applications.map((app) => (
            <li
              key={app.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2 last:border-b-0 last:pb-0"
            >
              <span className="min-w-0 font-medium break-words">{app.appName}</span>
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                <AppStatusBadge status={app.status} />
                Updated {formatDate(app.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          And {more} more, on <Link to={paths.admin.apps}>All Apps</Link>.
        </p>
      ) : null}
    </SectionCard>
  );
}

function SessionsCard({ details }: { details: AdminUserDetails }) {
  return (
    <SectionCard title="Signed-in devices">
      {details.sessions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not signed in anywhere.</p>
      ) : (
        <ul className="grid gap-2">
          {details.sessions.map((device) => (
            <li
              key={device.id}
              className="grid gap-0.5 border-b border-border pb-2 last:border-b-0 last:pb-0"
            >
              <span className="font-medium">{device.device}</span>
              <span className="text-sm text-muted-foreground">
                Last used {formatDateTime(device.lastUsedAt)} · signed in{' '}
                {formatDateTime(device.signedInAt)}
                {device.ipAddress ? ` · ${device.ipAddress}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function HistoryCard({ details }: { details: AdminUserDetails }) {
  return (
    <SectionCard title="History">
      {details.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">Staff have not acted on this account.</p>
      ) : (
        <ol className="grid gap-3">
          {details.history.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-0.5 border-b border-border pb-3 last:border-b-0 last:pb-0"
            >
              <span className="font-medium">
                {historyActionLabelOf(entry.action)}
                {entry.appName ? `: ${entry.appName}` : ''}
              </span>
              <span className="text-sm text-muted-foreground">
                {formatDateTime(entry.createdAt)}
                {entry.actorName ? ` by ${entry.actorName}` : ''}
              </span>
              {entry.reason ? <p className="text-sm break-words">{entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

/** A card of the account's page, a region named by its heading. */
function SectionCard({
  title,
  className,
  children,
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-tight font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
