import { useCallback, useEffect, useState } from 'react';

/** Seconds left until an action may be repeated, ticking down once a second. */
export function useCountdown(initialSeconds = 0) {
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, Math.ceil(initialSeconds)));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (seconds: number) => setSecondsLeft(Math.max(0, Math.ceil(seconds))),
    [],
  );
  return { secondsLeft, start };
}
