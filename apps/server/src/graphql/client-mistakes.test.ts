import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { verifiedDeveloper } from '../test/app-fixtures';
import { testTargets } from '../test/harness';
import { useTestApp } from '../test/use-test-app';

// A malformed GraphQL request (decision 0017) is the client's mistake. It gets GraphQL's own
// message with the GraphQL-over-HTTP status 400, and the log says so at info at most.

const LIST =
  'query($limit: Int, $status: AppStatus) { listDeveloperApplications(limit: $limit, status: $status) { items { appId } } }';
const CREATE =
  'mutation($input: ApplicationInput!) { createApplication(input: $input, saveAction: SAVE_DRAFT) { appId } }';

const MISTAKES: [label: string, body: string, message: RegExp][] = [
  [
    'a variable of the wrong type',
    JSON.stringify({ query: LIST, variables: { limit: 'ten' } }),
    /Int cannot represent non-integer value: "ten"/,
  ],
  [
    'an unknown input field',
    JSON.stringify({
      query: CREATE,
      variables: { input: { appName: 'A', bundleIdentifier: 'com.a.b', colour: 'red' } },
    }),
    /Variable "\$input" got invalid value .*colour/,
  ],
  [
    'an invalid enum value',
    JSON.stringify({ query: LIST, variables: { status: 'ARCHIVED' } }),
    /Variable "\$status" got invalid value "ARCHIVED"/,
  ],
  [
    'a missing required variable',
    JSON.stringify({ query: CREATE, variables: {} }),
    /Variable "\$input" of required type "ApplicationInput!" was not provided/,
  ],
  [
    'a non-string query',
    JSON.stringify({ query: { kind: 'Document', definitions: [] } }),
    /query must be string/,
  ],
  [
    'a query that is JSON, not GraphQL',
    JSON.stringify({ query: '[null, true]' }),
    /the query must be a GraphQL document as text/,
  ],
  ['no query', JSON.stringify({ variables: {} }), /Unknown query/],
  [
    'variables that are not an object',
    JSON.stringify({ query: LIST, variables: 'limit=1' }),
    /variables must be object/,
  ],
  ['bad JSON', '{"query": ', /not valid JSON/],
  ['a syntax error', JSON.stringify({ query: '{ viewer { ' }), /Syntax Error/],
];

describe.each(testTargets())('client mistakes on /graphql [%s]', (target) => {
  const t = useTestApp(target, { sharedApp: false });

  it.each(MISTAKES)(
    '%s: 400 with GraphQL’s own message, no ERROR logged',
    async (_label, body, message) => {
      const stream = new PassThrough();
      const lines: { level: number; msg: string }[] = [];
      stream.on('data', (chunk: Buffer) =>
        lines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        ),
      );
      const app = await t.appWith({}, stream);
      const dev = await verifiedDeveloper(app, t.db, { email: `dev-${target}@example.com` });
      // Twice: the second run of one document goes through the JIT compiler (jit: 1).
      for (let run = 0; run < 2; run += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', cookie: dev.cookie },
          payload: body,
        });
        expect(response.statusCode).toBe(400);
        const answer = response.json<{
          errors: { message: string; extensions: { code: string } }[];
        }>();
        expect(
          answer.errors[0]?.message,
          JSON.stringify(lines.filter((l) => l.level >= 50)).slice(0, 2000),
        ).toMatch(message);
        expect(response.body).not.toContain('Internal server error');
      }
      expect(
        lines.filter((line) => line.level >= 50).map((l) => JSON.stringify(l).slice(0, 1500)),
      ).toEqual([]);
    },
  );
});
