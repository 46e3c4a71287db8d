import { GraphQLRequestError } from '@/lib/graphql';

// Codes the server sends for expected failures of a save; their message is written for the
// developer (e.g. BUNDLE_ID_TAKEN: 'Bundle identifier "com.example.game" is already taken').
const TYPED_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'BUNDLE_ID_TAKEN',
  'INCOMPLETE_APPLICATION',
  'PAYMENT_NOT_AVAILABLE',
  'INVALID_ASSET',
  'INVALID_TRANSITION',
  // An update of a published app (decision 0034).
  'VERSION_NOT_NEWER',
  'PACKAGE_OF_ANOTHER_APP',
  'UPDATE_IN_REVIEW',
  'UPDATE_ALREADY_OPEN',
  'NO_OPEN_UPDATE',
]);

/** The server's developer-facing message when it sent a typed error; undefined otherwise. */
export function serverMessageOf(failure: unknown): string | undefined {
  return failure instanceof GraphQLRequestError && TYPED_CODES.has(failure.code)
    ? failure.message
    : undefined;
}

export const isBundleIdTaken = (failure: unknown) =>
  failure instanceof GraphQLRequestError && failure.code === 'BUNDLE_ID_TAKEN';
