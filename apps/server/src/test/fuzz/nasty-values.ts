import fc from 'fast-check';

// The raw material of the fuzz suite: values a careless or hostile client sends. Every
// generator below is shared by the GraphQL and the REST halves.

/** C0 controls, DEL and a few characters that break naive handling (NUL above all). */
const CONTROL_CHARACTERS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\ud800', // a lone surrogate
];

const controlCharacter = fc.constantFrom(...CONTROL_CHARACTERS);

/** Text with control characters (NUL among them) somewhere inside. */
export const textWithControls = fc
  .tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Far past every field's limit, but under the 64 KiB GraphQL body limit. */
export const hugeText = fc
  .tuple(fc.constantFrom(5_000, 20_000, 40_000), fc.constantFrom('a', 'é', '🎮', ' ', '.'))
  .map(([length, unit]) => unit.repeat(length));

/** Dates JavaScript parses but PostgreSQL cannot store, and strings that are no dates at all. */
export const extremeDate = fc.constantFrom(
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01',
  '2026-02-30T00:00:00Z',
  'yesterday',
  '',
);

export const extremeNumber = fc.constantFrom(
  0,
  -1,
  0.5,
  -0.0,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
);

/** Strings with a purpose: injection attempts, paths, lookalikes, plain garbage. */
export const trickyText = fc.constantFrom(
  "'; drop table application; --",
  '%00',
  '../../etc/passwd',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '\\u0000',
  '${jndi:ldap://x}',
  'null',
  'undefined',
  '0',
  ' ',
  'com.example.game',
  '*',
  '%',
  '_',
);

/** Any string a client might send, weighted towards the harmful ones. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: textWithControls },
  { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  { weight: 2, arbitrary: trickyText },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: extremeDate },
);

/** Any JSON value, nested a little, with nasty strings and numbers at the leaves. */
export const nastyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    extremeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(nastyString, fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;
