import type { ApplicationVersionResolvers } from './../../../graphql/generated/types.generated.js';
import { reviewThreadLoadersOf } from '../request-loaders';

// Reading a thread is authorized by the way to its version: every field that returns an
// ApplicationVersion answers only the app's owner or an admin.
export const ApplicationVersion: Pick<ApplicationVersionResolvers, 'messages'> = {
  messages: ({ id }, _arg, ctx) => reviewThreadLoadersOf(ctx).messages(id),
};
