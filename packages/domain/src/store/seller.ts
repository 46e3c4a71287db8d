// Who sells an app (decision 0051): the store's pages and API, and anything else that names the
// seller to a buyer, ask this one rule. A business account's company is the seller, as App Store
// and Play list the legal entity; an individual sells under their own name.

/**
 * The seller's name: the company where one was given (only a business account keeps one,
 * `companyNameOf`), else the developer's name.
 */
export function sellerName(developer: { name: string; companyName?: string | null }): string {
  const company = developer.companyName?.trim();
  return company ? company : developer.name;
}
