import * as z from 'zod/mini';

// What a plain HTTP route (not /graphql, not better-auth's /api/auth/*) answers when it refuses a
// request: the message the screen shows, and for refusals shared with GraphQL (a foreign origin,
// control characters) the same machine-readable code.

export const RefusalSchema = z.object({
  error: z.string(),
  code: z.optional(z.string()),
});
export type Refusal = z.output<typeof RefusalSchema>;

/** The message of a refusal body, or undefined when the body is something else (a proxy's page). */
export function refusalMessage(body: unknown): string | undefined {
  const refusal = RefusalSchema.safeParse(body);
  return refusal.success ? refusal.data.error : undefined;
}

/**
 * The server's own error body outside the upload routes (plugins/error-handler.ts, and the
 * not-found answer for an API path): a code a client can branch on and a message for people.
 */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.optional(z.string()),
  }),
});
export type ApiError = z.output<typeof ApiErrorSchema>;

/**
 * What a route without an error handler of its own may refuse with: its own Refusal, or the app's
 * ApiError for a refusal at the edge (a control character in the query string, a body too large).
 */
export const RouteRefusalSchema = z.union([RefusalSchema, ApiErrorSchema]);
