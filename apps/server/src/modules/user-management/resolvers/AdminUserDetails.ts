import type { AdminUserDetailsResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminUserDetails: AdminUserDetailsResolvers = {
  /* Implement AdminUserDetails resolver logic here */
};
