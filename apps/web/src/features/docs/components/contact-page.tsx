import { Link } from '@/components/link';
import { Mail } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The subject a general message to staff starts with, so it can be sorted. */
export const CONTACT_MAIL_SUBJECT = 'VMU Pro developer portal';

/**
 * /contact: how to reach staff. `supportEmail` is the server's SUPPORT_EMAIL; null while it
 * loads, and `failed` when it could not be read (the rest of the page still helps).
 */
export function ContactPage({
  supportEmail,
  failed,
}: {
  supportEmail: string | null;
  failed: boolean;
}) {
  const mailto = supportEmail
    ? `mailto:${supportEmail}?subject=${encodeURIComponent(CONTACT_MAIL_SUBJECT)}`
    : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <title>Contact | VMU Pro Developers</title>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Questions about your developer account, a review decision, an app or a payout: write to our
        staff by email.
      </p>

      <section aria-labelledby="contact-address" className="mt-10">
        <h2 id="contact-address" className="text-xl font-semibold">
          Support address
        </h2>
        {supportEmail && mailto ? (
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
            <a
              href={mailto}
              className="break-all text-lg font-medium text-primary underline underline-offset-4"
            >
              {supportEmail}
            </a>
            <Button asChild variant="outline" size="sm" className="sm:ml-auto">
              <a href={mailto}>
                <Mail aria-hidden="true" />
                Write an email
              </a>
            </Button>
          </div>
        ) : failed ? (
          <Alert variant="destructive" role="alert" className="mt-3">
            The support address could not be loaded. Please reload the page.
          </Alert>
        ) : (
          <p className="mt-3 text-muted-foreground" role="status">
            Loading the support address...
          </p>
        )}
      </section>

      <section aria-labelledby="contact-include" className="mt-10">
        <h2 id="contact-include" className="text-xl font-semibold">
          What to include
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-6">
          <li>the email address of your developer account;</li>
          <li>for an app: its name and bundle identifier (for example com.example.game);</li>
          <li>what you were doing, the page&apos;s address, and what you expected to happen;</li>
          <li>the exact message the portal showed, and a screenshot if you can.</li>
        </ul>
        <p className="mt-3 text-sm text-muted-foreground">
          Never send your password or a verification code: staff will never ask for them.
        </p>
      </section>

      <section aria-labelledby="contact-first" className="mt-10">
        <h2 id="contact-first" className="text-xl font-semibold">
          Before you write
        </h2>
        <p className="mt-3">
          The{' '}
          <Link to={paths.docs} className="font-medium text-primary underline underline-offset-4">
            publishing guide
          </Link>{' '}
          answers most questions about accounts, packages, assets, review and payments, and the{' '}
          <Link
            to={paths.examples}
            className="font-medium text-primary underline underline-offset-4"
          >
            example apps
          </Link>{' '}
          show complete projects.
        </p>
      </section>
    </div>
  );
}
