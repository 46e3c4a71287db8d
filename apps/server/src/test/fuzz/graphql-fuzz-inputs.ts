import fc from 'fast-check';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isLeafType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { extremeDate, extremeNumber, nastyJson, nastyString } from './nasty-values';

// Requests for every root field of the schema that takes arguments, generated from the
// schema itself: a new operation is fuzzed without anyone adding it here.

export type RootOperation = {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
};

export type GraphQLFuzzRequest = { query: string; variables?: Record<string, unknown> };

/** Every Query and Mutation field with at least one argument. */
export function operationsWithArguments(schema: GraphQLSchema): RootOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    type
      ? Object.values(type.getFields())
          .filter((field) => field.args.length > 0)
          .map((field) => ({ kind, field }))
      : [],
  );
}

/**
 * Values of the right GraphQL type (what passes validation and reaches the resolver), with
 * hostile content: control characters, huge and tricky strings, extreme dates and numbers,
 * ids of rows that exist (`knownIds`) or not.
 */
function typedValue(type: GraphQLInputType, knownIds: readonly string[]): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLNonNull) return typedValue(type.ofType, knownIds);
  const nullable = (value: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) });
  if (type instanceof GraphQLList) {
    return nullable(fc.array(typedValue(type.ofType, knownIds), { maxLength: 7 }));
  }
  if (type instanceof GraphQLEnumType) {
    return nullable(fc.constantFrom(...type.getValues().map((value) => value.name)));
  }
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields());
    return nullable(
      fc.record(
        Object.fromEntries(fields.map((field) => [field.name, typedValue(field.type, knownIds)])),
        {
          requiredKeys: fields
            .filter((field) => field.type instanceof GraphQLNonNull)
            .map((field) => field.name),
        },
      ),
    );
  }
  return nullable(scalarValue(type as GraphQLScalarType, knownIds));
}

function scalarValue(type: GraphQLScalarType, knownIds: readonly string[]): fc.Arbitrary<unknown> {
  const ids = knownIds.length > 0 ? [fc.constantFrom(...knownIds)] : [];
  switch (type.name) {
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer());
    case 'Float':
      return fc.oneof(fc.double({ min: -1, max: 200, noNaN: true }), extremeNumber);
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return fc.oneof(
        extremeDate,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      );
    case 'ID':
      return fc.oneof(...ids, fc.uuid(), nastyString);
    default:
      return fc.oneof(...ids, nastyString, fc.string({ maxLength: 30 }));
  }
}

/** Values of the wrong type, shape or name: GraphQL's own validation must refuse them. */
function wrongValue(type: GraphQLInputType, knownIds: readonly string[]): fc.Arbitrary<unknown> {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  const options: fc.Arbitrary<unknown>[] = [nastyJson, typedValue(inner, knownIds)];
  if (type instanceof GraphQLNonNull) options.push(fc.constant(null));
  if (inner instanceof GraphQLEnumType) options.push(fc.string({ maxLength: 12 }), nastyString);
  if (inner instanceof GraphQLList) {
    options.push(fc.array(wrongValue(inner.ofType, knownIds), { minLength: 1, maxLength: 3 }));
  }
  if (inner instanceof GraphQLInputObjectType) {
    const fields = Object.values(inner.getFields());
    // An unknown field beside known ones, or a known one holding a wrong value.
    options.push(
      fc
        .tuple(typedValue(inner, knownIds), fc.string({ minLength: 1, maxLength: 10 }), nastyJson)
        .map(([value, key, extra]) => ({ ...(value as object), [`${key}Unknown`]: extra })),
      fc.tuple(typedValue(inner, knownIds), fc.constantFrom(...fields)).chain(([value, field]) =>
        wrongValue(field.type, knownIds).map((wrong) => ({
          ...(value as object),
          [field.name]: wrong,
        })),
      ),
    );
  }
  if (inner instanceof GraphQLScalarType) options.push(extremeNumber, fc.boolean());
  return fc.oneof(...options);
}

/** A GraphQL literal of `value` (enum names bare), whatever its shape: wrong ones included. */
function literalOf(type: GraphQLInputType | undefined, value: unknown): string {
  const named = type ? getNamedType(type) : undefined;
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') {
    return named instanceof GraphQLEnumType && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value)
      ? value
      : JSON.stringify(value);
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return String(value);
  const itemType = type && 'ofType' in type ? (type.ofType as GraphQLInputType) : undefined;
  if (Array.isArray(value)) {
    const of = itemType instanceof GraphQLList ? itemType.ofType : (itemType ?? type);
    return `[${value.map((item) => literalOf(of as GraphQLInputType, item)).join(', ')}]`;
  }
  const fields = named instanceof GraphQLInputObjectType ? named.getFields() : {};
  return `{${Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => `${key}: ${literalOf(fields[key]?.type, item)}`)
    .join(', ')}}`;
}

/** The leaf fields of the result (and of objects one level down), so field resolvers run too. */
function selectionOf(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth > 1) return '{ __typename }';
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !(arg.type instanceof GraphQLNonNull)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (isLeafType(inner)) return field.name;
      return depth < 1 ? `${field.name} ${selectionOf(field.type, depth + 1)}` : null;
    })
    .filter((field): field is string => field !== null);
  return `{ __typename ${fields.join(' ')} }`;
}

/**
 * Requests for one operation: arguments as variables or as literals in the document, each
 * either of the right type with hostile content or of a wrong type, name or shape.
 */
export function fuzzRequestsFor(
  operation: RootOperation,
  knownIds: readonly string[],
): fc.Arbitrary<GraphQLFuzzRequest> {
  const { field, kind } = operation;
  const argumentValues = (wrong: boolean) =>
    fc.record(
      Object.fromEntries(
        field.args.map((arg) => [
          arg.name,
          wrong
            ? fc.oneof(typedValue(arg.type, knownIds), wrongValue(arg.type, knownIds))
            : typedValue(arg.type, knownIds),
        ]),
      ),
      { requiredKeys: [] },
    );
  const selection = selectionOf(field.type);
  return fc.tuple(fc.boolean(), fc.boolean()).chain(([wrong, inline]) =>
    argumentValues(wrong).map((values): GraphQLFuzzRequest => {
      const given = field.args.filter((arg) => arg.name in values);
      if (inline) {
        const args = given.map((arg) => `${arg.name}: ${literalOf(arg.type, values[arg.name])}`);
        return {
          query: `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`,
        };
      }
      const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      return {
        query: `${kind} Fuzz(${declared}) { ${field.name}(${passed}) ${selection} }`,
        variables: values,
      };
    }),
  );
}
