import type { AdminUserApplicationResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminUserApplication: AdminUserApplicationResolvers = {
  /* Implement AdminUserApplication resolver logic here */
};
