import { Link } from '@/components/link';
import { LEGAL, REVIEW_TIME_TEXT } from '@vmu/domain';
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

export const termsOfService: LegalDocumentContent = {
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  summary: (
    <p>
      These terms govern your use of the VMU Pro developer portal: creating a developer account,
      submitting apps and games to the VMU Pro store, and receiving payouts. Please read them
      carefully; by creating an account you agree to them.
    </p>
  ),
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            The developer portal is provided by {OPERATOR}. These terms form an agreement between
            you and us. If you use the portal on behalf of a company, you confirm that you may bind
            it to these terms, and &quot;you&quot; includes that company.
          </p>
          <p>
            The <Link to={paths.licensing}>Licensing Agreement</Link> sets out the licences for apps
            you publish and is part of these terms. Our{' '}
            <Link to={paths.privacy}>Privacy Policy</Link> and{' '}
            <Link to={paths.cookiePolicy}>Cookie Policy</Link> explain how we handle personal data.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may use the portal',
      body: (
        <p>
          The portal is for developers aged {LEGAL.minimumAge} and over. By creating an account you
          confirm that you are at least {LEGAL.minimumAge} years old and able to enter into a
          binding contract. We do not knowingly accept accounts from anyone younger.
        </p>
      ),
    },
    {
      id: 'account',
      title: 'Your developer account',
      body: (
        <>
          <p>
            To publish, you must verify your email address, complete the onboarding steps and be
            verified by our staff. We aim to review new developer accounts within {REVIEW_TIME_TEXT}
            ; we may decline an application and will tell you why.
          </p>
          <ul>
            <li>Give accurate and complete information, and keep it up to date.</li>
            <li>
              Keep your sign-in details secret. You are responsible for everything done through your
              account; tell us promptly if you suspect someone else has used it.
            </li>
            <li>Do not create an account for someone else or share one account between people.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'apps',
      title: 'Submitting apps',
      body: (
        <>
          <p>
            Every app and every new version is reviewed before it is published. We aim to finish a
            review within {REVIEW_TIME_TEXT}. We may approve or reject a submission; when we reject
            one we give you the reason. We may also suspend a live app that breaches these terms and
            restore it once the problem is fixed.
          </p>
          <p>You confirm that each app you submit:</p>
          <ul>
            <li>
              is your own work or you hold every right needed to distribute it, including its code,
              artwork, music and any open-source components under their licences;
            </li>
            <li>
              is accurately described, with a truthful PEGI age rating for games and a bundle
              identifier that belongs to you;
            </li>
            <li>
              contains no malware, does not try to harm the device or its data, and does not collect
              personal data without telling its users;
            </li>
            <li>
              does not contain unlawful, hateful or infringing material, or sexual content involving
              minors.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Prices, revenue share and payouts',
      body: (
        <>
          <PriceRulesTerms />
          <RevenueShareTerms />
          <p>
            You are responsible for your own taxes on payouts you receive. The payment provider may
            ask you for information to meet its legal obligations, and payouts may be delayed until
            it is provided.
          </p>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          You keep ownership of your apps. You grant us the licence set out in the{' '}
          <Link to={paths.licensing}>Licensing Agreement</Link> so that we can review, host,
          distribute and promote them. The portal, the store, the VMU Pro name and logos, and the
          SDK belong to us or our licensors; you may use the VMU Pro name only to say truthfully
          that your app runs on the VMU Pro.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      body: (
        <>
          <TerminationTerms />
          <p>
            When this agreement ends, your apps are removed from the store, and we pay any balance
            owed to you that has reached the minimum payout on the next payout date. Sections that
            by their nature should continue, including liability and disputes, survive termination.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: (
        <>
          <p>
            The portal and the store are provided with reasonable skill and care, but we do not
            promise that they will always be available or free from errors.
          </p>
          <LiabilityTerms />
        </>
      ),
    },
    {
      id: 'disputes',
      title: 'Disputes and governing law',
      body: <DisputeTerms />,
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms, for example when the law or the store changes. We will email
          you before a material change takes effect and show the new date at the top of this page.
          If you do not agree with a change, you may end this agreement as described in section 7.
        </p>
      ),
    },
  ],
};
