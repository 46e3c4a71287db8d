import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '../limits';
import { resendWaitSeconds } from './code-resend';

describe('resendWaitSeconds', () => {
  it('waits the whole cooldown right after a code was sent, then less, then nothing', () => {
    const sent = Date.UTC(2026, 11, 7, 12, 0, 0);
    expect(resendWaitSeconds(sent, sent)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(resendWaitSeconds(sent, sent + 20_500)).toBe(RESEND_COOLDOWN_SECONDS - 20);
    expect(resendWaitSeconds(sent, sent + RESEND_COOLDOWN_SECONDS * 1000)).toBe(0);
    expect(resendWaitSeconds(sent, sent + 10 * 60_000)).toBe(0);
  });

  it('does not wait when no code is known to have been sent', () => {
    expect(resendWaitSeconds(null, Date.now())).toBe(0);
  });
});
