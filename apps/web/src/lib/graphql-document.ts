import type { graphql as generatedGraphql } from './graphql/gql';

/**
 * Marks a GraphQL document for codegen and gives it the generated result and variable types.
 * At run time a document is its own source text (documentMode 'string': request() sends
 * `document.toString()`), so the generated module, which holds every document of the app in
 * one map, never reaches the bundle: each document ships in the chunk of the feature using it.
 * The price: a document is sent as written, so it cannot spread a fragment defined elsewhere
 * (the generated module would have appended it); write each selection out in full.
 */
export const graphql = ((source: string) => source) as unknown as typeof generatedGraphql;
