import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import * as z from 'zod/mini';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

/**
 * Routes registered on the returned instance take their schemas from the domain's REST contracts
 * (packages/domain/src/contracts): the body is checked with the zod schema before the handler
 * runs, and an answer is sent through its response schema, so a field the contract does not name
 * never leaves the server. Encapsulated: /graphql keeps Mercurius's own JSON schemas.
 */
export function withZodSchemas(scope: FastifyInstance) {
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);
  return scope.withTypeProvider<ZodTypeProvider>();
}

/** The first problem's own message (the schema's), for a refusal that names one field. */
export function firstValidationMessage(errors: FastifySchemaValidationError[]): string {
  return errors[0]?.message ?? 'The request is not valid';
}

/**
 * Reads a body that is not a JSON object (an array, a string, null) as an object with no fields,
 * so the body's schema, piped after it, names its first field instead of a type mismatch.
 */
export const asObjectBody = z.transform((body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {},
);

/**
 * Makes application/json the scope's only body type (another is refused by Fastify with a 415,
 * or by the route), read whole up to `bodyLimit` bytes; a body that is not JSON is `invalid()`.
 */
export function acceptJsonBodiesOnly(
  scope: FastifyInstance,
  options: { bodyLimit: number; invalid: () => Error },
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(options.invalid(), undefined);
      }
    },
  );
}
