import type { AuditActorResolvers } from './../../../graphql/generated/types.generated.js';

export const AuditActor: AuditActorResolvers = {};
