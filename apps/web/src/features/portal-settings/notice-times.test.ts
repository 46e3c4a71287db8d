import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './notice-times';

describe('notice times', () => {
  it('round-trips a local minute through an instant', () => {
    const local = '2026-11-25T21:30';
    expect(toLocalInput(fromLocalInput(local))).toBe(local);
  });
  it('reads a blank or malformed field as an invalid date', () => {
    expect(Number.isNaN(fromLocalInput('').getTime())).toBe(true);
    expect(Number.isNaN(fromLocalInput('25/11/2026 21:30').getTime())).toBe(true);
  });
});
