import type { ApplicationVersionPageResolvers } from './../../../graphql/generated/types.generated.js';

export const ApplicationVersionPage: ApplicationVersionPageResolvers = {};
