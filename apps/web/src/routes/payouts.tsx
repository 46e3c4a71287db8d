import { Wallet } from 'lucide-react';
import { PlaceholderPage } from '@/components/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Payouts" icon={Wallet}>
      <p>Payout history is coming soon. Payouts are paid through your connected payment account.</p>
    </PlaceholderPage>
  );
}
