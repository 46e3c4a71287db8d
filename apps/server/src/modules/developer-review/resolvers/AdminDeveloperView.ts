import type { AdminDeveloperViewResolvers } from './../../../graphql/generated/types.generated.js';
export const AdminDeveloperView: AdminDeveloperViewResolvers = {
  /* Implement AdminDeveloperView resolver logic here */
};
