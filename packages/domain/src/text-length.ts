import * as z from 'zod/mini';

// Text limits count characters as people see them: one emoji, one flag or one letter with its
// combining accents is one character (a grapheme cluster, Unicode UAX #29), not the two or more
// UTF-16 code units of String.length. The web's counters and the server's checks both count
// with graphemeLength, so what the counter allows is what the server stores.

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// Printable ASCII, tab and line feed: one code unit is one character (no combining marks, and
// no carriage return, which pairs with a line feed). Most text is this, and counting it needs no
// segmenter, whose iteration in V8 grows faster than the text (60,000 characters: seconds).
const SINGLE_UNIT_CHARACTERS = /^[\t\n\x20-\x7e]*$/;

/** Counts characters as people see them, stopping once the count passes `stopAfter`. */
function countGraphemes(text: string, stopAfter: number): number {
  if (SINGLE_UNIT_CHARACTERS.test(text)) return text.length;
  let count = 0;
  for (const _segment of graphemes.segment(text)) {
    count += 1;
    if (count > stopAfter) break;
  }
  return count;
}

/** The number of characters a person sees in the text. */
export function graphemeLength(text: string): number {
  return countGraphemes(text, Infinity);
}

/** True when the text has at most max characters as people see them. */
export function fitsGraphemeLimit(text: string, max: number): boolean {
  // Every character is at least one code unit, so a short string fits without segmenting it.
  return text.length <= max || countGraphemes(text, max) <= max;
}

/** The message of a text over its limit, naming the field the user typed in. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be ${max} characters or less`;
}

/** A zod check: at most max characters as people see them. */
export function maxGraphemes(max: number, message: string) {
  return z.refine<string>((text) => fitsGraphemeLimit(text, max), { error: message });
}

/** A zod check: at least min characters as people see them. */
export function minGraphemes(min: number, message: string, options: { abort?: boolean } = {}) {
  return z.refine<string>((text) => countGraphemes(text, min) >= min, {
    error: message,
    ...options,
  });
}
