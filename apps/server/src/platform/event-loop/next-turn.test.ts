import { describe, expect, it } from 'vitest';
import { nextTurn, turnsWaiting } from './next-turn';

// A pass of the event loop: what setImmediate, queued now, runs in.
const passOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('nextTurn', () => {
  it('gives each waiter a pass of the event loop of its own, in the order they came', async () => {
    const ran: string[] = [];
    const waiters = ['a', 'b', 'c'].map((name) => nextTurn().then(() => ran.push(name)));
    expect(turnsWaiting()).toBe(3);
    await passOfTheLoop();
    expect(ran).toEqual(['a']);
    await passOfTheLoop();
    expect(ran).toEqual(['a', 'b']);
    await Promise.all(waiters);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(turnsWaiting()).toBe(0);
  });

  it('lets I/O that is ready run between two waiters', async () => {
    const ran: string[] = [];
    const first = nextTurn().then(() => {
      ran.push('first');
      // Due before this pass ends: the timer runs in the next pass's timers phase, before the
      // check phase where the second waiter runs.
      setTimeout(() => ran.push('timer'), 1);
      const start = performance.now();
      while (performance.now() - start < 3) {
        // a heavy answer being worked on
      }
    });
    const second = nextTurn().then(() => ran.push('second'));
    await Promise.all([first, second]);
    expect(ran).toEqual(['first', 'timer', 'second']);
  });
});
