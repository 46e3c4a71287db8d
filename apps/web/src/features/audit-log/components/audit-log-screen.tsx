import { ListFailure } from '@/components/list-failure';
import { LoadMore } from '@/components/load-more';
import { LoadingStatus } from '@/components/loading-status';
import { Card, CardContent } from '@/components/ui/card';
import { useAuditEvents } from '../api/list-audit-events';
import { useAuditFilterParams } from '../audit-filter-params';
import { AuditEventItem } from './audit-event-item';
import { AuditFilters } from './audit-filters';

export const AUDIT_NOT_LOADED = 'The audit log could not be loaded.';
export const AUDIT_MORE_NOT_LOADED = 'More of the audit log could not be loaded.';
export const AUDIT_EMPTY = 'No staff actions match these filters.';

/**
 * /admin/audit (decision 0049): what staff did, newest first: account and role changes, settings,
 * and app moderation from the review history, filtered by who, what and to what.
 */
export function AuditLogScreen() {
  const { filter, targetLabel, change } = useAuditFilterParams();
  const events = useAuditEvents(filter);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">Audit Log</h1>
        <p className="mt-1 text-muted-foreground">
          Every staff action, with who did it, when and why.
        </p>
      </div>
      <Card>
        <CardContent className="pt-6">
          <AuditFilters filter={filter} targetLabel={targetLabel} onChange={change} />
        </CardContent>
      </Card>
      {events.isPending ? (
        <LoadingStatus label="Loading the audit log" />
      ) : events.isError && items.length === 0 ? (
        <ListFailure query={events} className="text-muted-foreground">
          <p role="alert">{AUDIT_NOT_LOADED}</p>
        </ListFailure>
      ) : items.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{AUDIT_EMPTY}</p>
      ) : (
        <section aria-label="Staff actions" className="grid gap-3">
          <ol className="grid gap-3">
            {items.map((event) => (
              <li key={event.id}>
                <AuditEventItem event={event} onFilter={change} />
              </li>
            ))}
          </ol>
          <LoadMore list={events} failure={AUDIT_MORE_NOT_LOADED} />
        </section>
      )}
    </div>
  );
}
