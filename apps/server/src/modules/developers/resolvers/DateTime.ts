import { GraphQLScalarType, Kind } from 'graphql';

function parseDate(value: unknown): Date {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw new TypeError('DateTime must be an ISO 8601 string');
  }
  return new Date(value);
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date and time, e.g. 2026-11-21T16:52:43.000Z.',
  serialize: (value) => {
    const date = value instanceof Date ? value : parseDate(value);
    return date.toISOString();
  },
  parseValue: parseDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be an ISO 8601 string');
    return parseDate(ast.value);
  },
});
