import { Link } from '@/components/link';
import { BookOpen, Clock, Code, Mail } from 'lucide-react';
import { REVIEW_TIME_TEXT } from '@vmu/domain';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SignOutButton } from './sign-out-button';

const NEXT_STEPS = [
  'Our team checks the developer details you gave during onboarding.',
  'You receive an email as soon as your account is approved, or if we need anything else.',
  'Once approved, sign in to reach your dashboard, create apps and set up payouts.',
];

const RESOURCES = [
  { to: paths.docs, label: 'Read the documentation', icon: BookOpen },
  { to: paths.examples, label: 'Browse example apps', icon: Code },
  { to: paths.contact, label: 'Contact support', icon: Mail },
];

/**
 * The /pending-verification screen of SPEC section 2. Signing out belongs to the auth feature,
 * so the route passes it in.
 */
export function PendingReview({ onSignOut }: { onSignOut: () => Promise<void> }) {
  return (
    <div className="flex justify-center bg-muted/50 px-4 py-10 sm:py-16">
      <Card className="w-full max-w-xl">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Clock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">Account Under Review</h1>
          <CardDescription>
            Thanks for completing your developer profile. Review usually takes{' '}
            <strong className="text-foreground">{REVIEW_TIME_TEXT}</strong>.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <section aria-labelledby="pending-next-steps" className="grid gap-3">
            <h2 id="pending-next-steps" className="font-semibold">
              What happens next
            </h2>
            <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
              {NEXT_STEPS.map((step) => (
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
