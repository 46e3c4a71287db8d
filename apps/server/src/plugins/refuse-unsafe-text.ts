import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

// Text is refused at the edge when it holds a control character: NUL cannot be stored in a
// PostgreSQL text column at all (the query fails), and the others have no place in anything a
// person types. Tab, line feed and carriage return pass: multi-line fields need them, and a
// single-line field's own schema decides about line breaks. One check for every route
// (JSON bodies, query strings, path parameters) and for GraphQL (variables here, literals in
// the document in register-graphql.ts), instead of one per resolver or handler.

/** Unicode's control characters (Cc: C0, DEL and C1) except tab, line feed and carriage return. */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const UNSAFE_TEXT_CODE = 'VALIDATION_FAILED';

export type UnsafeText = {
  /** Dotted path of the field, e.g. `variables.input.appName` or `name`. */
  field: string;
  /** The character as U+XXXX. */
  character: string;
};

/** The first string inside `value` (JSON-like: strings, arrays, plain objects) holding a control character. */
export function findUnsafeText(value: unknown, path: readonly string[] = []): UnsafeText | null {
  if (typeof value === 'string') {
    const match = CONTROL_CHARACTER.exec(value);
    if (!match) return null;
    const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return { field: path.join('.'), character: `U+${code}` };
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    // A key is text too (an unknown field name with a NUL ends up in logs and error messages).
    const found = findUnsafeText(key, path) ?? findUnsafeText(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** A 400 naming the field, in the words a form can show next to it. */
export function unsafeTextError(found: UnsafeText): AppError {
  const name =
    found.field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() || 'The input';
  return new AppError(
    UNSAFE_TEXT_CODE,
    `${name} contains a control character (${found.character}), which is not allowed.`,
    400,
    found.field || undefined,
  );
}

/**
 * Refuses, before any handler runs, a request whose parsed body, query string or path
 * parameters hold a control character. Raw bodies (uploads, webhooks) are bytes, not text,
 * and pass untouched. `except`: routes that check their own input (GraphQL names the
 * variable or argument rather than the body's field).
 */
export function registerUnsafeTextGuard(
  app: FastifyInstance,
  options: { except: readonly string[] },
): void {
  app.addHook('preValidation', async (request) => {
    if (options.except.includes(request.routeOptions.url ?? '')) return;
    const found =
      findUnsafeText(request.params) ??
      findUnsafeText(request.query) ??
      findUnsafeText(request.body);
    if (found) {
      request.log.info({ field: found.field, character: found.character }, 'unsafe text refused');
      throw unsafeTextError(found);
    }
  });
}
