import type { AdminUserResolvers } from './../../../graphql/generated/types.generated.js';

const ROLE_TO_GRAPHQL = { developer: 'DEVELOPER', admin: 'ADMIN', customer: 'CUSTOMER' } as const;

export const AdminUser: AdminUserResolvers = {
  role: ({ role }) => ROLE_TO_GRAPHQL[role],
};
