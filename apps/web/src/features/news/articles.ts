import {
  ASSET_LIMITS,
  MINIMUM_PAYOUT,
  PAYMENT_ELIGIBLE_COUNTRIES,
  PAYOUT_SCHEDULE_TEXT,
  REVENUE_SHARE,
  REVIEW_TIME_TEXT,
} from '@vmu/domain';
import { paths } from '@/config/paths';
import { NEWS_HEADLINES, type NewsHeadline } from './headlines';

export type NewsBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] };

export interface NewsArticle extends NewsHeadline {
  body: NewsBlock[];
  related: { label: string; to: string }[];
}

const { developerPercent, platformPercent } = REVENUE_SHARE;

type ArticleText = Pick<NewsArticle, 'body' | 'related'>;

// The text of each article of headlines.ts, by slug.
const ARTICLE_TEXTS: Record<string, ArticleText> = {
  'store-open-to-developers': {
    body: [
      {
        kind: 'paragraph',
        text: 'From today, anyone aged 18 or over can apply to publish on the VMU Pro store. The developer portal is where you create your account, upload your builds and artwork, follow your apps through review and, if you are based in the EU or the UK, set up payouts for paid apps.',
      },
      { kind: 'heading', text: 'From sign-up to your first submission' },
      {
        kind: 'list',
        items: [
          'Sign up with your email address and a password, or with your GitHub or Google account, then confirm your email with the six-digit code we send you.',
          'Complete the three-step onboarding: where you are based, the app you plan to publish first, and your contact details.',
          `Our team verifies every new developer account by hand. This usually takes ${REVIEW_TIME_TEXT}, and we email you when it is done.`,
          'Package your app with the SDK packer, create the listing, upload the package and artwork, and submit it for review.',
        ],
      },
      { kind: 'heading', text: 'How app review works' },
      {
        kind: 'paragraph',
        text: `Every submission is checked by a person before it goes live. We aim to review apps within ${REVIEW_TIME_TEXT}. While an app is under review it is locked; if you spot a mistake, withdraw it, fix it and submit again. If we cannot approve an app, we tell you exactly why in the rejection reason so you can correct it and resubmit.`,
      },
      {
        kind: 'paragraph',
        text: 'Once approved, your app is live and visible in the store. From My Apps you can publish new versions, change the price of a paid app and unpublish it at any time.',
      },
    ],
    related: [
      { label: 'Read the publishing guide', to: paths.docs },
      { label: 'Create your developer account', to: paths.signup },
    ],
  },
  'sdk-packer-and-vmupack-format': {
    body: [
      {
        kind: 'paragraph',
        text: 'The VMU Pro SDK includes a packer that turns your project into one .vmupack file: the file you upload to the portal and the file the device installs. It works the same for Lua apps and for native apps built as an ELF binary.',
      },
      { kind: 'heading', text: 'What goes into a package' },
      {
        kind: 'list',
        items: [
          'metadata.json: your app name, author, version (three numbers such as 1.2.0), entry point, app mode and environment (Lua or native).',
          `A ${ASSET_LIMITS['vmu-icon'].dimensions.width}x${ASSET_LIMITS['vmu-icon'].dimensions.height} pixel BMP icon, which the packer converts for the device screen.`,
          'Your Lua scripts, or your native ELF binary.',
          'Any resources your app loads at run time, such as level data, sprites and sounds.',
        ],
      },
      { kind: 'heading', text: 'What the portal does with it' },
      {
        kind: 'paragraph',
        text: `When you upload a package (up to ${ASSET_LIMITS.binary.maxMb} MB), the portal reads its header and metadata without running anything. It checks that the file really is a .vmupack, then takes the version number and app name from the package and shows them next to what you typed, so the listing and the build cannot quietly disagree.`,
      },
      {
        kind: 'paragraph',
        text: 'Bump app_version in metadata.json for every build you submit: reviewers and players see that number, and it is how you tell builds apart in your version history.',
      },
    ],
    related: [
      { label: 'Packaging in the publishing guide', to: `${paths.docs}#packaging` },
      { label: 'Asset requirements', to: `${paths.docs}#assets` },
    ],
  },
  'payments-for-eu-and-uk-developers': {
    body: [
      {
        kind: 'paragraph',
        text: `Paid apps are now available to developers in the ${PAYMENT_ELIGIBLE_COUNTRIES.length} eligible countries: the member states of the European Union and the United Kingdom. Developers elsewhere can keep publishing free apps, and we will say so here if the list grows.`,
      },
      { kind: 'heading', text: 'Setting up payments' },
      {
        kind: 'list',
        items: [
          'Open Payments in the portal. It first checks that your developer country is eligible.',
          'Create your connected account with our payment provider, right inside the portal.',
          'Complete identity verification with the payment provider. Until it is done you can prepare paid apps, but you cannot charge for them.',
        ],
      },
      { kind: 'heading', text: 'Revenue share and payouts' },
      {
        kind: 'paragraph',
        text: `You receive ${developerPercent}% of net revenue and the platform keeps ${platformPercent}%. Net revenue is what remains after taxes, payment processing fees and refunds. Payouts are made through the payment provider ${PAYOUT_SCHEDULE_TEXT}, once your balance reaches the minimum payout of ${MINIMUM_PAYOUT.text}; a smaller balance rolls over to the next month.`,
      },
      { kind: 'heading', text: 'Pricing rules to know before you publish' },
      {
        kind: 'paragraph',
        text: 'Choose carefully between free and paid: an app published as free stays free, and a paid app stays paid. You can still change the price of a paid app after it goes live.',
      },
    ],
    related: [
      { label: 'Payments in the publishing guide', to: `${paths.docs}#payments` },
      { label: 'Licensing Agreement', to: paths.licensing },
    ],
  },
};

export const NEWS_ARTICLES: readonly NewsArticle[] = NEWS_HEADLINES.map((headline) => {
  const text = ARTICLE_TEXTS[headline.slug];
  if (!text) throw new Error(`No text for the news article ${headline.slug}`);
  return { ...headline, ...text };
});

export function findNewsArticle(slug: string | undefined): NewsArticle | undefined {
  return NEWS_ARTICLES.find((article) => article.slug === slug);
}
