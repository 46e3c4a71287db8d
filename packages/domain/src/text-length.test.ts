import { describe, expect, it } from 'vitest';
import {
  fitsGraphemeLimit,
  graphemeLength,
  maxGraphemes,
  minGraphemes,
  tooLongMessage,
} from './text-length';
import * as z from 'zod/mini';

describe('graphemeLength', () => {
  it.each([
    ['plain letters', 'Anna', 4],
    ['an emoji outside the BMP (two code units)', '😀', 1],
    ['a ZWJ family (eight code units)', '👨‍👩‍👧', 1],
    ['a flag (two regional indicators)', '🇫🇷', 1],
    ['a skin-tone modifier', '👍🏽', 1],
    ['e with a combining acute accent', 'e\u0301', 1],
    ['a Hangul syllable of three jamo', '\u1100\u1161\u11A8', 1],
    ['mixed text', 'Zoë 😀!', 6],
    ['nothing', '', 0],
  ])('counts %s as people see it', (_name, text, expected) => {
    expect(graphemeLength(text)).toBe(expected);
  });
});

describe('fitsGraphemeLimit', () => {
  it('accepts 50 emoji under a limit of 50 though they are 100 code units', () => {
    expect(fitsGraphemeLimit('😀'.repeat(50), 50)).toBe(true);
    expect(fitsGraphemeLimit('😀'.repeat(51), 50)).toBe(false);
  });

  it('refuses a 60,000-character text', () => {
    expect(fitsGraphemeLimit('a'.repeat(60_000), 50)).toBe(false);
  });
});

describe('maxGraphemes and minGraphemes', () => {
  const schema = z.string().check(minGraphemes(2, 'short'), maxGraphemes(3, 'long'));

  it('count characters as people see them', () => {
    expect(schema.safeParse('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧').success).toBe(true);
    expect(schema.safeParse('e\u0301e\u0301').success).toBe(true);
    expect(schema.safeParse('😀').error?.issues[0]?.message).toBe('short');
    expect(schema.safeParse('😀😀😀😀').error?.issues[0]?.message).toBe('long');
  });
});

describe('tooLongMessage', () => {
  it('names the field and its limit', () => {
    expect(tooLongMessage('Rejection reason', 1000)).toBe(
      'Rejection reason must be 1000 characters or less',
    );
  });
});
