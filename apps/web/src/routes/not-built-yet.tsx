import { useLocation } from 'react-router';
import { Construction } from 'lucide-react';
import { PlaceholderPage } from '@/components/placeholder-page';

// Screens of later issues show this, inside the shell, until their issue lands.
export function Component() {
  const { pathname } = useLocation();
  return (
    <PlaceholderPage title="Not built yet" icon={Construction}>
      <p>
        The screen at <code className="rounded bg-muted px-1">{pathname}</code> is part of a later
        release of the developer portal.
      </p>
    </PlaceholderPage>
  );
}
