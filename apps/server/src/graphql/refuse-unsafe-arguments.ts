import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import { AppError } from '../errors';
import { findUnsafeText, unsafeTextError } from '../plugins/refuse-unsafe-text';

// The GraphQL half of the edge check (plugins/refuse-unsafe-text.ts): every argument of every
// operation, given as a variable or written in the document, before any resolver runs.

/**
 * Mercurius falls back to JSON.parse when a query is not GraphQL text, and would validate and
 * run whatever object came out as if it were a parsed document: only parsed text is accepted.
 * The parser gives every document a Location (a class instance); JSON only makes plain objects.
 * (Not `instanceof Location`: Mercurius loads graphql's CommonJS build, this file its ESM one.)
 */
function requireParsedText(document: unknown): asserts document is DocumentNode {
  const node = document as Partial<DocumentNode> | null;
  const location: unknown = node?.loc;
  if (
    node?.kind !== Kind.DOCUMENT ||
    typeof location !== 'object' ||
    location === null ||
    Object.getPrototypeOf(location) === Object.prototype
  ) {
    throw new AppError(
      'GRAPHQL_VALIDATION_FAILED',
      'Syntax Error: the query must be a GraphQL document as text.',
    );
  }
}

/** The argument and input field names around a literal, e.g. `input.form.appName`. */
function fieldPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  return ancestors
    .flatMap((node) =>
      'kind' in node && (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD)
        ? [node.name.value]
        : [],
    )
    .join('.');
}

/** Refuses a document that is not parsed text, or whose string literals hold control characters. */
export function refuseUnsafeDocument(document: unknown): void {
  requireParsedText(document);
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      const found = findUnsafeText(node.value);
      if (found) {
        const around = parent === undefined ? ancestors : [...ancestors, parent];
        throw unsafeTextError({ ...found, field: fieldPath(around) });
      }
    },
  });
}

/** Refuses variables holding a control character anywhere (named by their path, e.g. `input.appName`). */
export function refuseUnsafeVariables(variables: unknown): void {
  const found = findUnsafeText(variables);
  if (found) throw unsafeTextError(found);
}
