import { GraphQLRequestError } from '@/lib/graphql';

// Codes of failures the server did not explain to the user: a masked fault, a network failure,
// or a malformed request. Every other code comes with a message written for the developer.
const UNEXPLAINED_CODES = new Set(['INTERNAL_SERVER_ERROR', 'NETWORK_ERROR', 'UNKNOWN']);

/** The server's user-facing message when it sent an expected, typed error. */
export function serverMessageOf(failure: unknown): string | undefined {
  if (!(failure instanceof GraphQLRequestError)) return undefined;
  if (UNEXPLAINED_CODES.has(failure.code) || failure.code.startsWith('GRAPHQL_')) return undefined;
  return failure.message;
}
