import { describe, expect, it } from 'vitest';
import { changeNote } from './change-note';

describe('changeNote', () => {
  it('says the change in whole percent, up or down', () => {
    expect(changeNote(118, 100)).toBe('+18% from the 30 days before');
    expect(changeNote(50, 200)).toBe('−75% from the 30 days before');
    expect(changeNote(1001, 1000)).toBe('No change from the 30 days before');
  });
  it('has nothing to compare with after 30 days without any', () => {
    expect(changeNote(5, 0)).toBe('None in the 30 days before');
    expect(changeNote(0, 0)).toBe('No change from the 30 days before');
  });
  it('compares with a negative figure (refunds above sales) by its size', () => {
    expect(changeNote(100, -100)).toBe('+200% from the 30 days before');
  });
});
