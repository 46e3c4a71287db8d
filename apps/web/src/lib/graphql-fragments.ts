import type { TypedDocumentString } from './graphql/graphql';

/** A fragment document: `graphql('fragment Name on Type { ... }')`, perhaps with its own fragments. */
type FragmentDocument = TypedDocumentString<unknown, unknown>;

// The definitions each composed document is made of, so a fragment used by two fragments of
// one document is sent once (the server refuses a document that defines a name twice).
const definitionsOf = new Map<string, readonly string[]>();

/**
 * A document with the fragments it spreads appended, as the generated module would have done:
 * `withFragments(graphql('query Q { app { ...AppCard } }'), AppCardFragment)`. A document is
 * its own source text (see graphql-document.ts), so each one names the fragments it spreads
 * and they ship in the chunk of the feature using them, never in the entry chunk. A fragment
 * that spreads another is composed the same way; request() checks, in development and tests,
 * that every spread fragment is defined.
 */
export function withFragments<TDocument extends { toString(): string }>(
  document: TDocument,
  ...fragments: FragmentDocument[]
): TDocument {
  const definitions = [
    ...new Set([
      document.toString(),
      ...fragments.flatMap(
        (fragment) => definitionsOf.get(fragment.toString()) ?? [fragment.toString()],
      ),
    ]),
  ];
  const text = definitions.join('');
  definitionsOf.set(text, definitions);
  return text as unknown as TDocument;
}
