import type { AuditEventPageResolvers } from './../../../graphql/generated/types.generated.js';

export const AuditEventPage: AuditEventPageResolvers = {};
