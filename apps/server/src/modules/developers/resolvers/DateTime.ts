import { GraphQLScalarType, Kind } from 'graphql';
import { AppError } from '../../../errors';

const MESSAGE = 'DateTime must be an ISO 8601 string';

function parseDate(value: unknown, invalid: () => Error): Date {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw invalid();
  return new Date(value);
}

// A bad argument is the caller's mistake (typed, on both the JIT and the graphql-js path); a
// bad value on the way out is ours (a TypeError, masked and logged).
const badInput = () => new AppError('VALIDATION_FAILED', MESSAGE);
const badOutput = () => new TypeError(MESSAGE);

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'ISO 8601 date and time, e.g. 2026-11-21T16:52:43.000Z.',
  serialize: (value) => {
    const date = value instanceof Date ? value : parseDate(value, badOutput);
    return date.toISOString();
  },
  parseValue: (value) => parseDate(value, badInput),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw badInput();
    return parseDate(ast.value, badInput);
  },
});
