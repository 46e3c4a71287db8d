import { BarChart3 } from 'lucide-react';
import { PlaceholderPage } from '@/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Analytics" icon={BarChart3}>
      <p>Analytics are coming soon: downloads, revenue and active users of your apps over time.</p>
    </PlaceholderPage>
  );
}
