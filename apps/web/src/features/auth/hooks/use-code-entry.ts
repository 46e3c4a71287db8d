import { useState } from 'react';
import { toast } from '@/lib/toast';
import { CODE_EXHAUSTED_MESSAGE, isCodeExhausted } from '../verify-error-message';
import { useCodeRequest } from './use-code-request';

type CodeEntryOptions = {
  /** Mails a new code. */
  send: () => Promise<void>;
  /** The toasts of a code request: sent, or failed to send. */
  texts: { sent: string; failed: string };
  /** One failure toast at a time: a second wrong code replaces the first. */
  toastId: string;
  /** What the form says of a refused code that is not used up. */
  messageOf: (error: unknown) => string;
  /** A wait already running when the screen opens (a code sent just before it). */
  initialWaitSeconds?: number;
};

/**
 * A form that takes an emailed code (verify email, reset password): the refusal shown above the
 * form, and whether the server threw the code away after too many wrong guesses, after which only
 * a new code can work. A new code that is sent clears both.
 */
export function useCodeEntry({
  send,
  texts,
  toastId,
  messageOf,
  initialWaitSeconds,
}: CodeEntryOptions) {
  const [failure, setFailure] = useState<string | null>(null);
  const [exhausted, setExhausted] = useState(false);
  const codeRequest = useCodeRequest(send, texts, initialWaitSeconds);

  function codeRefused(error: unknown) {
    const used = exhausted || isCodeExhausted(error);
    const message = used ? CODE_EXHAUSTED_MESSAGE : messageOf(error);
    setExhausted(used);
    setFailure(message);
    toast.error(message, { id: toastId });
  }

  async function requestNewCode() {
    const result = await codeRequest.requestCode();
    if (!result.sent) return;
    setExhausted(false);
    setFailure(null);
  }

  return {
    failure,
    exhausted,
    codeRequest,
    codeRefused,
    requestNewCode,
    clearFailure: () => setFailure(null),
  };
}
