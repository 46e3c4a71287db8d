import { Link } from '@/components/link';
import { LEGAL } from '@vmu/domain';
import { paths } from '@/config/paths';
import type { LegalDocumentContent } from '../types';
import {
  DisputeTerms,
  LAST_UPDATED,
  LiabilityTerms,
  OPERATOR,
  PriceRulesTerms,
  RevenueShareTerms,
  TerminationTerms,
} from './shared-terms';

export const licensingAgreement: LegalDocumentContent = {
  title: 'Licensing Agreement',
  lastUpdated: LAST_UPDATED,
  summary: (
    <p>
      This agreement sets out the licences that let us distribute your apps and games on the VMU Pro
      store, the licence customers receive, your use of the VMU Pro SDK, and how revenue from paid
      apps is shared. It forms part of our <Link to={paths.terms}>Terms of Service</Link>.
    </p>
  ),
  sections: [
    {
      id: 'parties',
      title: 'Parties and scope',
      body: (
        <p>
          This agreement is between you, the developer, and {OPERATOR}. It covers every app, game,
          version, icon, banner, screenshot and description you submit through the developer portal
          (together, &quot;your app&quot;). You must be at least {LEGAL.minimumAge} years old to
          accept it.
        </p>
      ),
    },
    {
      id: 'licence-to-us',
      title: 'Licence you grant us',
      body: (
        <>
          <p>
            You grant us a non-exclusive, worldwide, royalty-free licence, for as long as your app
            is published, to review, host, copy, distribute and make your app available to customers
            through the VMU Pro store, and to display its name, icons, banners, screenshots and
            descriptions in the store and in materials that promote the store.
          </p>
          <p>
            Customers who obtained your app before it was unpublished may keep using and
            re-downloading it; the licence continues for that purpose. You keep all ownership of
            your app.
          </p>
        </>
      ),
    },
    {
      id: 'customer-licence',
      title: 'Licence to customers',
      body: (
        <p>
          Unless your app includes its own end-user terms (you can link your terms and conditions
          and privacy policy on the app&apos;s listing), each customer receives a personal,
          non-exclusive, non-transferable licence to install and use your app on VMU Pro devices
          they own or control, for non-commercial purposes. You are responsible to customers for
          your app and for supporting it.
        </p>
      ),
    },
    {
      id: 'sdk',
      title: 'Use of the VMU Pro SDK',
      body: (
        <p>
          We grant you a non-exclusive, non-transferable licence to use the VMU Pro SDK, including
          its packer, to develop, test and package apps for the VMU Pro. You may not use the SDK to
          build software for other devices, to bypass the device&apos;s security, package signing or
          the store&apos;s review, or to distribute apps designed to harm devices or their users.
          Open-source parts of the SDK are also available under their own licences.
        </p>
      ),
    },
    {
      id: 'your-promises',
      title: 'Your promises',
      body: (
        <ul>
          <li>You own your app or hold all rights needed to grant the licences above.</li>
          <li>
            Your app complies with the licences of any third-party or open-source components it
            uses, and with the laws of the countries where it is offered.
          </li>
          <li>
            Its description, age rating and the version and name inside its .vmupack package are
            accurate.
          </li>
          <li>
            You will defend us against claims that your app infringes someone else&apos;s rights,
            and cover the losses we reasonably incur because of such a claim.
          </li>
        </ul>
      ),
    },
    {
      id: 'pricing',
      title: 'Pricing',
      body: (
        <>
          <PriceRulesTerms />
          <p>
            Prices are set by you in US dollars, euros or pounds sterling, within the ranges shown
            in the portal. Customers pay us or our payment provider, which collects the money on
            your behalf.
          </p>
        </>
      ),
    },
    {
      id: 'revenue',
      title: 'Revenue share and payouts',
      body: <RevenueShareTerms />,
    },
    {
      id: 'removal',
      title: 'Unpublishing, suspension and removal',
      body: (
        <p>
          You may unpublish your app at any time from My Apps. We may suspend a live app that
          breaches this agreement or the <Link to={paths.terms}>Terms of Service</Link>, tell you
          why, and restore it once the problem is fixed.
        </p>
      ),
    },
    {
      id: 'term',
      title: 'Term and termination',
      body: (
        <>
          <p>This agreement lasts for as long as you have a developer account.</p>
          <TerminationTerms />
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: <LiabilityTerms />,
    },
    {
      id: 'law',
      title: 'Disputes and governing law',
      body: <DisputeTerms />,
    },
  ],
};
