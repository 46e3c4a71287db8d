import type { ComponentType } from 'react';
import { Link } from '@/components/link';
import {
  APP_NAME_MAX_LENGTH,
  APP_TYPES,
  ASSET_LIMITS,
  CREATE_PRICE,
  CURRENCIES,
  LIVE_PRICE,
  MINIMUM_PAYOUT,
  ONBOARDING_STEP_COUNT,
  PACKAGE_NAME_SHOWN_LENGTH,
  PAYMENT_ELIGIBLE_COUNTRIES,
  PAYOUT_SCHEDULE_TEXT,
  PEGI_RATINGS,
  REVENUE_SHARE,
  REVIEW_TIME_TEXT,
  SCREENSHOTS_MAX,
  SCREENSHOTS_MIN,
  SHORT_DESCRIPTION_MAX_LENGTH,
  countryName,
  type AssetType,
} from '@vmu/domain';
import { paths } from '@/config/paths';
import { formatAssetDimensions, formatAssetTypes, formatMoney } from '../format';
import { CiSection } from './ci-section';
import { CodeBlock, DataTable, DocsSection } from './docs-primitives';

const vmuIcon = ASSET_LIMITS['vmu-icon'].dimensions;

const SAMPLE_METADATA = `{
  "metadata_version": 1,
  "app_name": "Star Hopper",
  "app_author": "Your Name",
  "app_version": "1.4.2",
  "app_entry_point": "main.lua",
  "app_mode": 3,
  "app_environment": "lua",
  "icon_transparency": false,
  "resources": ["main.lua", "data/levels.txt"]
}`;

const SAMPLE_PACKER_COMMAND = `python vmupro-sdk/tools/packer/packer.py \\
  --projectdir . \\
  --appname star_hopper \\
  --meta metadata.json \\
  --sdkversion 1.2.3 \\
  --icon icon.bmp`;

function AccountSection() {
  return (
    <>
      <p>Before you can create an app listing, your developer account goes through four steps.</p>
      <ol>
        <li>
          <strong>Sign up</strong> with your name, email address and a password, or with GitHub or
          Google. Email sign-ups confirm their address with a six-digit code.
        </li>
        <li>
          <strong>Onboarding</strong> ({ONBOARDING_STEP_COUNT} steps): your country, the name and a
          short description of the first app you plan to publish, then your name, address and
          optional company name. Your country decides whether you can sell apps (see{' '}
          <a href="#payments">Payments</a>).
        </li>
        <li>
          <strong>Verification</strong>: our staff review every new developer account, usually
          within {REVIEW_TIME_TEXT}. We email you when you are approved, or tell you what is
          missing.
        </li>
        <li>
          <strong>My Apps</strong>: once verified, you can create listings, upload builds and submit
          them for review.
        </li>
      </ol>
      <p>
        You must be 18 or over to hold a developer account. See the{' '}
        <Link to={paths.terms}>Terms of Service</Link>.
      </p>
    </>
  );
}

function PackagingSection() {
  return (
    <>
      <p>
        The store installs one file per app: a <code>.vmupack</code> made by the packer that ships
        with the VMU Pro SDK. The packer combines four things from your project:
      </p>
      <ul>
        <li>
          <strong>metadata.json</strong>: the app name, author, version, entry point, app mode
          (auto, applet or exclusive) and environment (<code>lua</code> or <code>native</code>),
          plus the list of resources to include.
        </li>
        <li>
          <strong>An icon</strong>: a {vmuIcon.width}x{vmuIcon.height} pixel BMP, which the packer
          converts to the device&apos;s colour format.
        </li>
        <li>
          <strong>Your code</strong>: Lua scripts, or a native ELF binary built with the SDK.
        </li>
        <li>
          <strong>Resources</strong>: level data, sprites, sounds and any other files your app reads
          at run time.
        </li>
      </ul>
      <h3>A sample metadata.json</h3>
      <CodeBlock label="Sample metadata.json">{SAMPLE_METADATA}</CodeBlock>
      <p>
        <code>app_version</code> must be three numbers separated by dots. Raise it for every build
        you submit. The packer takes an <code>app_name</code> of up to 255 characters, but the
        device shows its first {PACKAGE_NAME_SHOWN_LENGTH} (the package header keeps no more) and
        the store&apos;s App Name holds {APP_NAME_MAX_LENGTH}: keep it within{' '}
        {PACKAGE_NAME_SHOWN_LENGTH} characters so it reads the same everywhere. For a longer one,
        the app form offers an App Name cut to fit, and updates are matched to it.
      </p>
      <h3>Run the packer</h3>
      <CodeBlock label="Packer command">{SAMPLE_PACKER_COMMAND}</CodeBlock>
      <p>
        This writes <code>star_hopper.vmupack</code>. Native apps are expected to be signed; Lua
        apps may be uploaded unsigned.
      </p>
      <h3>What the portal reads from your package</h3>
      <p>
        When you upload a package, the portal reads its header and metadata (it never runs your
        code) and checks that:
      </p>
      <ul>
        <li>the file is a .vmupack in a format version the store knows;</li>
        <li>every section lies inside the file, aligned and without overlaps;</li>
        <li>the metadata is valid JSON with the required keys and a well-formed version;</li>
        <li>
          the icon is {vmuIcon.width}x{vmuIcon.height} and the name in the header matches{' '}
          <code>app_name</code>;
        </li>
        <li>a signature, if present, is well-formed.</li>
      </ul>
      <p>
        It then extracts the <strong>version</strong> (from <code>app_version</code>) and the{' '}
        <strong>app name</strong> (from <code>app_name</code>) and shows them on your listing, so
        reviewers can see that the build matches what you described.
      </p>
    </>
  );
}

const assetOrder: readonly AssetType[] = [
  'binary',
  'vmu-icon',
  'web-icon',
  'hero-banner',
  'vmu-banner',
  'screenshots',
];

const assetNotes: Record<AssetType, string> = {
  binary: 'The package made by the SDK packer; the file name must end in .vmupack.',
  'vmu-icon': 'Shown in the menu on the device.',
  'web-icon': 'Shown in the store and in the portal.',
  'hero-banner': 'The large image at the top of your store page.',
  'vmu-banner': 'Your banner in the store on the device itself.',
  screenshots: `${SCREENSHOTS_MIN} to ${SCREENSHOTS_MAX} images, each within the size limit.`,
};

function AssetsSection() {
  return (
    <>
      <p>
        Everything below is required to submit for review. To save a draft you only need an app name
        and a bundle identifier, so you can fill in the rest over time.
      </p>
      <h3>Listing details</h3>
      <DataTable
        caption="Listing details"
        columns={['Field', 'Requirement']}
        rows={[
          ['App name', `Required, at most ${APP_NAME_MAX_LENGTH} characters.`],
          [
            'Bundle identifier',
            'Required and unique across the store, for example com.example.starhopper. The portal checks it as you type; it cannot be one another app already uses.',
          ],
          ['App type', `Required: ${APP_TYPES.join(' or ')}.`],
          [
            'Short description',
            `Required, at most ${SHORT_DESCRIPTION_MAX_LENGTH} characters. Shown in store listings.`,
          ],
          ['Long description', 'Required. Shown on your store page.'],
          [
            'Age rating',
            `Required for games: PEGI ${PEGI_RATINGS.join(', ')}. Choose the rating your game would receive.`,
          ],
          ['Pricing', 'Required: free or paid, with a price for paid apps (see Pricing).'],
          ['Legal pages', 'Optional links to your own terms and conditions and privacy policy.'],
        ]}
      />
      <h3>Files</h3>
      <DataTable
        caption="File requirements"
        columns={['File', 'Formats', 'Size in pixels', 'Maximum file size', 'Notes']}
        rows={assetOrder.map((type) => [
          ASSET_LIMITS[type].label,
          formatAssetTypes(type),
          formatAssetDimensions(type),
          `${ASSET_LIMITS[type].maxMb} MB`,
          assetNotes[type],
        ])}
      />
      <p>
        Files that are too large or of the wrong type are refused when you choose them, with the
        limit in the message.
      </p>
    </>
  );
}

const statuses = [
  [
    'Draft',
    'Saved but not submitted. Only you can see it; edit anything, or delete it.',
    'Submit for review, delete',
  ],
  [
    'Under Review',
    `Submitted and locked while our staff review it, usually within ${REVIEW_TIME_TEXT}.`,
    'Withdraw (back to Draft) to make changes',
  ],
  [
    'Live',
    'Approved and public in the store.',
    'Edit the price, submit a new version, unpublish (back to Draft)',
  ],
  [
    'Suspended',
    'Taken out of the store by our staff because it breaks the store rules; private until restored.',
    'Unpublish (back to Draft), or fix the issue and contact us',
  ],
  [
    'Rejected',
    'Not approved. The rejection reason tells you what to fix.',
    'Edit and submit again, delete',
  ],
] as const;

function ReviewSection() {
  return (
    <>
      <p>
        Every app and every new version is reviewed by a person. We check that the package is valid
        and matches the listing, that the app runs and behaves as described, that the age rating
        fits, and that the listing follows the <Link to={paths.terms}>Terms of Service</Link>.
        Reviews usually take {REVIEW_TIME_TEXT}.
      </p>
      <DataTable
        caption="App statuses"
        columns={['Status', 'What it means', 'What you can do']}
        rows={statuses}
      />
      <p>
        To change an app that is under review, withdraw it first: it returns to Draft, and you
        submit it again when you are done. Deleting is possible for Draft and Rejected apps only; to
        remove a live app, unpublish it.
      </p>
    </>
  );
}

function PricingSection() {
  return (
    <>
      <p>
        Every app is either <strong>free</strong> or <strong>paid</strong>. Prices can be set in{' '}
        {CURRENCIES.join(', ')}.
      </p>
      <ul>
        <li>
          A new paid app costs between {formatMoney(CREATE_PRICE.min)} and{' '}
          {formatMoney(CREATE_PRICE.max)}, in steps of {formatMoney(CREATE_PRICE.step)}. Other
          amounts are rounded to the nearest step.
        </li>
        <li>
          Once live, a paid app&apos;s price can be changed to any amount from{' '}
          {formatMoney(LIVE_PRICE.min)} to {formatMoney(LIVE_PRICE.max)}, in steps of{' '}
          {formatMoney(LIVE_PRICE.step)}.
        </li>
        <li>
          <strong>A free app stays free and a paid app stays paid.</strong> Once published, an app
          cannot switch between the two, so decide before your first submission.
        </li>
        <li>Only developers who can receive payments may publish paid apps (see below).</li>
      </ul>
    </>
  );
}

const eligibleCountries = PAYMENT_ELIGIBLE_COUNTRIES.map((code) => ({
  code,
  name: countryName(code),
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));

function PaymentsSection() {
  return (
    <>
      <p>
        Developers based in the European Union or the United Kingdom can charge for apps. Developers
        in other countries can publish free apps. These {eligibleCountries.length} countries are
        eligible:
      </p>
      <ul
        aria-label="Countries where developers can charge for apps"
        className="columns-2 gap-6 sm:columns-3 lg:columns-4"
      >
        {eligibleCountries.map((country) => (
          <li key={country.code} className="mt-0! mb-1.5 break-inside-avoid">
            {country.name}
          </li>
        ))}
      </ul>
      <h3>Setting up payments</h3>
      <ol>
        <li>
          Open <strong>Payments</strong> in the portal. It checks the country in your developer
          profile.
        </li>
        <li>
          <strong>Complete Stripe Connect setup</strong>: create your connected account with our
          payment provider, embedded in the portal.
        </li>
        <li>
          <strong>Complete identity verification</strong>: the payment provider asks for proof of
          identity and address, and your bank account for payouts. The verification link opens in a
          new tab, and the portal checks your eligibility again shortly afterwards.
        </li>
      </ol>
      <p>
        You can charge for apps once the payment provider has enabled charges on your account. If it
        needs more information later, Payments lists exactly what is due.
      </p>
    </>
  );
}

function RevenueSection() {
  return (
    <>
      <DataTable
        caption="Revenue share"
        columns={['Share of net revenue', 'Percentage']}
        rows={[
          ['You, the developer', `${REVENUE_SHARE.developerPercent}%`],
          ['The platform', `${REVENUE_SHARE.platformPercent}%`],
        ]}
      />
      <p>
        Net revenue is the price paid after taxes, payment processing fees and refunds. Payouts are
        made through the payment provider {PAYOUT_SCHEDULE_TEXT}, once your balance reaches the
        minimum payout of {MINIMUM_PAYOUT.text}; smaller balances carry over to the next month.
      </p>
      <p>
        The full terms are in the <Link to={paths.licensing}>Licensing Agreement</Link>.
      </p>
    </>
  );
}

export const GUIDE_SECTIONS: readonly { id: string; title: string; Content: ComponentType }[] = [
  { id: 'account', title: 'Account and onboarding', Content: AccountSection },
  { id: 'packaging', title: 'Packaging with the SDK packer', Content: PackagingSection },
  { id: 'assets', title: 'Listing and asset requirements', Content: AssetsSection },
  { id: 'review', title: 'Submission and review', Content: ReviewSection },
  { id: 'pricing', title: 'Pricing', Content: PricingSection },
  { id: 'payments', title: 'Payments for EU and UK developers', Content: PaymentsSection },
  { id: 'revenue', title: 'Revenue share and payouts', Content: RevenueSection },
  { id: 'ci', title: 'Publishing from CI', Content: CiSection },
];

export function PublishingGuide() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <title>Publishing guide | VMU Pro Developers</title>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Publishing on the VMU Pro store
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Everything you need to take an app or game from your project folder to a live store
          listing: your developer account, packaging with the SDK packer, the files and details the
          store requires, review, pricing, getting paid and shipping builds from CI.
        </p>
      </header>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="docs-toc-title" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="docs-toc-title" className="text-sm font-semibold tracking-wide uppercase">
            On this page
          </h2>
          <ol className="mt-3 space-y-1 border-l border-border text-sm">
            {GUIDE_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-1 pl-4 text-muted-foreground hover:border-primary hover:text-foreground"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl divide-y divide-border [&>section]:pb-10">
          {GUIDE_SECTIONS.map(({ id, title, Content }) => (
            <DocsSection key={id} id={id} title={title}>
              <Content />
            </DocsSection>
          ))}
        </div>
      </div>
    </div>
  );
}
