import { readFileSync } from 'node:fs';
import { buildASTSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from './generated/typeDefs.generated';
import { QUERY_LIMITS, queryLimitRules } from './query-limits';

// Every operation the web app sends must pass the limits this server enforces (depth, aliases,
// cost, tokens): a screen whose query is refused works in its unit tests (mocked answers) and
// fails only in the browser. The web's generated client module is read as text, not imported:
// the server never imports the web (house rule), and the operations are plain strings there.

const CLIENT_MODULE = new URL('../../../web/src/lib/graphql/graphql.ts', import.meta.url);
const DOCUMENT = /export const (\w+)Document = new TypedDocumentString\(`([\s\S]*?)`\)/g;

const operations = [...readFileSync(CLIENT_MODULE, 'utf8').matchAll(DOCUMENT)].map(
  ([, name, text]) => ({ name: name as string, text: text as string }),
);
const schema = buildASTSchema(typeDefs);

describe('the web app operations', () => {
  it('are all found in the generated client module', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations)(
    '$name is valid against the schema and within the query limits',
    ({ text }) => {
      const document = parse(text, { maxTokens: QUERY_LIMITS.maxTokens });
      const errors = validate(schema, document, [...specifiedRules, ...queryLimitRules]);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );
});
