import type { ActiveSessionResolvers } from './../../../graphql/generated/types.generated.js';

// Every field is the mapper's of its name; the session's token never is one.
export const ActiveSession: ActiveSessionResolvers = {};
