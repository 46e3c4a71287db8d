import { Link } from '@/components/link';
import { LEGAL } from '@vmu/domain';
import { paths } from '@/config/paths';
import type { LegalDocumentContent } from '../types';
import { LAST_UPDATED, OPERATOR } from './shared-terms';

const { retention } = LEGAL;

export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  summary: (
    <p>
      This policy explains what personal data the VMU Pro developer portal collects about
      developers, why, how long we keep it and the rights you have. It applies to the portal and to
      the developer information shown in the VMU Pro store.
    </p>
  ),
  sections: [
    {
      id: 'controller',
      title: 'Who we are',
      body: (
        <p>
          The controller of your personal data is {OPERATOR}. We process personal data under the UK
          General Data Protection Regulation and the Data Protection Act 2018, and, for developers
          in the European Union, the EU General Data Protection Regulation.
        </p>
      ),
    },
    {
      id: 'data-we-collect',
      title: 'The data we collect',
      body: (
        <>
          <h3>Account data</h3>
          <p>
            Your name, email address and password (stored only as a salted hash), or, if you sign in
            with GitHub or Google, your name, email address and avatar from that provider. We also
            record whether your email is verified, your role and your account status.
          </p>
          <h3>Onboarding and profile data</h3>
          <p>
            Your country, first and last name, street address, city, postal code and, if you give
            one, your company name, together with the name and description of the first app you plan
            to publish and the notes our staff make when verifying your account.
          </p>
          <h3>App data</h3>
          <p>
            The apps you create: names, descriptions, bundle identifiers, prices, age ratings,
            packages, icons, banners, screenshots, links to your own legal pages, review notes and
            sales and download figures.
          </p>
          <h3>Payment data</h3>
          <p>
            If you set up payments, the identifier and status of your connected account with our
            payment provider. Your identity documents and bank details go directly to the payment
            provider; we do not store them.
          </p>
          <h3>Technical data</h3>
          <p>
            Server logs (IP address, browser type, pages requested and times) and the cookies and
            similar technologies described in our <Link to={paths.cookiePolicy}>Cookie Policy</Link>
            .
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use your data and our lawful bases',
      body: (
        <ul>
          <li>
            To provide the portal under our contract with you: your account, onboarding, app review,
            publishing, payouts and the emails these need (such as verification codes).
          </li>
          <li>
            To meet legal obligations: accounting and tax records, and answering lawful requests
            from authorities.
          </li>
          <li>
            For our legitimate interests: keeping the portal and store secure, preventing fraud and
            abuse, verifying developers, and improving the service from aggregated usage data.
          </li>
          <li>
            With your consent: optional functional, analytics and marketing cookies and marketing
            emails. You can withdraw consent at any time.
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <ul>
            <li>
              Our payment provider, to create and verify your connected account and to pay you.
            </li>
            <li>
              Service providers who host the portal, store files and send email for us, under
              contracts that only let them use the data on our instructions.
            </li>
            <li>GitHub or Google, only if you choose to sign in with them.</li>
            <li>
              Store users, who see your published apps together with your developer or company name.
            </li>
            <li>Authorities or advisers, where the law requires it.</li>
          </ul>
          <p>We never sell your personal data.</p>
        </>
      ),
    },
    {
      id: 'transfers',
      title: 'International transfers',
      body: (
        <p>
          Where a provider processes data outside the United Kingdom or the European Economic Area,
          we rely on an adequacy decision or on standard contractual clauses (with the UK addendum)
          to protect it.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            Account data is kept {retention.accountData}. Financial records (sales, payouts and the
            account details linked to them) are kept for a further {retention.financialRecordsYears}{' '}
            years after the account is closed, as tax law requires.
          </li>
          <li>
            App data is kept while the app is published and for{' '}
            {retention.appDataAfterUnpublishYears} years after it is unpublished or deleted, so that
            we can answer questions and claims from the people who obtained it.
          </li>
          <li>
            Cookies are kept for the durations listed in our{' '}
            <Link to={paths.cookiePolicy}>Cookie Policy</Link>.
          </li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>
            You have the right to access your personal data, to have it corrected or erased, to
            restrict or object to its processing, to receive it in a portable format, and to
            withdraw consent at any time. Some rights are limited by law, for example we must keep
            financial records for the period above even if you ask us to erase them.
          </p>
          <p>
            To exercise a right, email us from the address of your developer account (replying to
            any email we have sent you reaches us). We answer within one month. If you are unhappy
            with how we handle your data, you may complain to the Information Commissioner&apos;s
            Office (ico.org.uk) or to the data protection authority where you live.
          </p>
        </>
      ),
    },
    {
      id: 'age',
      title: 'Age',
      body: (
        <p>
          The developer portal is for people aged {LEGAL.minimumAge} and over. We do not knowingly
          collect personal data from anyone younger; if we learn that we have, we delete it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We protect your data with encryption in transit, hashed passwords, access controls that
          limit staff access to what their role needs, and signed, expiring links for files.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We will update this policy when our processing changes, show the new date at the top of
          this page, and email you about significant changes.
        </p>
      ),
    },
  ],
};
