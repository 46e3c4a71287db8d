import zlib from 'node:zlib';

// The text of a PDF as a reader copies it, for tests of the PDFs the server writes (pdfkit's):
// every text object's glyph codes mapped back to characters through its font's ToUnicode map,
// objects on one baseline joined into a line, lines from the top of each page down. Enough for
// pdfkit's output (Identity-H fonts, hex strings, FlateDecode streams), not a general reader.

type PdfObject = { dictionary: string; stream: Buffer | null };

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dictionary: body, stream: null });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = streamAt + 'stream'.length + (body[streamAt + 6] === '\r' ? 2 : 1);
    const raw = Buffer.from(body.slice(start, start + length), 'latin1');
    const stream = dictionary.includes('/FlateDecode') ? zlib.inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

// A ligature maps to several characters: <0066 0069> is 'fi'.
const utf16 = (hex: string) =>
  Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's code -> text, from its bfchar and bfrange entries. */
function unicodeMapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const sections = (kind: string) =>
    [...cmap.matchAll(new RegExp(`begin${kind}([\\s\\S]*?)end${kind}`, 'g'))].map(
      ([, body]) => body ?? '',
    );
  for (const body of sections('bfchar')) {
    for (const [, code, unicode] of body.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      if (code && unicode) map.set(parseInt(code, 16), utf16(unicode));
    }
  }
  const ranges = sections('bfrange').join('\n');
  for (const [, from, to, list] of ranges.matchAll(
    /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
  )) {
    const first = parseInt(from ?? '0', 16);
    const last = parseInt(to ?? '0', 16);
    if (list?.startsWith('[')) {
      [...list.matchAll(/<([0-9a-f\s]+)>/gi)].forEach(([, unicode], index) =>
        map.set(first + index, utf16(unicode ?? '')),
      );
    } else {
      const base = parseInt(list?.slice(1, -1) ?? '0', 16);
      for (let code = first; code <= last; code += 1) {
        map.set(code, String.fromCodePoint(base + code - first));
      }
    }
  }
  return map;
}

/** The lines of text of every page, top to bottom. */
export function pdfTextLines(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, ref] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dictionary ?? '')?.[1];
      const cmap = objects.get(Number(toUnicode))?.stream;
      if (name && cmap) fonts.set(name, unicodeMapOf(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!content.includes('BT')) continue;
    // Each text object: its position (Tm), font (Tf) and shown strings (TJ, Tj).
    const pieces: { y: number; x: number; text: string }[] = [];
    for (const [, block] of content.matchAll(/BT\s([\s\S]*?)\sET/g)) {
      const position = /([\d.-]+) ([\d.-]+) Tm/.exec(block ?? '');
      const fontName = /\/(F\d+) [\d.]+ Tf/.exec(block ?? '')?.[1] ?? '';
      const map = fonts.get(fontName) ?? new Map<number, string>();
      let text = '';
      for (const [, hex] of (block ?? '').matchAll(/<([0-9a-f]+)>/gi)) {
        for (let at = 0; at + 4 <= (hex ?? '').length; at += 4) {
          text += map.get(parseInt((hex ?? '').slice(at, at + 4), 16)) ?? '\uFFFD';
        }
      }
      pieces.push({ x: Number(position?.[1]), y: Number(position?.[2]), text });
    }
    // In the order they are drawn, a piece right of the one before and within a few points of its
    // baseline continues its line (a face of another script sits a little higher or lower).
    let last: { x: number; y: number } | undefined;
    for (const piece of pieces) {
      if (last && piece.x > last.x && Math.abs(piece.y - last.y) < 3) {
        const line = lines.pop() ?? '';
        lines.push(/\s$/.test(line) ? line + piece.text : `${line} ${piece.text}`);
      } else {
        lines.push(piece.text);
      }
      last = piece;
    }
  }
  return lines;
}
