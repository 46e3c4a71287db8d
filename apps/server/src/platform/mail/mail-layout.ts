// The shape every staff-review mail shares (developer and app review): paragraphs rendered as
// plain text and as HTML with every value escaped, a greeting and the team signature.

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type Paragraph = { text: string } | { link: string; label: string } | { quote: string };

/** Plain text and HTML from the same paragraphs, every value escaped in the HTML. */
export function renderMail(paragraphs: Paragraph[]): { text: string; html: string } {
  const text = paragraphs
    .map((p) => ('text' in p ? p.text : 'link' in p ? `${p.label}: ${p.link}` : p.quote))
    .join('\n\n');
  const html = paragraphs
    .map((p) =>
      'text' in p
        ? `<p>${escapeHtml(p.text)}</p>`
        : 'link' in p
          ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`
          : `<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(p.quote)}</blockquote>`,
    )
    .join('\n');
  return {
    text: `${text}\n\nVMU Pro Developers\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#111">\n${html}\n<p>VMU Pro Developers</p>\n</body></html>`,
  };
}

/** 'Hello Ada Lovelace,' or, without a name, 'Hello,'. */
export const greeting = (name: string) => (name.trim() ? `Hello ${name.trim()},` : 'Hello,');
