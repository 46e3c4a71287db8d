import {
  buildASTSchema,
  getNamedType,
  isLeafType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '../../graphql/generated/typeDefs.generated';
import { testTargets } from '../harness';
import { useTestApp } from '../use-test-app';
import { ACCESS_CLASSES, GRAPHQL_ACCESS, REFUSAL_CODES } from './access-classes';
import { operationCallOf, type OperationCall } from './graphql-arguments';
import { PERSONAS, seedAuthorizationWorld } from './personas';

// The persona x operation matrix of GraphQL, generated from the schema: every Query and Mutation
// field, called as every persona with the least valid arguments, must be allowed or refused as
// its class in access-classes.ts says; a field with no class fails by name. Decision 0054.

type RootOperation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field })),
  );
}

/** The operation's document: the given arguments as variables, its type name as the selection. */
function documentOf({ kind, field }: RootOperation, variables: Record<string, unknown>): string {
  const given = field.args.filter((arg) => arg.name in variables);
  const declared = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : '{ __typename }';
  return `${kind} Matrix${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''} ${selection} }`;
}

type Answer = { allowed: boolean; code: string; invalid: boolean };

/** Codes of a call the schema itself refused: its arguments are the test's mistake. */
const INVALID_CALL = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_USER_INPUT',
]);

async function call(
  app: FastifyInstance,
  operation: RootOperation,
  variables: Record<string, unknown>,
  cookie: string | null,
): Promise<Answer> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query: documentOf(operation, variables), variables },
  });
  const body = response.json<{ errors?: { message: string; extensions?: { code?: string } }[] }>();
  const error = body.errors?.[0];
  if (!error) return { allowed: true, code: 'data', invalid: false };
  const code = error.extensions?.code ?? `no code: ${error.message}`;
  return {
    allowed: !REFUSAL_CODES.has(code),
    code,
    invalid: INVALID_CALL.has(code) || !error.extensions?.code,
  };
}

describe.each(testTargets())('authorization matrix: GraphQL [%s]', (target) => {
  const t = useTestApp(target);
  const operations = rootOperations(buildASTSchema(typeDefs));

  it('classifies every operation of the schema, and needs arguments for each that takes them', () => {
    const names = operations.map(({ field }) => field.name);
    expect(
      names.filter((name) => !(name in GRAPHQL_ACCESS)),
      'operations with no access class: classify them in test/authorization/access-classes.ts',
    ).toEqual([]);
    expect(
      Object.keys(GRAPHQL_ACCESS).filter((name) => !names.includes(name)),
      'operations in access-classes.ts the schema no longer has',
    ).toEqual([]);
    expect(
      operations
        .filter(({ field }) => field.args.some((arg) => String(arg.type).endsWith('!')))
        .filter(({ field }) => !operationCallOf(field.name))
        .map(({ field }) => field.name),
      'operations with required arguments and none in test/authorization/graphql-arguments.ts',
    ).toEqual([]);
  });

  it('allows and refuses every persona every operation as its class says', async () => {
    const world = await seedAuthorizationWorld(t.app, t.db, target);
    const wrong: string[] = [];
    for (const operation of operations) {
      const name = operation.field.name;
      const operationCall: OperationCall = operationCallOf(name) ?? { variables: () => ({}) };
      const accessClass = GRAPHQL_ACCESS[name];
      const expected: readonly string[] | undefined = accessClass && ACCESS_CLASSES[accessClass];
      const allowedAs: string[] = [];
      for (const persona of PERSONAS) {
        const caller = world.callers[persona];
        const answer = await call(
          t.app,
          operation,
          operationCall.variables(world, caller),
          caller.cookie,
        );
        await operationCall.undo?.(t.db, world, caller);
        if (answer.invalid)
          wrong.push(`${name} as ${persona}: the call is not valid (${answer.code})`);
        if (answer.allowed) allowedAs.push(persona);
        if (expected && answer.allowed !== expected.includes(persona)) {
          wrong.push(
            `${name} as ${persona}: ${answer.allowed ? 'allowed' : 'refused'} (${answer.code}), but its class ${accessClass} ${expected.includes(persona) ? 'allows' : 'refuses'} it`,
          );
        }
      }
      if (!expected)
        wrong.push(`${name} has no access class; it lets through ${allowedAs.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
