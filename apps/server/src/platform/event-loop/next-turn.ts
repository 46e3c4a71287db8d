// Heavy work waits for a turn of the event loop of its own (decision 0028's addendum).
//
// Node runs everything that is ready in one pass of its poll phase, and every setImmediate
// queued before its check phase in that phase: ten list answers arriving together were all
// parsed, resolved and serialised back to back while a cheap request such as /healthz waited
// in its socket. Work that takes its turn here runs one at a time, one per pass of the loop,
// so the poll phase (new requests, cheap answers) runs between any two of them.

const waiting: Array<() => void> = [];
let armed = false;

function runOne(): void {
  armed = false;
  const next = waiting.shift();
  // A setImmediate queued while an immediate runs belongs to the next pass of the loop.
  if (waiting.length > 0) arm();
  next?.();
}

function arm(): void {
  if (armed) return;
  armed = true;
  setImmediate(runOne);
}

/** Resolves in a pass of the event loop of its own, after what is already waiting. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    arm();
  });
}

/** How many wait for a turn now (for tests). */
export function turnsWaiting(): number {
  return waiting.length;
}
