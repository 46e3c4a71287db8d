import { Link } from '@/components/link';
import { Mail, PencilLine, XCircle } from 'lucide-react';
import { REVIEW_TIME_TEXT } from '@vmu/domain';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SignOutButton } from './sign-out-button';

/** The subject a rejected developer's mail to support starts with, so staff can sort it. */
export const SUPPORT_MAIL_SUBJECT = 'Developer account review';

function formatDecisionDate(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));
}

/**
 * What a developer whose account staff rejected sees at /pending-verification (decision 0010):
 * the reason exactly as staff wrote it, what to do next, and whom to ask.
 */
export function RejectedReview({
  reason,
  decidedAt,
  supportEmail,
  onSignOut,
}: {
  reason: string | null;
  decidedAt: string | null;
  /** Null while unknown (still loading, or failed): the contact page stands in. */
  supportEmail: string | null;
  onSignOut: () => Promise<void>;
}) {
  const mailto = supportEmail
    ? `mailto:${supportEmail}?subject=${encodeURIComponent(SUPPORT_MAIL_SUBJECT)}`
    : null;
  return (
    <div className="flex justify-center bg-muted/50 px-4 py-10 sm:py-16">
      <Card className="w-full max-w-xl">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <XCircle aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">Application Not Approved</h1>
          <CardDescription>
            Our review team could not approve your developer account
            {decidedAt ? (
              <>
                {' '}
                on <time dateTime={decidedAt}>{formatDecisionDate(decidedAt)}</time>
              </>
            ) : null}
            . You can update your details and apply again.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <section aria-labelledby="rejected-reason" className="grid gap-2">
            <h2 id="rejected-reason" className="font-semibold">
              Reason given by our review team
            </h2>
            {/* Plain text with its line breaks kept: React escapes it, so it never renders as HTML. */}
            <blockquote className="rounded-md border-l-4 border-destructive/60 bg-muted px-4 py-3 text-sm wrap-anywhere whitespace-pre-wrap">
              {reason?.trim() ? reason : 'No reason was recorded.'}
            </blockquote>
          </section>
          <section aria-labelledby="rejected-next-steps" className="grid gap-3">
            <h2 id="rejected-next-steps" className="font-semibold">
              What you can do
            </h2>
            <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
              <li>Update your developer details with what the reason above asks for.</li>
              <li>
                Select Complete Setup to send them again: your account goes back to review, which
                takes {REVIEW_TIME_TEXT}.
              </li>
              <li>We email you as soon as your account has been reviewed again.</li>
            </ol>
            <Button asChild className="w-full sm:w-fit">
              <Link to={paths.onboardingDeveloperDetails}>
                <PencilLine aria-hidden="true" />
                Update your details
              </Link>
            </Button>
          </section>
          <section aria-labelledby="rejected-contact" className="grid gap-2">
            <h2 id="rejected-contact" className="font-semibold">
              Questions about the decision?
            </h2>
            <p className="text-sm text-muted-foreground">
              Write to our review team; mention the email address you signed up with.
            </p>
            {mailto ? (
              <a
                href={mailto}
                className="flex w-fit items-center gap-2 rounded-md text-sm font-medium break-all text-primary hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {supportEmail}
              </a>
            ) : (
              <Link
                to={paths.contact}
                className="flex w-fit items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                Contact support
              </Link>
            )}
          </section>
          <SignOutButton onSignOut={onSignOut} />
        </CardContent>
      </Card>
    </div>
  );
}
