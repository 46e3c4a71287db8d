import { useState } from 'react';
import {
  OPTIONAL_COOKIE_CATEGORIES,
  cookieCategory,
  type CookiePreferenceChoice,
} from '@vmu/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CookieCategorySwitch } from './cookie-category-switch';

interface CookiePreferencesPanelProps {
  initial: CookiePreferenceChoice;
  onAcceptNecessaryOnly: () => void;
  onSave: (choice: CookiePreferenceChoice) => void;
}

// The banner's Customize state. Its own chunk: most visitors never open it, so the switches
// are not part of the JavaScript every page loads first.
export function CookiePreferencesPanel({
  initial,
  onAcceptNecessaryOnly,
  onSave,
}: CookiePreferencesPanelProps) {
  const [choice, setChoice] = useState<CookiePreferenceChoice>(initial);
  return (
    // Only the categories scroll, so the two choices stay in view on a small phone.
    <div className="mx-auto flex max-h-[70dvh] max-w-6xl flex-col">
      <div className="min-h-0 overflow-y-auto px-4 pt-4 sm:px-6 sm:pt-5">
        <p className="font-semibold text-foreground">Customize your cookie preferences</p>
        <div className="mt-3 flex items-center justify-between gap-4 rounded-lg bg-muted px-4 py-2.5">
          <span className="text-sm font-medium">{cookieCategory('necessary').name}</span>
          <Badge variant="secondary">Always active</Badge>
        </div>
        <div className="mt-1 divide-y divide-border md:mt-4 md:grid md:grid-cols-3 md:gap-4 md:divide-y-0">
          {OPTIONAL_COOKIE_CATEGORIES.map((id, index) => (
            <CookieCategorySwitch
              key={id}
              category={cookieCategory(id)}
              checked={choice[id]}
              onCheckedChange={(checked) => setChoice((prev) => ({ ...prev, [id]: checked }))}
              // The Customize button that had focus is gone; keep keyboard users in the panel.
              autoFocus={index === 0}
              className="px-1 py-3 md:rounded-lg md:border md:border-border md:px-4"
            />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-2 border-t border-border px-4 py-3 sm:flex-row sm:justify-end sm:px-6 md:mt-4 md:border-t-0 md:pt-0 md:pb-5">
        <Button variant="outline" onClick={onAcceptNecessaryOnly}>
          Accept Necessary Only
        </Button>
        <Button onClick={() => onSave(choice)}>Save Preferences</Button>
      </div>
    </div>
  );
}
