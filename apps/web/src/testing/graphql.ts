import { Kind, OperationTypeNode, parse } from 'graphql';
import { graphql, HttpResponse, type GraphQLQuery, type GraphQLVariables } from 'msw';
import { setupServer } from 'msw/node';
import { GraphQLRequestError } from '@/lib/graphql';
import type { TypedDocumentString } from '@/lib/graphql/graphql';

/**
 * The portal's server as the web tests see it: every request the screens send goes through MSW,
 * and one no test answered fails the test (setup.ts listens with onUnhandledRequest: 'error').
 */
export const server = setupServer();

/**
 * What a resolver answers: the operation's data, or a whole response (a network failure). To
 * refuse, it throws the app's own GraphQLRequestError, which goes out as the server sends
 * refusals: `errors` with the stable extensions.code, at the error's HTTP status.
 */
export type Answer<TResult> = TResult | Response;

export type Resolver<TResult, TVariables> = (
  variables: TVariables,
) => Answer<TResult> | Promise<Answer<TResult>>;

/** The resolver type for one document, for fixtures that take a test's own answer. */
export type ResolverOf<TDocument> =
  TDocument extends TypedDocumentString<infer TResult, infer TVariables>
    ? Resolver<TResult, TVariables>
    : never;

/** The variables of every operation the screens sent, by operation name, in order. */
const sent = new Map<string, unknown[]>();

function sentTo(name: string): unknown[] {
  const list = sent.get(name) ?? [];
  sent.set(name, list);
  return list;
}

const operations = new Map<string, { name: string; type: OperationTypeNode }>();

/** The name and kind of the one operation in a document, from its own source text. */
function operationOf(document: object) {
  const source = String(document);
  const known = operations.get(source);
  if (known) return known;
  const [operation] = parse(source).definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION || !operation.name) {
    throw new Error(`not a named operation: ${source.slice(0, 60)}`);
  }
  const found = { name: operation.name.value, type: operation.operation };
  operations.set(source, found);
  return found;
}

/**
 * Answers one of the app's own documents for the rest of the test (later calls win), typed by
 * the generated result and variables: a resolver that returns the wrong shape does not compile.
 */
export function answer<TDocument extends object>(
  document: TDocument,
  resolve: ResolverOf<TDocument>,
): void {
  const { name, type } = operationOf(document);
  const handle = type === OperationTypeNode.MUTATION ? graphql.mutation : graphql.query;
  server.use(
    handle<GraphQLQuery, GraphQLVariables>(name, async ({ variables }) => {
      sentTo(name).push(variables);
      let result: unknown;
      try {
        result = await (resolve as Resolver<unknown, GraphQLVariables>)(variables);
      } catch (refusal) {
        if (!(refusal instanceof GraphQLRequestError)) throw refusal;
        const error = { message: refusal.message, extensions: { code: refusal.code } };
        return HttpResponse.json({ data: null, errors: [error] }, { status: refusal.status });
      }
      return result instanceof Response
        ? result
        : HttpResponse.json({ data: result as GraphQLQuery });
    }),
  );
}

/** The variables one of the app's documents takes. */
export type VariablesOf<TDocument> =
  TDocument extends TypedDocumentString<unknown, infer TVariables> ? TVariables : never;

/**
 * The variables of every time the screens sent `document`, in order: a live list, so a test may
 * take it before rendering and read it after.
 */
export function sentVariables<TDocument extends object>(
  document: TDocument,
): VariablesOf<TDocument>[] {
  return sentTo(operationOf(document).name) as VariablesOf<TDocument>[];
}

/** Forgets what was sent; setup.ts calls it after every test. */
export function forgetSentOperations(): void {
  sent.clear();
}

/** The connection failing before any answer. */
export function networkError(): Response {
  return HttpResponse.error();
}
