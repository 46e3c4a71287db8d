import { ProviderTest } from '@/features/payments/components/provider-test';

export function Component() {
  return (
    <>
      <title>Payment Provider Test · VMU Pro Developers</title>
      <ProviderTest />
    </>
  );
}
