import type { graphql as generatedGraphql } from './graphql/gql';

/**
 * Marks a GraphQL document for codegen and gives it the generated result and variable types.
 * At run time a document is its own source text (documentMode 'string': request() sends
 * `document.toString()`), so the generated module, which holds every document of the app in
 * one map, never reaches the bundle: each document ships in the chunk of the feature using it.
 * A document is sent as written, so one that spreads fragments names them with withFragments
 * (lib/api/fragments.ts), which appends their definitions as the generated module would have.
 */
export const graphql = ((source: string) => source) as unknown as typeof generatedGraphql;
