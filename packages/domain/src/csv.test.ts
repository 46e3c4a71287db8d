import { describe, expect, it } from 'vitest';
import { csvOf, minorUnitsAsDecimal, numberCell, textCell } from './csv';

describe('the portal CSV', () => {
  it('writes minor units exactly, small and large, as numbers or bigints', () => {
    expect(minorUnitsAsDecimal(0)).toBe('0.00');
    expect(minorUnitsAsDecimal(5)).toBe('0.05');
    expect(minorUnitsAsDecimal(-5)).toBe('-0.05');
    expect(minorUnitsAsDecimal(-100)).toBe('-1.00');
    expect(minorUnitsAsDecimal(123_456_789_01)).toBe('123456789.01');
    expect(minorUnitsAsDecimal(-1250n)).toBe('-12.50');
    // Past a double's exact range a bigint still gives every penny.
    expect(minorUnitsAsDecimal(9_007_199_254_740_993n)).toBe('90071992547409.93');
    expect(() => minorUnitsAsDecimal(4.5)).toThrow(RangeError);
    expect(() => minorUnitsAsDecimal(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('writes whole counts and refuses anything else', () => {
    expect(numberCell(0)).toBe('0');
    expect(numberCell(12)).toBe('12');
    expect(() => numberCell(NaN)).toThrow(RangeError);
    expect(() => numberCell(1.5)).toThrow(RangeError);
  });

  it('quotes text per RFC 4180 and guards cells a spreadsheet would run as formulas', () => {
    expect(textCell('plain')).toBe('plain');
    expect(textCell('a,b')).toBe('"a,b"');
    expect(textCell('say "hi"')).toBe('"say ""hi"""');
    expect(textCell('two\nlines')).toBe('"two\nlines"');
    expect(textCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const risky of ['+1', '-1+2', '@SUM(A1)', '\tx', '\rx']) {
      expect(textCell(risky).replace(/^"/, '').startsWith("'"), risky).toBe(true);
    }
  });

  it('ends every row, the last too, with CRLF', () => {
    expect(
      csvOf([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('a,b\r\n1,2\r\n');
    expect(csvOf([])).toBe('');
  });
});
