import { ListFailure } from '@/components/list-failure';
import { LoadingStatus } from '@/components/loading-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { serverMessageOf } from '@/lib/server-message';
import { toast } from '@/lib/toast';
import type { ActiveSession } from '../api/fragments';
import { useActiveSessions } from '../api/list-active-sessions';
import { useSignOutOtherSessions, useSignOutSession } from '../api/sign-out-sessions';

export const SESSIONS_NOT_LOADED = 'Your sessions could not be loaded.';
export const SESSION_SIGNED_OUT = 'Signed out';
export const OTHER_SESSIONS_SIGNED_OUT = 'Signed out everywhere else';

/**
 * The account's sessions on /profile (decision 0045): every browser signed in, with its device and
 * last use, this one marked; another one, or all others, signed out at once.
 */
export function ActiveSessionsSection() {
  const sessions = useActiveSessions();
  const signOutOthers = useSignOutOtherSessions();
  const others = sessions.data?.filter((session) => !session.isCurrent) ?? [];

  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () => toast.success(OTHER_SESSIONS_SIGNED_OUT),
      onError: (error) =>
        toast.error('The other sessions could not be signed out', {
          description: serverMessageOf(error) ?? 'Please try again.',
        }),
    });

  return (
    <section aria-labelledby="sessions-heading">
      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="grid gap-1.5">
            <h2 id="sessions-heading" className="text-lg font-semibold leading-tight">
              Active sessions
            </h2>
            <CardDescription>
              The browsers and devices signed in to your account. Sign out any you do not recognise,
              then change your password.
            </CardDescription>
          </div>
          {others.length > 0 ? (
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              disabled={signOutOthers.isPending}
              onClick={endOthers}
            >
              {signOutOthers.isPending ? <Spinner /> : null}
              Sign out all other sessions
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {sessions.isPending ? (
            <LoadingStatus label="Loading sessions" />
          ) : sessions.isError ? (
            <ListFailure query={sessions} className="py-6">
              <p role="alert">{SESSIONS_NOT_LOADED}</p>
            </ListFailure>
          ) : (
            <ul className="grid divide-y divide-border rounded-lg border border-border">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function SessionRow({ session }: { session: ActiveSession }) {
  const signOut = useSignOutSession();
  const end = () =>
    signOut.mutate(session.id, {
      onSuccess: () => toast.success(SESSION_SIGNED_OUT, { description: session.device }),
      onError: (error) =>
        toast.error('The session could not be signed out', {
          description: serverMessageOf(error) ?? 'Please try again.',
        }),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.isCurrent ? <Badge variant="secondary">This device</Badge> : null}
        </span>
        <span className="text-sm text-muted-foreground">
          Last active {formatDateTime(session.lastActiveAt)}
        </span>
        <span className="text-sm text-muted-foreground">
          Signed in {formatDateTime(session.signedInAt)}
        </span>
      </div>
      {session.isCurrent ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={signOut.isPending}
          onClick={end}
          aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastActiveAt)}`}
        >
          {signOut.isPending ? <Spinner /> : null}
          Sign out
        </Button>
      )}
    </li>
  );
}
