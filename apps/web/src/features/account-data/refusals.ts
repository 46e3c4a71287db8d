import { GraphQLRequestError } from '@/lib/graphql';

// The server's refusals of deleteAccount that are about one field: their message goes under it.
const FIELD_OF_REFUSAL: Record<string, 'confirmation' | 'code'> = {
  CONFIRMATION_MISMATCH: 'confirmation',
  INVALID_CODE: 'code',
  RATE_LIMITED: 'code',
};

export const refusedField = (failure: unknown) =>
  failure instanceof GraphQLRequestError ? FIELD_OF_REFUSAL[failure.code] : undefined;
