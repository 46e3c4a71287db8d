import type { AdminUserPageResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminUserPage: AdminUserPageResolvers = {
  /* Implement AdminUserPage resolver logic here */
};
