import { Link } from '@/components/link';
import { BookOpen, Clock, Code, Mail, TriangleAlert } from 'lucide-react';
import { PAYOUTS_HELD_FOR_REVIEW, REVIEW_TIME_TEXT } from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SignOutButton } from './sign-out-button';

const NEXT_STEPS = [
  'Our team checks the developer details you gave during onboarding.',
  'You receive an email as soon as your account is approved, or if we need anything else.',
  'Once approved, sign in to reach your dashboard, create apps and set up payouts.',
];

/** For a verified developer who changed a verified detail (decision 0057). */
const NEXT_STEPS_BACK_IN_REVIEW = [
  'Our team checks the details you changed.',
  'You receive an email as soon as your account is approved again, or if we need anything else.',
  'Once approved, your paid apps can be bought again and held payouts are paid.',
];

const RESOURCES = [
  { to: paths.docs, label: 'Read the documentation', icon: BookOpen },
  { to: paths.examples, label: 'Browse example apps', icon: Code },
  { to: paths.contact, label: 'Contact support', icon: Mail },
];

/**
 * The /pending-verification screen (docs/product.md, "Pending review"). Signing out belongs to the
 * auth feature, so the route passes it in. `backInReview`: staff had verified the account and a
 * change to a verified detail sent it back; the screen says its paid sales and payouts are paused.
 */
export function PendingReview({
  onSignOut,
  backInReview = false,
}: {
  onSignOut: () => Promise<void>;
  backInReview?: boolean;
}) {
  return (
    <div className="flex justify-center bg-muted/50 px-4 py-10 sm:py-16">
      <Card className="w-full max-w-xl">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Clock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">Account Under Review</h1>
          <CardDescription>
            {backInReview
              ? 'You changed details our team had verified. '
              : 'Thanks for completing your developer profile. '}
            Review usually takes <strong className="text-foreground">{REVIEW_TIME_TEXT}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {backInReview ? (
            <Alert variant="warning">
              <TriangleAlert aria-hidden="true" />
              <p>{PAYOUTS_HELD_FOR_REVIEW} Your free apps stay in the store.</p>
            </Alert>
          ) : null}
          <section aria-labelledby="pending-next-steps" className="grid gap-3">
            <h2 id="pending-next-steps" className="font-semibold">
              What happens next
            </h2>
            <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
              {(backInReview ? NEXT_STEPS_BACK_IN_REVIEW : NEXT_STEPS).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="pending-meanwhile" className="grid gap-3">
            <h2 id="pending-meanwhile" className="font-semibold">
              In the meantime
            </h2>
            <ul className="grid gap-2">
              {RESOURCES.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <SignOutButton onSignOut={onSignOut} />
        </CardContent>
      </Card>
    </div>
  );
}
