import { useCallback, useState } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '@vmu/domain';
import { toast } from '@/lib/toast';
import { authErrorMessage, codeWaitMessage, waitSecondsOf } from '../auth-error-message';
import { useCountdown } from './use-countdown';

export type CodeRequestResult = { sent: true } | { sent: false; message: string };

// One toast for every answer about a code request: a second click replaces the first.
const CODE_REQUEST_TOAST = 'code-request';

/**
 * Asking the server to mail a code (verification resend, password reset): after a code is sent
 * the button waits the spec's 60 s; when the server asks to wait (its resend cooldown, a rate
 * limit), the wait and the countdown start from the server's figure, not from ours.
 */
export function useCodeRequest(
  send: () => Promise<void>,
  texts: { sent: string; failed: string },
  /** A wait already running when the screen opens (a code sent just before it). */
  initialWaitSeconds = 0,
) {
  const cooldown = useCountdown(initialWaitSeconds);
  const [sending, setSending] = useState(false);
  const { sent, failed } = texts;
  const { start } = cooldown;

  const requestCode = useCallback(async (): Promise<CodeRequestResult> => {
    setSending(true);
    try {
      await send();
      toast.success(sent, { id: CODE_REQUEST_TOAST });
      start(RESEND_COOLDOWN_SECONDS);
      return { sent: true };
    } catch (error) {
      const wait = waitSecondsOf(error);
      if (wait !== null) {
        start(wait);
        const message = codeWaitMessage(wait);
        toast.info(message, { id: CODE_REQUEST_TOAST });
        return { sent: false, message };
      }
      const message = authErrorMessage(error, 'Please try again.');
      toast.error(failed, { id: CODE_REQUEST_TOAST, description: message });
      return { sent: false, message };
    } finally {
      setSending(false);
    }
  }, [send, sent, failed, start]);

  return { requestCode, sending, secondsLeft: cooldown.secondsLeft };
}
