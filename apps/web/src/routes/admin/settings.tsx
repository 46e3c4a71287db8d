import { Settings } from 'lucide-react';
import { PlaceholderPage } from '@/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Settings" icon={Settings}>
      <p>Store settings are coming soon.</p>
    </PlaceholderPage>
  );
}
