import { PaymentSetup } from '@/features/payments/components/payment-setup';

export function Component() {
  return (
    <>
      <title>Payment Setup · VMU Pro Developers</title>
      <PaymentSetup />
    </>
  );
}
