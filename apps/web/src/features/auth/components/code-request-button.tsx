import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type CodeRequestButtonProps = {
  label: string;
  sending: boolean;
  secondsLeft: number;
  onRequest: () => void;
};

/** "Resend code" / "Send a new code", disabled and counting down while the server would refuse. */
export function CodeRequestButton({
  label,
  sending,
  secondsLeft,
  onRequest,
}: CodeRequestButtonProps) {
  const waiting = secondsLeft > 0;
  // The figure the wait started from, so the live region speaks once, not every tick.
  const [waitFrom, setWaitFrom] = useState<number | null>(null);
  if (waiting && waitFrom === null) setWaitFrom(secondsLeft);
  if (!waiting && waitFrom !== null) setWaitFrom(null);
  return (
    <>
      <Button type="button" variant="outline" onClick={onRequest} disabled={sending || waiting}>
        {sending ? <Spinner /> : null}
        {waiting ? `${label} in ${secondsLeft}s` : label}
      </Button>
      {/* Announced once when the wait starts, not every tick. */}
      <p className="sr-only" aria-live="polite">
        {waitFrom !== null ? `You can request a new code in ${waitFrom} seconds or less.` : ''}
      </p>
    </>
  );
}

/** The line under a code form: why one might want a new code, and the button that sends it. */
export function CodeRequestPrompt({
  exhausted,
  ...button
}: CodeRequestButtonProps & { exhausted: boolean }) {
  return (
    <div className="grid gap-1 text-center text-sm">
      <p className="text-muted-foreground">
        {exhausted ? 'Need a new code?' : "Didn't receive the code?"}
      </p>
      <CodeRequestButton {...button} />
    </div>
  );
}
