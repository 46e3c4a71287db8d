import { GraphQLScalarType, Kind } from 'graphql';
import { AppError } from '../../../errors';

const MESSAGE = 'DateTime must be an ISO 8601 string between the years 1 and 9999';

// JavaScript dates reach year 275760 either way, PostgreSQL's from 4713 BC to 294276: a date
// outside the four-digit years is nobody's real input, and would fail in the query instead.
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

function parseDate(value: unknown, invalid: () => Error): Date {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) throw invalid();
  return new Date(time);
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
