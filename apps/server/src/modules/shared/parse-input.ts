import * as z from 'zod/mini';
import { AppError } from '../../errors';

/** Parses with a domain schema; the first issue's message (the spec's text) as VALIDATION_FAILED. */
export function parseInput<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid input');
  }
  return result.data;
}
