import type { TypedDocumentString } from './graphql/graphql';

export const GRAPHQL_ENDPOINT = '/graphql';

type GraphQLErrorPayload = { message: string; extensions?: { code?: unknown } };

/** A failed GraphQL call; `code` is the server's stable extensions.code to switch on. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }
}

/**
 * In development and tests: a document that spreads a fragment it does not define was composed
 * without it (withFragments); say which, rather than leave the server's refusal to explain it.
 */
function assertFragmentsDefined(query: string): void {
  const defined = new Set(
    [...query.matchAll(/\bfragment\s+(\w+)\s+on\b/g)].map(([, name]) => name),
  );
  for (const [, name] of query.matchAll(/\.\.\.\s*(\w+)/g)) {
    if (name !== 'on' && !defined.has(name)) {
      throw new Error(
        `The document spreads ...${name} but was not composed with it (withFragments).`,
      );
    }
  }
}

/** Sends one typed operation to the server with the session cookie; throws on any error. */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const query = document.toString();
  if (import.meta.env.DEV) assertFragmentsDefined(query);
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

  let payload: { data?: TResult | null; errors?: GraphQLErrorPayload[] };
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    throw new GraphQLRequestError(
      'NETWORK_ERROR',
      `Request failed (${response.status})`,
      response.status,
    );
  }
  const [first] = payload.errors ?? [];
  if (first) {
    const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'UNKNOWN';
    throw new GraphQLRequestError(code, first.message, response.status);
  }
  if (!response.ok || payload.data == null) {
    throw new GraphQLRequestError(
      'NETWORK_ERROR',
      `Request failed (${response.status})`,
      response.status,
    );
  }
  return payload.data;
}
