import { BarChart3 } from 'lucide-react';
import { PlaceholderPage } from '@/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Analytics" icon={BarChart3}>
      <p>Store-wide analytics are coming soon.</p>
    </PlaceholderPage>
  );
}
