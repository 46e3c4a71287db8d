import type { AuditDetailResolvers } from './../../../graphql/generated/types.generated.js';

export const AuditDetail: AuditDetailResolvers = {};
