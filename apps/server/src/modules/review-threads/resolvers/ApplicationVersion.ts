import type { ApplicationVersionResolvers } from './../../../graphql/generated/types.generated.js';
export const ApplicationVersion: Pick<ApplicationVersionResolvers, 'messages'> = {
  /* Implement ApplicationVersion resolver logic here */
  messages: async (_parent, _arg, _ctx) => {
    /* ApplicationVersion.messages resolver is required because ApplicationVersion.messages exists but ApplicationVersionMapper.messages does not */
  },
};
