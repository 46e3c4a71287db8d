import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

const fromPackage = createRequire(import.meta.url);

/**
 * CJK faces a server may have from its system's packages (Debian's fonts-droid-fallback and
 * fonts-noto-cjk), the first found is used. No npm package ships one small enough to install
 * with the portal (Noto Sans SC is tens of megabytes), so without one CJK characters print as
 * missing glyphs (decision 0039, statement files).
 */
export const SYSTEM_CJK_FONT_FILES = [
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
];

/**
 * The typefaces the statement PDF embeds (pdfkit subsets them to the glyphs used). PDF's built-in
 * Helvetica covers only WinAnsi, and a statement prints the developer's name and address as they
 * wrote them, in any script. DejaVu Sans (the npm package dejavu-fonts-ttf, installed with the
 * server, so a fresh machine needs no system font) covers Latin, Greek, Cyrillic, Armenian,
 * Georgian and Hebrew; Han, kana and hangul need a CJK face, used for those characters only.
 * The one place the files are named.
 */
export const STATEMENT_FONT_FILES: {
  regular: string;
  bold: string;
  /** A face with Han, kana and hangul, or null while there is none. */
  cjk: string | null;
} = {
  regular: fromPackage.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: fromPackage.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  cjk: SYSTEM_CJK_FONT_FILES.find((file) => existsSync(file)) ?? null,
};

export type StatementFontFiles = typeof STATEMENT_FONT_FILES;

/** The faces' bytes, read once when the routes are registered (a missing file stops the start). */
export type StatementFonts = { regular: Buffer; bold: Buffer; cjk: Buffer | null };

export async function loadStatementFonts(
  files: StatementFontFiles = STATEMENT_FONT_FILES,
): Promise<StatementFonts> {
  const [regular, bold, cjk] = await Promise.all([
    fs.readFile(files.regular),
    fs.readFile(files.bold),
    files.cjk === null ? null : fs.readFile(files.cjk),
  ]);
  return { regular, bold, cjk };
}

export type FontRun = { face: 'regular' | 'cjk'; text: string };

// Han (with its radicals and ideographic marks), kana and hangul, and the CJK punctuation and
// full-width forms written with them.
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
// Spaces, digits and punctuation belong to whichever script they stand between.
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Text cut into runs of one face each: CJK characters in the CJK face when there is one, the rest
 * in the regular face. A neutral character (a space, a digit, a comma) stays in the run it follows,
 * so 'Zoë 李小龙' is two runs and a line does not switch faces at every space.
 */
export function fontRunsOf(text: string, hasCjkFace: boolean): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const face: FontRun['face'] =
      hasCjkFace && CJK.test(char) ? 'cjk' : last && NEUTRAL.test(char) ? last.face : 'regular';
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
