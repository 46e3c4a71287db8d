import { RESEND_COOLDOWN_SECONDS } from '../limits';

/**
 * Seconds until another verification code may be sent, from when the last one was sent: the
 * server refuses a resend until then, and the Resend code button counts the same wait down from
 * the moment the page knows the code went out (sign-up, a resend), so it is never active only to
 * be refused.
 */
export function resendWaitSeconds(lastSentAtMs: number | null, nowMs: number): number {
  if (lastSentAtMs === null) return 0;
  return Math.max(0, Math.ceil((lastSentAtMs + RESEND_COOLDOWN_SECONDS * 1000 - nowMs) / 1000));
}
