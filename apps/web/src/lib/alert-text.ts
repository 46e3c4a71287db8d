// An alert or toast is a title and, under it, what the server or the form said. The server's
// message often repeats the title ("Failed to save application. Please try again."), and a
// sentence shown twice reads as two problems. Every alert and toast composes its lines here, so
// a line equal to the title, contained in it, or already shown is left out (decision 0058).

/** A sentence as a reader compares it: case, spacing and the closing stop do not count. */
const comparable = (text: string) =>
  text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '')
    .toLowerCase();

/** The details that say something beyond the title, each once, in their order. */
export function detailsBeyondTitle(
  title: string,
  details: readonly (string | null | undefined)[],
): string[] {
  const shown = [comparable(title)];
  const kept: string[] = [];
  for (const detail of details) {
    const text = detail?.trim();
    if (!text) continue;
    const key = comparable(text);
    if (shown.some((line) => line.includes(key))) continue;
    shown.push(key);
    kept.push(text);
  }
  return kept;
}

/** A toast's second line, unless it only repeats its title. */
export const descriptionBeyondTitle = (title: string, description: string | null | undefined) =>
  detailsBeyondTitle(title, [description])[0];
