import type { ViewerResolvers } from './../../../graphql/generated/types.generated.js';

const ROLE_TO_GRAPHQL = { developer: 'DEVELOPER', admin: 'ADMIN' } as const;

export const Viewer: ViewerResolvers = {
  role: ({ role }) => ROLE_TO_GRAPHQL[role],
};
