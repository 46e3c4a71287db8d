import type { SignInMethodResolvers } from './../../../graphql/generated/types.generated.js';

// Every field is the mapper's of its name.
export const SignInMethod: SignInMethodResolvers = {};
