import {
  AUDIT_ACTION_LABELS,
  DEVELOPER_STATUS_LABELS,
  ROLE_LABELS,
  isAuditAction,
  roleOf,
} from '@vmu/domain';
import type { DeveloperStatus, Role } from '@/lib/graphql/graphql';

/** 'Admin', 'Developer' or 'Store account', from GraphQL's upper-case role. */
export const roleLabelOf = (role: Role) => ROLE_LABELS[roleOf({ role })];

/** The developer review status as staff read it; an account without one has not onboarded. */
export const developerStatusLabelOf = (status: DeveloperStatus | null | undefined) =>
  status ? DEVELOPER_STATUS_LABELS[status] : 'Onboarding not finished';

/** A history entry's action in words; an action this screen does not know reads as it is. */
export const historyActionLabelOf = (action: string) =>
  isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
