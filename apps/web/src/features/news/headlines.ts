import { MINIMUM_PAYOUT, REVENUE_SHARE } from '@vmu/domain';

/** What the landing page's teasers show of an article; its text is in articles.ts. */
export interface NewsHeadline {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  summary: string;
}

const { developerPercent } = REVENUE_SHARE;

// The three launch posts the landing page teases (docs/product.md, "Public pages": three fixed
// teasers). Apart from their text, so the landing page's JavaScript does not carry the articles
// (decision 0030).
export const NEWS_HEADLINES: readonly NewsHeadline[] = [
  {
    slug: 'store-open-to-developers',
    title: 'The VMU Pro store is open to developers',
    publishedOn: '2025-05-20',
    summary:
      'Create a developer account today and submit your apps and games for the VMU Pro handheld. Here is how the path from sign-up to a live listing works.',
  },
  {
    slug: 'sdk-packer-and-vmupack-format',
    title: 'One file per app: the SDK packer and the .vmupack format',
    publishedOn: '2025-06-03',
    summary:
      'Every app on the store ships as a single .vmupack file made by the packer in the VMU Pro SDK. Here is what goes into one and what the portal reads from it.',
  },
  {
    slug: 'payments-for-eu-and-uk-developers',
    title: 'Paid apps and monthly payouts for EU and UK developers',
    publishedOn: '2025-06-17',
    summary: `Developers based in the EU or the UK can now sell apps and games. You keep ${developerPercent}% of net revenue, paid out monthly once you reach ${MINIMUM_PAYOUT.text}.`,
  },
];
