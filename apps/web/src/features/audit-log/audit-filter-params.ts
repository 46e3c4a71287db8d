import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  isAuditAction,
  isAuditTargetType,
  type AuditAction,
  type AuditTargetType,
} from '@vmu/domain';
import type { AuditFilter } from './api/list-audit-events';

// The audit screen's filter lives in the URL (?action=&actor=&targetType=&target=&targetName=),
// so a reload keeps it and other screens can link to one account's or app's history.

const PARAMS = {
  actorId: 'actor',
  action: 'action',
  targetType: 'targetType',
  targetId: 'target',
  targetLabel: 'targetName',
} as const;

export type AuditFilterChange = Partial<AuditFilter> & { targetLabel?: string | null };

export function useAuditFilterParams() {
  const [params, setParams] = useSearchParams();
  const action = params.get(PARAMS.action);
  const targetType = params.get(PARAMS.targetType);
  const parsedType = targetType && isAuditTargetType(targetType) ? targetType : null;
  const filter: AuditFilter = {
    actorId: params.get(PARAMS.actorId) || null,
    action: action && isAuditAction(action) ? (action as AuditAction) : null,
    targetType: parsedType as AuditTargetType | null,
    // A target means nothing without its kind: the server refuses one alone.
    targetId: parsedType ? params.get(PARAMS.targetId) || null : null,
  };
  const targetLabel = filter.targetId ? params.get(PARAMS.targetLabel) : null;

  const change = useCallback(
    (changes: AuditFilterChange) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const param = PARAMS[key as keyof typeof PARAMS];
            if (value) next.set(param, value);
            else next.delete(param);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filter, targetLabel, change };
}
