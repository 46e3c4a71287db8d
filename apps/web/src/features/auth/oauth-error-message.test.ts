import { describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@vmu/domain';
import {
  OAUTH_CONFIGURATION_ERROR,
  OAUTH_EMAIL_REGISTERED,
  OAUTH_GENERIC_FAILURE,
  oauthErrorMessage,
} from './oauth-error-message';

describe('oauthErrorMessage', () => {
  it('names GitHub and asks to contact support when the token endpoint rejects us', () => {
    const message = oauthErrorMessage('invalid_request', 'Token endpoint returned 401');
    expect(message).toBe(OAUTH_CONFIGURATION_ERROR);
    expect(message).toMatch(/GitHub/);
    expect(message.endsWith('Please contact support.')).toBe(true);
    // What the server sends when its own token exchange is refused (e.g. a wrong client secret).
    expect(oauthErrorMessage('invalid_code', null)).toBe(OAUTH_CONFIGURATION_ERROR);
  });
  it('explains an email registered with another sign-in method', () => {
    expect(oauthErrorMessage('account_not_linked', null)).toBe(OAUTH_EMAIL_REGISTERED);
    expect(oauthErrorMessage('unable_to_link_account', 'x')).toBe(OAUTH_EMAIL_REGISTERED);
  });
  it('says a suspended account cannot sign in, as the password sign-in does', () => {
    expect(oauthErrorMessage('account_suspended', null)).toBe(ACCOUNT_SUSPENDED_MESSAGE);
  });
  it('passes any other description through', () => {
    expect(oauthErrorMessage('access_denied', 'The user denied access')).toBe(
      'Authentication failed: The user denied access',
    );
    expect(oauthErrorMessage('invalid_request', 'Missing scope')).toBe(
      'Authentication failed: Missing scope',
    );
  });
  it('falls back to the generic text without a description', () => {
    expect(oauthErrorMessage('state_not_found', null)).toBe(OAUTH_GENERIC_FAILURE);
    expect(oauthErrorMessage('no_code', '  ')).toBe(OAUTH_GENERIC_FAILURE);
  });
});
