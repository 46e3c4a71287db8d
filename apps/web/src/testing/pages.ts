/** One page of a list as the server sends it. */
export interface Page<TItem> {
  items: TItem[];
  nextToken: string | null;
}

/**
 * The page a list request asks for, as the stand-in servers number them: no nextToken is the
 * first page, nextToken 'n' asks for pages[n]; past the end, an empty last page.
 */
export function pageAt<TItem>(pages: Page<TItem>[], nextToken?: string | null): Page<TItem> {
  return pages[nextToken ? Number(nextToken) : 0] ?? { items: [], nextToken: null };
}
