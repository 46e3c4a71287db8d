import { GraphQLRequestError } from '@/lib/graphql';

// The server's refusals of createApiToken that are about the name the developer typed: their
// message goes under the Name field rather than above the buttons.
const NAME_REFUSALS = new Set(['API_TOKEN_NAME_TAKEN']);

export const isNameRefusal = (failure: unknown) =>
  failure instanceof GraphQLRequestError && NAME_REFUSALS.has(failure.code);
