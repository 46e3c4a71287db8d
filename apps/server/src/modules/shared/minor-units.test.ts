import { describe, expect, it } from 'vitest';
import { minorUnitsFloat, minorUnitsInt } from './minor-units';

describe('minor units as GraphQL numbers', () => {
  it('sends sums exactly up to 2^53 - 1 and refuses what would be rounded', () => {
    expect(minorUnitsFloat(-1234n)).toBe(-1234);
    expect(minorUnitsFloat(2n ** 53n - 1n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => minorUnitsFloat(2n ** 53n + 1n)).toThrow(RangeError);
  });

  it("sends one purchase's amount as a 32-bit Int and refuses a larger one", () => {
    expect(minorUnitsInt(99_999n)).toBe(99_999);
    expect(minorUnitsInt(-(2n ** 31n - 1n))).toBe(-(2 ** 31 - 1));
    expect(() => minorUnitsInt(2n ** 31n)).toThrow(RangeError);
  });
});
