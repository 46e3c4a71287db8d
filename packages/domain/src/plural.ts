// Counts in words (decision 0051): '1 download', '2 downloads', '0 downloads', on the web's
// screens, the store's pages the server renders and the mails alike, by English's plural rules
// rather than a fixed plural ('1 downloads').

const englishPlurals = new Intl.PluralRules('en-US');

/** The noun for a count: `one` for exactly one, `other` for any other (or unknown) count. */
export const pluralOf = (count: number | null | undefined, one: string, other: string) =>
  count !== null && count !== undefined && englishPlurals.select(count) === 'one' ? one : other;

/** A count and its noun, the count written by `format` (e.g. with separators): '1,204 downloads'. */
export const countOf = (
  count: number,
  one: string,
  other: string,
  format: (count: number) => string = String,
) => `${format(count)} ${pluralOf(count, one, other)}`;
