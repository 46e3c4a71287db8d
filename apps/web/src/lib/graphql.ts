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

/** Sends one typed operation to the server with the session cookie; throws on any error. */
export async function request<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
  const response = await fetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: document.toString(), variables }),
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
