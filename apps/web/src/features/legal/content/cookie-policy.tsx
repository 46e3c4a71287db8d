import { Link } from '@/components/link';
import {
  COOKIE_CATEGORIES,
  COOKIE_CONSENT_STORAGE_KEY,
  COOKIE_CONSENT_VERSION,
  SECURE_COOKIE_PREFIX,
} from '@vmu/domain';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { paths } from '@/config/paths';
import type { LegalDocumentContent, LegalSection } from '../types';
import { LAST_UPDATED } from './shared-terms';

// One section per category, rendered from the same list the consent banner, the settings screen
// and the server's cookie configuration use, so the policy names exactly the cookies the portal
// sets (decision 0058).
const categorySections: LegalSection[] = COOKIE_CATEGORIES.map((category) => ({
  id: `${category.id}-cookies`,
  title: `${category.name} cookies`,
  body: (
    <>
      <p>
        {category.description}
        {category.alwaysActive ? ' These are always active.' : ''}
        {!category.alwaysActive && category.cookies.length > 0
          ? ' These are only set if you allow them.'
          : ''}
      </p>
      {category.cookies.length > 0 ? (
        <ScrollRegion
          label={`${category.name} cookies`}
          className="rounded-lg border border-border"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{category.name} cookies</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="w-1/4 px-3 py-2 sm:px-4 font-semibold">
                  Cookie
                </th>
                <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="w-28 px-3 py-2 sm:px-4 font-semibold whitespace-nowrap">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              {category.cookies.map((cookie) => (
                <tr key={cookie.name} className="border-t border-border align-top">
                  <td className="px-3 py-2 sm:px-4 font-medium">{cookie.name}</td>
                  <td className="px-3 py-2 sm:px-4">{cookie.purpose}</td>
                  <td className="px-3 py-2 sm:px-4 whitespace-nowrap">{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p>No cookies of this category are set at present.</p>
      )}
      {category.alwaysActive ? (
        <p>
          Over a secure connection each name begins with{' '}
          <code className="rounded bg-muted px-1">{SECURE_COOKIE_PREFIX}</code>, which tells your
          browser to send it only over that connection.
        </p>
      ) : null}
    </>
  ),
}));

export const cookiePolicy: LegalDocumentContent = {
  title: 'Cookie Policy',
  lastUpdated: LAST_UPDATED,
  summary: (
    <p>
      This policy lists every cookie the VMU Pro developer portal may set, what each one does and
      how long it lasts, and explains how you choose which ones we use.
    </p>
  ),
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      body: (
        <p>
          Cookies are small files a website stores in your browser. The portal sets only the ones it
          needs to sign you in and keep you signed in. We also use your browser&apos;s local
          storage, which works in a similar way, to remember your cookie choices, and its session
          storage to remember a notice you hid.
        </p>
      ),
    },
    ...categorySections,
    {
      id: 'your-choices',
      title: 'Your choices',
      body: (
        <>
          <p>
            When you first visit, a banner asks you to accept all cookies, accept only the necessary
            ones, or choose by category. Until you choose, only strictly necessary cookies are used.
            You can change your mind at any time in Cookie Settings.
          </p>
          <div>
            <Button asChild>
              <Link to={paths.cookieSettings}>Change cookie preferences</Link>
            </Button>
          </div>
          <p>
            You can also block or delete cookies in your browser&apos;s settings. If you block
            strictly necessary cookies you will not be able to sign in.
          </p>
        </>
      ),
    },
    {
      id: 'consent-record',
      title: 'How we remember your choice',
      body: (
        <p>
          Your choice is kept in your browser&apos;s local storage under the key{' '}
          <code className="rounded bg-muted px-1">{COOKIE_CONSENT_STORAGE_KEY}</code>, with the
          categories you allowed, the time you chose and the version of this policy (
          {COOKIE_CONSENT_VERSION}). It stays until you change it or clear your browser data. If we
          change the cookies we use in a way that needs new consent, we will ask again.
        </p>
      ),
    },
    {
      id: 'more-information',
      title: 'More information',
      body: (
        <p>
          For how we handle personal data, including data collected through cookies, see our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      ),
    },
  ],
};
