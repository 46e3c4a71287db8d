import { describe, expect, it } from 'vitest';
import {
  isResetLinkToken,
  RESET_LINK_TOKEN_LENGTH,
  resetLinkPath,
  resetLinkTokenOf,
} from './reset-link';

const TOKEN = 'A'.repeat(RESET_LINK_TOKEN_LENGTH - 2) + '-_';

describe('reset links', () => {
  it('puts the token in the fragment and reads it back', () => {
    const path = resetLinkPath('ada+x@example.com', TOKEN);
    expect(path).toBe(`/reset-password?email=ada%2Bx%40example.com#link=${TOKEN}`);
    expect(resetLinkTokenOf(new URL(path, 'https://portal.example').hash)).toBe(TOKEN);
  });

  it('tells a link token from a typed code', () => {
    expect(isResetLinkToken(TOKEN)).toBe(true);
    expect(isResetLinkToken('123456')).toBe(false);
    expect(isResetLinkToken(`${TOKEN}A`)).toBe(false);
    expect(isResetLinkToken(`${TOKEN.slice(1)}=`)).toBe(false);
    expect(isResetLinkToken(42)).toBe(false);
    expect(resetLinkTokenOf('#link=short')).toBeNull();
    expect(resetLinkTokenOf('')).toBeNull();
  });
});
