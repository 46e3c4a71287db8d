import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontRunsOf, loadStatementFonts, STATEMENT_FONT_FILES } from './statement-fonts';
import { statementMoney } from './statement-pdf';

describe('the statement PDF faces', () => {
  it('prints Latin, Greek and Cyrillic in the regular face, in one run', () => {
    for (const text of [
      'Zoë Ødegård',
      'Ελένη Παπαδοπούλου',
      'Анна Каренина',
      "O'Brien-Smith & Co.",
    ]) {
      expect(fontRunsOf(text, true)).toEqual([{ face: 'regular', text }]);
    }
  });

  it('prints Han, kana and hangul in the CJK face, spaces and digits staying in their run', () => {
    expect(fontRunsOf('李小龙', true)).toEqual([{ face: 'cjk', text: '李小龙' }]);
    expect(fontRunsOf('Zoë 李小龙 Ltd', true)).toEqual([
      { face: 'regular', text: 'Zoë ' },
      { face: 'cjk', text: '李小龙 ' },
      { face: 'regular', text: 'Ltd' },
    ]);
    expect(fontRunsOf('東京都渋谷区1-2-3 ソニービル', true)).toEqual([
      { face: 'cjk', text: '東京都渋谷区1-2-3 ソニービル' },
    ]);
    expect(fontRunsOf('서울 강남구', true)).toEqual([{ face: 'cjk', text: '서울 강남구' }]);
    // Ideographic punctuation and full-width forms belong with the CJK text.
    expect(fontRunsOf('Acme、株式会社（東京）', true)).toEqual([
      { face: 'regular', text: 'Acme' },
      { face: 'cjk', text: '、株式会社（東京）' },
    ]);
  });

  it('keeps everything in the regular face while there is no CJK face', () => {
    expect(fontRunsOf('Zoë 李小龙', false)).toEqual([{ face: 'regular', text: 'Zoë 李小龙' }]);
    expect(fontRunsOf('', true)).toEqual([]);
  });

  it('reads the faces the files name, and refuses to start without one', async () => {
    const fonts = await loadStatementFonts();
    expect(fonts.regular.length).toBe(fs.statSync(STATEMENT_FONT_FILES.regular).size);
    expect(fonts.bold.length).toBe(fs.statSync(STATEMENT_FONT_FILES.bold).size);
    await expect(
      loadStatementFonts({ ...STATEMENT_FONT_FILES, bold: '/nonexistent/face.ttf' }),
    ).rejects.toThrow(/ENOENT/);
  });
});

describe('statement amounts', () => {
  it("are written exactly in the currency's own British format", () => {
    expect(statementMoney(2997n, 'EUR')).toBe('€29.97');
    expect(statementMoney(-624, 'GBP')).toBe('-£6.24');
    expect(statementMoney(123456789n, 'USD')).toBe('US$1,234,567.89');
    // Past a double's exact range every penny still shows.
    expect(statementMoney(9_007_199_254_740_993n, 'EUR')).toBe('€90,071,992,547,409.93');
  });
});
