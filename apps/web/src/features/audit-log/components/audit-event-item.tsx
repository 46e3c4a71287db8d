import { AUDIT_ACTION_LABELS, AUDIT_TARGET_TYPE_LABELS } from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import type { AuditEvent } from '../api/list-audit-events';
import type { AuditFilterChange } from '../audit-filter-params';

// A name that filters the log by itself: text in the flow of the facts, drawn as a link.
const FILTER_LINK =
  'text-left font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

interface AuditEventItemProps {
  event: AuditEvent;
  onFilter: (change: AuditFilterChange) => void;
}

/** One staff action: when, what, who, to what, why, and its details (before and after). */
export function AuditEventItem({ event, onFilter }: AuditEventItemProps) {
  const targetKind = AUDIT_TARGET_TYPE_LABELS[event.targetType];
  return (
    <article
      aria-label={`${AUDIT_ACTION_LABELS[event.action]}: ${event.targetLabel}`}
      className="grid gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant="secondary">{AUDIT_ACTION_LABELS[event.action]}</Badge>
        <time dateTime={event.createdAt} className="text-sm text-muted-foreground">
          {formatDateTime(event.createdAt)}
        </time>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-muted-foreground">{targetKind}</dt>
        <dd className="min-w-0">
          <button
            type="button"
            className={FILTER_LINK}
            aria-label={`Show only ${targetKind.toLowerCase()} ${event.targetLabel}`}
            onClick={() =>
              onFilter({
                targetType: event.targetType,
                targetId: event.targetId,
                targetLabel: event.targetLabel,
              })
            }
          >
            {event.targetLabel}
          </button>
        </dd>
        <dt className="font-medium text-muted-foreground">By</dt>
        <dd className="min-w-0">
          <button
            type="button"
            className={FILTER_LINK}
            aria-label={`Show only what ${event.actor.name} did`}
            onClick={() => onFilter({ actorId: event.actor.id })}
          >
            {event.actor.name}
          </button>{' '}
          <span className="break-all text-muted-foreground">({event.actor.email})</span>
        </dd>
        {event.reason ? (
          <>
            <dt className="font-medium text-muted-foreground">Reason</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{event.reason}</dd>
          </>
        ) : null}
        {event.details.map((detail) => (
          <div key={detail.label} className="contents">
            <dt className="font-medium text-muted-foreground">{detail.label}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
