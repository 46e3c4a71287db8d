import type { AdminUserSessionResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminUserSession: AdminUserSessionResolvers = {
  /* Implement AdminUserSession resolver logic here */
};
