import { createContext, useContext, type ReactNode } from 'react';
import { STORE_PAGE_DATA_ID, type StorePageData } from '@vmu/domain';

export type { StorePageData };

const StorePageDataContext = createContext<StorePageData | null>(null);

/** The server's renderer gives the page its data here. */
export function StorePageDataProvider(props: { data: StorePageData; children: ReactNode }) {
  return <StorePageDataContext value={props.data}>{props.children}</StorePageDataContext>;
}

let fromDocument: StorePageData | null | undefined;

/** The data the server wrote into the page, read once (a store page's first render in the browser). */
function documentData(): StorePageData | null {
  if (fromDocument !== undefined) return fromDocument;
  fromDocument = null;
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(STORE_PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    fromDocument = JSON.parse(element.textContent) as StorePageData;
  } catch {
    fromDocument = null;
  }
  return fromDocument;
}

/**
 * The server's data for the page at `url` (pathname + search), or null: on the server, from the
 * renderer; in the browser, from the page's data script while the visitor is still on the URL
 * it was written for. A store screen passes it to its query as initialData, so the first render
 * in the browser matches the server's HTML and nothing is fetched twice.
 */
export function useStorePageData(url: string): StorePageData | null {
  const given = useContext(StorePageDataContext) ?? documentData();
  return given && given.url === url ? given : null;
}
