import { useEffect, useId, useState } from 'react';
import { Link } from '@/components/link';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import {
  COOKIE_CATEGORIES,
  SAVED_PREFERENCES_CONFIRMATION_MS,
  type CookieCategory,
  type CookiePreferences,
} from '@vmu/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { useCookieConsent } from '../hooks/use-cookie-consent';

/** Where the screen's back link leads: the dashboard for signed-in users, home for visitors. */
export type CookieSettingsBackLink = { to: string; label: string };

// The /settings/cookies screen (docs/product.md, "Cookie consent"): quick actions, the four
// categories with their cookies, and a save that confirms itself for
// SAVED_PREFERENCES_CONFIRMATION_MS.
export function CookieSettings({
  back = { to: paths.dashboard, label: 'Back to Dashboard' },
}: {
  back?: CookieSettingsBackLink;
}) {
  const { preferences, acceptAll, acceptNecessaryOnly, savePreferences } = useCookieConsent();
  // Unsaved switch changes; while there are none the switches follow the stored choice,
  // including one made in the banner or in another tab.
  const [draft, setDraft] = useState<CookiePreferences | null>(null);
  const shown = draft ?? preferences;
  // Counts saves, so a second save restarts the confirmation period; 0 means none showing.
  const [confirmation, setConfirmation] = useState(0);
  const saved = confirmation > 0;

  useEffect(() => {
    if (confirmation === 0) return;
    const timer = setTimeout(() => setConfirmation(0), SAVED_PREFERENCES_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmation]);

  function confirmSaved() {
    setDraft(null);
    setConfirmation((count) => count + 1);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div>
        <Link
          to={back.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">Cookie Settings</h1>
        <p className="mt-2 text-muted-foreground">
          Choose which cookies the VMU Pro developer portal may use on this browser. Strictly
          necessary cookies are always on because the portal cannot work without them.
        </p>
      </div>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Quick Actions</h2>
          <CardDescription>Make one choice for every category.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 sm:flex-row">
          <Button
            onClick={() => {
              acceptAll();
              confirmSaved();
            }}
          >
            Accept All Cookies
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              acceptNecessaryOnly();
              confirmSaved();
            }}
          >
            Accept Necessary Only
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="cookie-categories-title" className="flex flex-col gap-4">
        <h2 id="cookie-categories-title" className="text-xl font-semibold">
          Cookie Categories
        </h2>
        {COOKIE_CATEGORIES.map((category) => (
          <CookieCategoryCard
            key={category.id}
            category={category}
            checked={category.id === 'necessary' ? true : shown[category.id]}
            onCheckedChange={(checked) => setDraft({ ...shown, [category.id]: checked })}
          />
        ))}
      </section>

      <div className="flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Read our{' '}
          <Link to={paths.cookiePolicy} className="font-medium text-primary underline">
            Cookie Policy
          </Link>{' '}
          and{' '}
          <Link to={paths.privacy} className="font-medium text-primary underline">
            Privacy Policy
          </Link>
          .
        </p>
        <Button
          size="lg"
          disabled={saved}
          onClick={() => {
            savePreferences(shown);
            confirmSaved();
          }}
        >
          {saved ? 'Preferences Saved ✓' : 'Save Preferences'}
        </Button>
      </div>
      <SavedConfirmation shown={saved} />
    </div>
  );
}

/**
 * 'Your cookie preferences have been saved successfully.' where the visitor is: the page is
 * long, and at its top the banner was off-screen while Save sits at the bottom. The region
 * sticks to the bottom of the viewport, so it is in view after a quick action at the top as
 * well as after Save; it is always in the page, so its new text is announced.
 */
function SavedConfirmation({ shown }: { shown: boolean }) {
  return (
    <div role="status" className="sticky bottom-4 z-10 empty:hidden">
      {shown && (
        <Alert variant="success" className="shadow-lg">
          <CircleCheck aria-hidden="true" />
          <span>Your cookie preferences have been saved successfully.</span>
        </Alert>
      )}
    </div>
  );
}

interface CookieCategoryCardProps {
  category: CookieCategory;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

function CookieCategoryCard({ category, checked, onCheckedChange }: CookieCategoryCardProps) {
  const id = useId();
  const switchId = `${id}-switch`;
  const descriptionId = `${id}-description`;
  return (
    <Card>
      <div className="flex items-start justify-between gap-4 p-6">
        <div className="flex flex-col gap-1.5">
          <CardTitle>
            {category.alwaysActive ? (
              category.name
            ) : (
              <label htmlFor={switchId} className="cursor-pointer">
                {category.name}
              </label>
            )}
          </CardTitle>
          <CardDescription id={descriptionId}>{category.description}</CardDescription>
        </div>
        {/* Necessary cookies cannot be switched off (docs/product.md, "Cookie choice"). */}
        {category.alwaysActive ? (
          <Badge variant="success" className="mt-0.5">
            Always Active
          </Badge>
        ) : (
          <Switch
            id={switchId}
            checked={checked}
            onCheckedChange={onCheckedChange}
            aria-describedby={descriptionId}
            className="mt-0.5"
          />
        )}
      </div>
      {category.cookies.length === 0 ? (
        <CardContent>
          <p className="text-sm text-muted-foreground">
            No cookies of this category are set at present.
          </p>
        </CardContent>
      ) : (
        <CardContent>
          <ul aria-label={`${category.name} cookies`} className="divide-y divide-border">
            {category.cookies.map((cookie) => (
              <li
                key={cookie.name}
                className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
              >
                <div>
                  <p className="text-sm font-medium">{cookie.name}</p>
                  <p className="text-sm text-muted-foreground">{cookie.purpose}</p>
                </div>
                <p className="shrink-0 text-sm text-muted-foreground">
                  Duration: <span className="font-medium text-foreground">{cookie.duration}</span>
                </p>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
