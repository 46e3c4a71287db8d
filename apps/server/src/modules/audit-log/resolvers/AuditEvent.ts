import type { AuditEventResolvers } from './../../../graphql/generated/types.generated.js';

export const AuditEvent: AuditEventResolvers = {};
