import { useId } from 'react';
import { X } from 'lucide-react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPE_LABELS,
  AUDIT_TARGET_TYPES,
} from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { AuditFilter } from '../api/list-audit-events';
import { useAuditActors } from '../api/list-audit-actors';
import type { AuditFilterChange } from '../audit-filter-params';

interface AuditFiltersProps {
  filter: AuditFilter;
  /** The filtered target's name, when the screen knows it. */
  targetLabel: string | null;
  onChange: (change: AuditFilterChange) => void;
}

/** Filters by staff member, action and kind of target; one target is chosen from a row. */
export function AuditFilters({ filter, targetLabel, onChange }: AuditFiltersProps) {
  const ids = { actor: useId(), action: useId(), targetType: useId() };
  const actors = useAuditActors();
  // A staff member filtered by a row who is no longer an admin is still offered.
  const actorListed = actors.data?.some((actor) => actor.id === filter.actorId) ?? false;

  return (
    <div role="search" aria-label="Filter the audit log" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={ids.actor}>Staff member</Label>
          <NativeSelect
            id={ids.actor}
            value={filter.actorId ?? ''}
            onChange={(event) => onChange({ actorId: event.target.value || null })}
          >
            <option value="">All staff</option>
            {filter.actorId && !actorListed ? (
              <option value={filter.actorId}>The chosen staff member</option>
            ) : null}
            {actors.data?.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name} ({actor.email})
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.action}>Action</Label>
          <NativeSelect
            id={ids.action}
            value={filter.action ?? ''}
            onChange={(event) =>
              onChange({ action: (event.target.value || null) as AuditFilter['action'] })
            }
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.targetType}>Target</Label>
          <NativeSelect
            id={ids.targetType}
            value={filter.targetType ?? ''}
            onChange={(event) =>
              onChange({
                targetType: (event.target.value || null) as AuditFilter['targetType'],
                targetId: null,
                targetLabel: null,
              })
            }
          >
            <option value="">Everything</option>
            {AUDIT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUDIT_TARGET_TYPE_LABELS[type]}s
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {filter.targetId && filter.targetType ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span>
            Only {AUDIT_TARGET_TYPE_LABELS[filter.targetType].toLowerCase()}{' '}
            <strong className="break-all">{targetLabel ?? filter.targetId}</strong>
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange({ targetId: null, targetLabel: null })}
          >
            <X aria-hidden="true" />
            Show every {AUDIT_TARGET_TYPE_LABELS[filter.targetType].toLowerCase()}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
