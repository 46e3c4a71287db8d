import { describe, expect, it } from 'vitest';
import { AuthRequestError, settle } from './api/auth-request-error';
import { authErrorMessage, codeWaitMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it("says the page's address is not PUBLIC_URL and where to open the portal", async () => {
    // The server's answer names PUBLIC_URL (plugins/trusted-origins.ts).
    const refusedOrigin = {
      status: 403,
      code: 'INVALID_ORIGIN',
      message:
        "Invalid origin: this request came from a page that is not the portal's. Open http://localhost:3000 and try again.",
    };
    const error = await settle(Promise.resolve({ data: null, error: refusedOrigin })).catch(
      (e: unknown) => e,
    );
    expect(authErrorMessage(error, 'Signup failed')).toBe(
      `This page's address (${window.location.origin}) is not the portal's configured address (PUBLIC_URL). Open the portal at http://localhost:3000.`,
    );
  });

  it('still explains an origin refusal that names no address', async () => {
    const missing = { status: 403, code: 'MISSING_OR_NULL_ORIGIN', message: 'Missing origin' };
    const error = await settle(Promise.resolve({ data: null, error: missing })).catch(
      (e: unknown) => e,
    );
    expect(authErrorMessage(error, 'x')).toMatch(
      /not the portal's configured address \(PUBLIC_URL\)/,
    );
    // Matched by the words too, whatever code a proxy or a later version puts on it.
    expect(authErrorMessage(new AuthRequestError('FORBIDDEN', 'Invalid origin', 403), 'x')).toMatch(
      /PUBLIC_URL/,
    );
  });

  it('leaves other refusals to their own words', async () => {
    const wrong = {
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    };
    const error = await settle(Promise.resolve({ data: null, error: wrong })).catch(
      (e: unknown) => e,
    );
    expect(authErrorMessage(error, 'Invalid email or password')).toBe('Invalid email or password');
  });

  it("says how long to wait for a resend, from the server's seconds", () => {
    const cooldown = new AuthRequestError('RESEND_COOLDOWN', 'Please wait', 429, 1);
    expect(authErrorMessage(cooldown, 'x')).toBe(codeWaitMessage(1));
    expect(codeWaitMessage(1)).toBe('Please wait 1 second before requesting a new code.');
    expect(codeWaitMessage(42)).toBe('Please wait 42 seconds before requesting a new code.');
  });

  it('passes a readable server message through and falls back otherwise', () => {
    expect(authErrorMessage(new AuthRequestError('X', 'User already exists', 422), 'f')).toBe(
      'User already exists',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'Please try again.')).toBe(
      'Please try again.',
    );
  });
});
