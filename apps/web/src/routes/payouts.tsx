import { PayoutsScreen } from '@/features/payouts/components/payouts-screen';

export function Component() {
  return (
    <>
      <title>Payouts · VMU Pro Developers</title>
      <PayoutsScreen />
    </>
  );
}
