/**
 * better-auth writes the session token into its JSON answers as well as into the cookie:
 * get-session's `session.token`, the `token` of sign-in, sign-up, verify-email and
 * change-password, and any session it lists. The HttpOnly cookie is the only place the token
 * belongs; in a body it is readable by any script on the page and kept by whatever logs or
 * caches answers (decision 0052). Every `token` property is taken out of an auth answer, at any
 * depth, so an endpoint better-auth adds later is covered too.
 */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutSessionTokens);
  if (body === null || typeof body !== 'object') return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'token')
      .map(([key, value]) => [key, withoutSessionTokens(value)]),
  );
}
