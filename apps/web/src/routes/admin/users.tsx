import { Users } from 'lucide-react';
import { PlaceholderPage } from '@/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Users" icon={Users}>
      <p>User management is coming soon.</p>
    </PlaceholderPage>
  );
}
