import type { ApplicationResolvers } from './../../../graphql/generated/types.generated.js';
export const Application: Pick<ApplicationResolvers, 'latestSubmission' | 'openUpdate'> = {
  /* Implement Application resolver logic here */
  latestSubmission: async (_parent, _arg, _ctx) => {
    /* Application.latestSubmission resolver is required because Application.latestSubmission exists but ApplicationMapper.latestSubmission does not */
  },
  openUpdate: async (_parent, _arg, _ctx) => {
    /* Application.openUpdate resolver is required because Application.openUpdate exists but ApplicationMapper.openUpdate does not */
  },
};
