import * as z from 'zod/mini';
import { ADMIN_LIST_PAGE_SIZE } from '../limits';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_ID_MAX_LENGTH,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditTargetType,
} from './audit-log';

// The audit screen's list (decision 0049): newest first, filtered by who acted, what was acted on
// and the action, in keyset pages the server cuts.

/** A page of the audit screen. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_LIMIT_OUT_OF_RANGE = `limit must be between 1 and ${ADMIN_LIST_PAGE_SIZE}`;
export const AUDIT_FILTER_ID_TOO_LONG = `An id has at most ${AUDIT_TARGET_ID_MAX_LENGTH} characters`;
export const AUDIT_TARGET_ID_NEEDS_TYPE = 'Choose what kind of target the id is';

const optionalId = z.optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(AUDIT_TARGET_ID_MAX_LENGTH, AUDIT_FILTER_ID_TOO_LONG)),
    z.transform((id) => id || undefined),
  ),
);

export const AuditEventsFilterSchema = z
  .object({
    actorId: optionalId,
    targetType: z.optional(z.enum(AUDIT_TARGET_TYPES)),
    targetId: optionalId,
    action: z.optional(z.enum(AUDIT_ACTIONS)),
  })
  .check(
    z.refine((filter) => !filter.targetId || filter.targetType !== undefined, {
      error: AUDIT_TARGET_ID_NEEDS_TYPE,
      path: ['targetType'],
    }),
  );
export type AuditEventsFilter = {
  actorId?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  action?: AuditAction;
};

export const AuditEventsLimitSchema = z._default(
  z
    .int({ error: AUDIT_LIMIT_OUT_OF_RANGE })
    .check(
      z.minimum(1, AUDIT_LIMIT_OUT_OF_RANGE),
      z.maximum(ADMIN_LIST_PAGE_SIZE, AUDIT_LIMIT_OUT_OF_RANGE),
    ),
  AUDIT_PAGE_SIZE,
);

/** How a detail's key reads on the screen, where its words alone would not say it. */
export const AUDIT_DETAIL_LABELS: Record<string, string> = {
  old: 'Before',
  new: 'After',
  fromStatus: 'Status before',
  toStatus: 'Status after',
};

/** A detail's key as the screen names it: its label, else its words ('appsSuspended': 'Apps suspended'). */
export function auditDetailLabel(key: string): string {
  const label = AUDIT_DETAIL_LABELS[key];
  if (label) return label;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A detail's value as text: strings as they are, nothing as "none", the rest as JSON. */
export function auditDetailText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return JSON.stringify(value);
}
