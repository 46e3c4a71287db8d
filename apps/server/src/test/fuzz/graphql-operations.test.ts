import fc from 'fast-check';
import { buildASTSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../../graphql/generated/typeDefs.generated';
import { RUNS_PER_OPERATION, runs, useFuzzApp } from './fuzz-app';
import { fuzzRequestsFor, operationsWithArguments } from './graphql-fuzz-inputs';

describe('fuzz: malformed input is a client mistake, never a server fault', () => {
  const fuzz = useFuzzApp();

  it(
    'every GraphQL operation with arguments, as a verified developer and as an admin',
    async () => {
      const { developer, admin, knownIds } = await fuzz.seedWorld();
      const schema = buildASTSchema(typeDefs);
      const operations = operationsWithArguments(schema);
      expect(operations.length).toBeGreaterThan(10);
      for (const operation of operations) {
        await fuzz.check(
          fc.asyncProperty(
            fuzzRequestsFor(operation, knownIds),
            fc.constantFrom(developer, admin),
            fc.constantFrom('application/json', 'application/json; charset=utf-8'),
            async (body, viewer, contentType) =>
              fuzz.send({
                method: 'POST',
                url: '/graphql',
                headers: { 'content-type': contentType, cookie: viewer.cookie },
                payload: JSON.stringify(body),
              }),
          ) as never,
          RUNS_PER_OPERATION,
        );
      }
    },
    runs(400_000),
  );
});
