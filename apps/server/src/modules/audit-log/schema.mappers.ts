import type { AuditEventListItem } from './services/list-audit-events';

/** One row of the audit screen, from audit_event or application_review_event. */
export type AuditEventMapper = AuditEventListItem;
